import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEndpointMutation } from '@haulstop/shared/api';
import { createBooking } from '@haulstop/shared/contracts/bookings';
import { errorMessageOf } from '@haulstop/shared/auth';
import type { BookingCreated, BookingQuote, CreateBookingBody, LotAvailability } from '@haulstop/shared/contracts';
import { Box, Button, DataList, formatDateTime, formatMoney, formatRate, HStack, LoadErrorAlert, Spinner, Stack, Text } from '@haulstop/shared/ui/display';
import type { ReserveState } from './reserveState';
import { entryLabel } from './entries';

type Props = {
  lot: LotAvailability;
  state: ReserveState;
  body: CreateBookingBody | null;
  paymentLabel: string;
  quote: Pick<UseQueryResult<BookingQuote>, 'data' | 'error' | 'isError' | 'isPending' | 'refetch'>;
  /** The Idempotency-Key of this body's attempt, kept by the page across steps (see attemptFor). */
  keyFor: (body: CreateBookingBody) => string;
  onBack: () => void;
  onBooked: (created: BookingCreated) => void;
  /**
   * The API's refusal of the booking about one field (errorField): true when the page shows it
   * under that field (the payment step's), false to have it toasted.
   */
  onRefused: (field: string, message: string) => boolean;
};

/**
 * Step 3: what will be booked and charged — the lot, the window and its end date, the
 * entries, subtotal, discount, each tax line and the total, from the server's quote — then Book.
 */
export function ReviewStep({ lot, state, body, paymentLabel, quote, keyFor, onBack, onBooked, onRefused }: Props) {
  const { t, i18n } = useTranslation();
  const book = useEndpointMutation(createBooking, { onSuccess: onBooked, onFieldError: onRefused });
  const money = (minor: number) => formatMoney(minor, lot.currency, i18n.language);
  // At the lot's clock, labelled (CST, EDT…): the wall-clock time entered, whoever looks and from where.
  const at = (iso: string) => formatDateTime(iso, i18n.language, lot.timeZone);

  if (quote.isPending) return <Spinner aria-label={t('common.loading')} />;
  if (quote.isError || !quote.data) {
    return (
      <LoadErrorAlert
        title={t('reserve.book.quoteFailed')}
        description={errorMessageOf(quote.error, t('reserve.book.quoteFailed'))}
        onRetry={() => void quote.refetch()}
      />
    );
  }
  const q = quote.data;
  const rows: [string, string][] = [
    [t('reserve.book.review.lot'), lot.name],
    [t('reserve.book.review.window'), `${at(q.startAt)} → ${at(q.endAt)}`],
    [t('reserve.book.review.slots'), String(state.slotsToReserve)],
    [t('reserve.book.review.entries'), state.entries.map((e) => `${e.sno}. ${entryLabel(e)}`).join(', ') || '—'],
    [t('reserve.book.review.unitPrice'), money(q.unitPriceMinor)],
    [t('reserve.book.review.subtotal'), money(q.subtotalMinor)],
    ...(q.discountMinor > 0 ? [[t('reserve.book.review.discount'), `− ${money(q.discountMinor)}`] as [string, string]] : []),
    ...q.taxLines.map(
      (line) => [t('reserve.book.review.tax', { name: line.name, rate: formatRate(line.rate, i18n.language) }), money(line.amountMinor)] as [string, string],
    ),
    [t('reserve.book.review.total'), money(q.amountMinor)],
    [t('reserve.book.review.payment'), paymentLabel],
    ...(body?.recurring ? [[t('reserve.book.review.recurring'), t('reserve.book.review.yes')] as [string, string]] : []),
  ];

  return (
    <Stack gap={3} maxW="640px">
      <DataList.Root orientation="horizontal" aria-label={t('reserve.book.review.title')}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="160px">{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight={label === t('reserve.book.review.total') ? 'semibold' : undefined}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {q.availableSlots < state.slotsToReserve && (
        <Box role="alert" color="fg.error">
          <Text>{t('reserve.book.notEnoughNow', { free: q.availableSlots })}</Text>
        </Box>
      )}
      <HStack justify="space-between">
        <Button variant="outline" onClick={onBack} disabled={book.isPending}>
          {t('reserve.book.back')}
        </Button>
        <Button
          colorPalette="accent"
          loading={book.isPending}
          disabled={body === null}
          onClick={() => body && book.mutate({ body, headers: { 'idempotency-key': keyFor(body) } })}
        >
          {t('reserve.book.bookNow', { total: money(q.amountMinor) })}
        </Button>
      </HStack>
    </Stack>
  );
}
