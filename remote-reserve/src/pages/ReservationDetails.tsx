import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useBooking } from '@haulstop/shared/api';
import { errorMessageOf, statusCodeOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Alert, Box, Heading, Link, LoadErrorAlert, PageSkeleton, SimpleGrid, Stack } from '@haulstop/shared/ui/display';
import { useGateEventColumns } from '../features/gate/GateEvents';
import { GateStory } from '../features/reservation/GateStory';
import { ReservationActions } from '../features/reservation/ReservationActions';
import { ReservationEntries } from '../features/reservation/ReservationEntries';
import { ReservationMoney } from '../features/reservation/ReservationMoney';
import { StatusHistory } from '../features/reservation/StatusHistory';
import { ReservationSummary } from '../features/reservation/ReservationSummary';
import { TEXTS } from '../texts';

/** /reservations/:reservationId: the reservation's whole story (its statuses beside what happened at the gate) and what its status allows. */
export default function ReservationDetails() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const { reservationId } = useParams();
  const id = reservationId && /^\d+$/.test(reservationId) ? Number(reservationId) : null;
  const booking = useBooking(id);
  const details = booking.data;
  const gateColumns = useGateEventColumns(details?.timeZone ?? null);
  // Another organisation's id answers 404 like one that does not exist.
  const notFound = id === null || (booking.isError && statusCodeOf(booking.error) === 404);

  return (
    <Box p={4} maxW="960px">
      <Link asChild color="accent.fg" mb={3} display="inline-block">
        <RouterLink to="/reservations">{t('reserve.reservation.backToList')}</RouterLink>
      </Link>
      <Heading as="h1" size="md" mb={4}>
        {t('reserve.reservation.title', { id: reservationId })}
      </Heading>
      {notFound ? (
        <Alert.Root status="warning" maxW="520px">
          <Alert.Indicator />
          <Alert.Title>{t('messages.recordNotFound')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {!notFound && booking.isError ? (
        <LoadErrorAlert title={errorMessageOf(booking.error, t('messages.errorRetrievingData'))} onRetry={() => void booking.refetch()} />
      ) : null}
      {!notFound && booking.isPending ? <PageSkeleton label={t('common.loading')} /> : null}
      {details ? (
        <Stack gap={4}>
          <ReservationActions details={details} />
          <ReservationSummary details={details} />
          <ReservationEntries details={details} />
          <ReservationMoney details={details} />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap={4} alignItems="start">
            <StatusHistory details={details} />
            <GateStory details={details} columns={gateColumns} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Box>
  );
}
