import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import {
  prefetchDashboardCounts,
  prefetchMapLots,
  useAvailability,
  useBookingQuote,
  useDashboardCounts,
  useLiveAvailability,
  useMapLots,
} from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRuntimeConfig } from '@haulstop/shared/config';
import type { AvailabilityQuery, BookingCreated, CreateBookingBody, LotAvailability } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, Grid, Heading, HStack, LoadErrorAlert, Spinner, Stack, Text } from '@haulstop/shared/ui/display';
import { DashboardCounts } from '../features/dashboard-counts/DashboardCounts';
import { attemptFor, type BookingAttempt } from '../features/reserve/attempt';
import { bookingBodyOf, quoteBodyOf } from '../features/reserve/bookingRequest';
import { choiceOf, paymentFieldOf } from '../features/reserve/paymentChoice';
import { placesOf } from '../features/reserve/places';
import { initialReserveState, reserveReducer, type ReserveSection } from '../features/reserve/reserveState';
import { SearchForm, type SearchRequest } from '../features/reserve/SearchForm';
import { StepList } from '../features/reserve/StepList';
import { TEXTS } from '../texts';

const SECTIONS: readonly ReserveSection[] = ['MAPVIEW', 'LISTVIEW'];

type AfterSearch = typeof import('./reserve-after-search');

let afterSearch: AfterSearch | null = null;
let afterSearchLoad: Promise<AfterSearch> | null = null;

/** The results' and the booking steps' code, loaded once (a failed load is forgotten, so a retry asks again). */
function loadAfterSearch(): Promise<AfterSearch> {
  afterSearchLoad ??= import('./reserve-after-search').then(
    (parts) => (afterSearch = parts),
    (error: unknown) => {
      afterSearchLoad = null;
      throw error;
    },
  );
  return afterSearchLoad;
}

/**
 * The code of what follows a search, once `wanted` (a search made): null while it loads, or
 * 'failed' (with a retry). The person's first touch of the form asks for it already
 * (`loadAfterSearch`), so by their search it is usually here.
 */
function useAfterSearch(wanted: boolean): { parts: AfterSearch | null; failed: boolean; retry: () => void } {
  const [parts, setParts] = useState<AfterSearch | null>(afterSearch);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || parts) return;
    let live = true;
    loadAfterSearch().then(
      (loaded) => live && setParts(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, parts, attempt]);
  return {
    parts,
    failed: failed && !parts,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

const queryOf = (search: SearchRequest): AvailabilityQuery => ({
  startAt: search.startAt,
  duration: search.duration,
  slots: search.slots,
  amenities: search.amenities,
  size: 100,
  ...(search.place ? { latitude: search.place.latitude, longitude: search.place.longitude, radiusKm: search.radiusKm } : {}),
});

/**
 * /reserve (carrier, broker): find a lot for a window (map and list side by side — the MAPVIEW
 * section — or the list alone), then book it in steps: drivers and assets, payment, review. The
 * SPEC §4 resets live in reserveReducer; free slots follow other bookings live.
 */
export default function Reserve() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const { gMapKey } = useRuntimeConfig();
  useLiveAvailability();
  const counts = useDashboardCounts();
  const mapLots = useMapLots();
  const places = useMemo(() => placesOf(mapLots.data ?? []), [mapLots.data]);
  const [state, dispatch] = useReducer(reserveReducer, initialReserveState);
  const [search, setSearch] = useState<SearchRequest | null>(null);
  // The lot being booked, kept as chosen: a refreshed search must not pull it from under the form.
  const [bookLot, setBookLot] = useState<LotAvailability | null>(null);
  const [created, setCreated] = useState<BookingCreated | null>(null);
  // A Book refused about a field of the payment step (a card, the method, the code): the step is
  // shown again with the message under that field, everything entered kept.
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const refused = (field: string, message: string) => {
    if (paymentFieldOf(field) === null) return false;
    setRefusal({ field, message });
    dispatch({ type: 'setStep', step: 'payment' });
    return true;
  };
  // The booking attempt lives here, not in the review step: going back a step and returning with
  // the same body after a lost answer must re-send the same Idempotency-Key (DESIGN §7).
  const attempt = useRef<BookingAttempt | null>(null);
  const keyFor = (booking: CreateBookingBody) => (attempt.current = attemptFor(attempt.current, booking)).key;
  const results = useAvailability(search ? queryOf(search) : null);
  const after = useAfterSearch(search !== null);
  const parts = after.parts;
  const lots = results.data?.content ?? [];
  const selectedLotId = state.lotId ? Number(state.lotId) : null;

  const quoteBody = bookLot && search ? quoteBodyOf(bookLot, search, state) : null;
  const quote = useBookingQuote(state.showBookReserve && created === null ? quoteBody : null);
  const body = bookLot && search ? bookingBodyOf(bookLot, search, state) : null;

  const startBooking = (lot: LotAvailability) => {
    dispatch({ type: 'selectLot', lotId: String(lot.parkingLotId) });
    dispatch({ type: 'setShowBookReserve', show: true });
    // The booking starts with the slot count searched for; the entries step may change it.
    dispatch({ type: 'setSlots', slots: search?.slots ?? 1 });
    setBookLot(lot);
  };
  const backToLots = () => {
    dispatch({ type: 'setShowBookReserve', show: false });
    setBookLot(null);
  };
  const another = () => {
    // A new booking, even an identical one, is a new attempt.
    attempt.current = null;
    setCreated(null);
    backToLots();
  };

  const step = !state.showBookReserve || !bookLot ? 'find' : state.step;
  const paymentLabel = (() => {
    const choice = choiceOf(state.booking);
    if (choice === 'PAY_LATER') return t('reserve.book.pay.payLater');
    if (choice === 'CARD:new') return t('reserve.book.pay.cardEnding', { last4: (state.booking.paymentCardNumber ?? '').replace(/\D/g, '').slice(-4) });
    return t(`reserve.book.pay.kinds.${state.booking.method ?? 'CARD'}`);
  })();

  return (
    <Stack gap={4} p={4}>
      <Heading as="h1" size="lg">
        {t('menu.reserve')}
      </Heading>
      <DashboardCounts counts={counts} />
      <StepList current={created ? 'review' : step} />

      {created && bookLot && parts ? (
        <parts.Confirmation created={created} lot={bookLot} onAnother={another} />
      ) : step === 'find' ? (
        <>
          <Box onFocusCapture={() => void loadAfterSearch().catch(() => undefined)}>
            <SearchForm places={places} onSearch={setSearch} />
          </Box>
          {search && (
            <Stack gap={3}>
              <HStack justify="space-between" wrap="wrap">
                <Heading as="h2" size="sm">
                  {results.data ? t('reserve.book.found', { count: results.data.totalElements }) : t('reserve.book.results')}
                </Heading>
                <HStack role="group" aria-label={t('reserve.book.sectionLabel')} gap={1}>
                  {SECTIONS.map((section) => (
                    <Button
                      key={section}
                      size="sm"
                      variant={state.section === section ? 'solid' : 'outline'}
                      aria-pressed={state.section === section}
                      onClick={() => dispatch({ type: 'setSection', section })}
                    >
                      {t(`reserve.book.sections.${section}`)}
                    </Button>
                  ))}
                </HStack>
              </HStack>
              {results.isPending || (results.data && !parts && !after.failed) ? <Spinner aria-label={t('common.loading')} /> : null}
              {after.failed && <LoadErrorAlert title={t('reserve.book.searchFailed')} onRetry={after.retry} />}
              {results.isError && (
                <LoadErrorAlert
                  title={t('reserve.book.searchFailed')}
                  description={errorMessageOf(results.error, t('reserve.book.searchFailed'))}
                  onRetry={() => void results.refetch()}
                />
              )}
              {results.data && parts && (
                <Grid
                  templateColumns={state.section === 'MAPVIEW' ? { base: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' } : '1fr'}
                  gap={4}
                  alignItems="start"
                >
                  {state.section === 'MAPVIEW' && (
                    <Box minW={0}>
                      <parts.LotMap
                        mapKey={gMapKey}
                        lots={lots}
                        selectedLotId={selectedLotId ?? undefined}
                        onSelect={(id) => dispatch({ type: 'selectLot', lotId: String(id) })}
                      />
                    </Box>
                  )}
                  <Box maxH={{ lg: state.section === 'MAPVIEW' ? '80vh' : undefined }} overflowY={{ lg: 'auto' }}>
                    <parts.AvailabilityList
                      lots={lots}
                      slots={search.slots}
                      selectedLotId={selectedLotId}
                      onSelect={(id) => dispatch({ type: 'selectLot', lotId: String(id) })}
                      onReserve={startBooking}
                    />
                  </Box>
                </Grid>
              )}
            </Stack>
          )}
        </>
      ) : (
        bookLot &&
        search &&
        parts && (
          <Stack gap={3}>
            <HStack justify="space-between" wrap="wrap">
              <Box>
                <Heading as="h2" size="md">
                  {t('reserve.book.bookingAt', { name: bookLot.name })}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {`${bookLot.city}, ${bookLot.region} · ${t(`reserve.book.durationLabel`, { duration: search.duration })}`}
                </Text>
              </Box>
              <Button variant="ghost" size="sm" onClick={backToLots}>
                {t('reserve.book.changeLot')}
              </Button>
            </HStack>
            {state.step === 'entries' && <parts.EntriesStep state={state} dispatch={dispatch} onNext={() => dispatch({ type: 'setStep', step: 'payment' })} />}
            {state.step === 'payment' && (
              <parts.PaymentStep
                lot={bookLot}
                duration={search.duration}
                state={state}
                dispatch={dispatch}
                quote={quote}
                onBack={() => {
                  setRefusal(null);
                  dispatch({ type: 'setStep', step: 'entries' });
                }}
                onNext={() => {
                  setRefusal(null);
                  dispatch({ type: 'setStep', step: 'review' });
                }}
                refusal={refusal}
              />
            )}
            {state.step === 'review' && (
              <parts.ReviewStep
                lot={bookLot}
                state={state}
                body={body}
                paymentLabel={paymentLabel}
                quote={quote}
                keyFor={keyFor}
                onBack={() => dispatch({ type: 'setStep', step: 'payment' })}
                onBooked={setCreated}
                onRefused={refused}
              />
            )}
          </Stack>
        )
      )}
    </Stack>
  );
}

/** The first data of this page (the places to search around and the counts), started with its chunk. */
export const prefetch = (client: QueryClient) => Promise.all([prefetchMapLots(client), prefetchDashboardCounts(client)]);
