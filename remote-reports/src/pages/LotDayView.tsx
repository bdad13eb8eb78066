import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useBookedVsUsed, useLotDay, useMapLots } from '@haulstop/shared/api';
import type { Reservation } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { addDays } from '@haulstop/shared/rules';
import { dayAt } from '@haulstop/shared/time';
import {
  Box,
  Code,
  Field,
  Heading,
  Input,
  Link,
  LoadErrorAlert,
  NativeSelect,
  PageSkeleton,
  Stack,
  StatusBadge,
  Text,
  formatDateTime,
  formatTimeZone,
} from '@haulstop/shared/ui/display';
import { BookedVsUsed } from '../features/lot-day/BookedVsUsed';
import { DAY_PARTS, shownLot, splitDay, type DayPart } from '../features/lot-day/lot-day';
import { FigureTable } from '../features/report-table/FigureTable';
import { isDay } from '../features/report-range/range';
import { withParam } from '../features/report-range/report-params';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { TEXTS } from '../texts';

/** One part of a lot's day (arriving, in the lot, leaving): each booking with its entries, gate code and payment. */
function LotDayTable({ part, bookings }: { part: DayPart; bookings: readonly Reservation[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const caption = t(`reports.lotDay.parts.${part}`);
  if (bookings.length === 0) return <Text color="fg.muted">{t('reports.lotDay.none')}</Text>;
  return (
    <FigureTable
      caption={caption}
      headers={[
        t('reports.columns.reservation'),
        t('reports.columns.company'),
        part === 'leaving' ? t('reports.lotDay.leavesAt') : t('reports.lotDay.arrivesAt'),
        t('reports.lotDay.entries'),
        t('reports.lotDay.gateCode'),
        t('reports.lotDay.payment'),
        t('reports.columns.status'),
      ]}
      rows={bookings.map((b) => ({
        key: String(b.reservationId),
        cells: [
          <Link key="id" asChild color="accent.fg">
            <RouterLink to={`/reservationparkdetails/${b.reservationId}`}>{b.reservationId}</RouterLink>
          </Link>,
          b.orgName,
          formatDateTime(part === 'leaving' ? b.endAt : b.startAt, language, b.timeZone),
          b.entries.length ? b.entries.map((e) => [e.driverName, e.assetLabel].filter(Boolean).join(' · ') || '—').join('; ') : '—',
          // The code itself, as the reservation's detail shows it: what the attendant reads to a driver at the gate.
          b.gateCode ? (
            <Code key="gate" fontSize="sm">
              {b.gateCode}
            </Code>
          ) : (
            t('reports.lotDay.noGateCode')
          ),
          b.paymentStatus ? <StatusBadge key="pay" status={b.paymentStatus} /> : t('reports.lotDay.payLater'),
          <StatusBadge key="status" status={b.status} />,
        ],
      }))}
    />
  );
}

/**
 * /reservationparkdetails (owner): the bookings at one lot on one day — arriving, in the lot,
 * leaving — at the lot's clock (`?lot=&date=`, today at the first lot by default). What a gate
 * attendant keeps open all day; a booking opens /reservationparkdetails/{id}.
 */
export default function LotDayView() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const lotId = useId();
  const dayId = useId();
  const [params, setParams] = useSearchParams();
  const lots = useMapLots();
  const lotList = lots.data ?? [];
  // The person's choice is shown at once, whatever the router's (transition) update of the URL
  // is waiting on; the URL follows it, and a change of the URL itself (a link) replaces it.
  const urlLot = params.get('lot');
  const [chosenLot, setChosenLot] = useState<string | null>(null);
  useEffect(() => setChosenLot(null), [urlLot]);
  const lot = shownLot(lotList, chosenLot ?? urlLot);
  const zone = lot?.timeZone ?? 'UTC';
  const date = isDay(params.get('date')) ? (params.get('date') as string) : dayAt(Date.now(), zone);
  const day = useLotDay(lot?.parkingLotId ?? null, date);
  const used = useBookedVsUsed(lot?.parkingLotId ?? null, date, addDays(date, 1));
  const parts = useMemo(() => splitDay(day.data ?? [], date, zone), [day.data, date, zone]);
  const set = (name: string, value: string) => setParams((p) => withParam(p, name, value), { replace: true });
  const chooseLot = (value: string) => {
    setChosenLot(value);
    set('lot', value);
  };
  const title = t('reports.lotDay.title');

  return (
    <Box p={4}>
      <ReportHeader title={title} asOf={day.dataUpdatedAt || null}>
        <Field.Root maxW="280px" disabled={lots.isPending}>
          <Field.Label htmlFor={lotId}>{t('reports.columns.lot')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={lotId} value={lot ? String(lot.parkingLotId) : ''} onChange={(e) => chooseLot(e.currentTarget.value)}>
              {lotList.map((l) => (
                <option key={l.parkingLotId} value={String(l.parkingLotId)}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="180px">
          <Field.Label htmlFor={dayId}>{t('reports.lotDay.day')}</Field.Label>
          <Input id={dayId} size="sm" type="date" value={date} onChange={(e) => isDay(e.currentTarget.value) && set('date', e.currentTarget.value)} />
        </Field.Root>
        {lot ? (
          <CsvDownloadButton
            path="/api/reservations"
            query={{ parkingLotId: String(lot.parkingLotId), date }}
            fileName={`lot-${lot.parkingLotId}-${date}.csv`}
          />
        ) : null}
      </ReportHeader>

      {lots.isError ? <LoadErrorAlert title={errorMessageOf(lots.error, t('common.errorRetrievingData'))} onRetry={() => void lots.refetch()} mb={3} /> : null}
      {day.isError ? <LoadErrorAlert title={errorMessageOf(day.error, t('common.errorRetrievingData'))} onRetry={() => void day.refetch()} mb={3} /> : null}
      {lots.isPending || (lot && day.isPending) ? <PageSkeleton label={t('common.loading')} /> : null}
      {!lots.isPending && lotList.length === 0 ? <Text color="fg.muted">{t('reports.lotDay.noLots')}</Text> : null}

      {used.data ? (
        <Box as="section" aria-labelledby={`${dayId}-used`} mb={6}>
          <Heading as="h2" size="sm" id={`${dayId}-used`} mb={1}>
            {t('reports.lotDay.used.title')}
          </Heading>
          {/* The lot's day, cut at its own midnight: the lot report cuts its range at the organisation's, so a stay across the hour between them counts on different days there. */}
          <Text fontSize="sm" color="fg.muted" mb={2} data-testid="used-day-zone">
            {t('reports.lotDay.used.lotClock', { zone: formatTimeZone(zone, i18n.language) })}
          </Text>
          <BookedVsUsed data={used.data} />
        </Box>
      ) : null}
      {used.isError ? <LoadErrorAlert title={errorMessageOf(used.error, t('common.errorRetrievingData'))} onRetry={() => void used.refetch()} mb={3} /> : null}

      {day.data ? (
        <Stack gap={6} aria-busy={day.isFetching}>
          {day.data.length === 0 ? <Text color="fg.muted">{t('reports.lotDay.emptyDay')}</Text> : null}
          {DAY_PARTS.map((part) => (
            <Box as="section" key={part} aria-labelledby={`${dayId}-${part}`}>
              <Heading as="h2" size="sm" id={`${dayId}-${part}`} mb={2}>
                {t(`reports.lotDay.parts.${part}`)} ({parts[part].length})
              </Heading>
              <LotDayTable part={part} bookings={parts[part]} />
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
