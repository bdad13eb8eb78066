import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box } from '@haulstop/shared/ui/display';
import { FleetBookingForm } from '../features/booking-for-fleet/FleetBookingForm';
import { TEXTS } from '../texts';

/** /bookReservations: an owner (or the platform acting as one) books at its lot for a fleet organisation. */
export default function BookReservations() {
  useRemoteTexts(TEXTS);
  return (
    <Box p={4} maxW="960px">
      <FleetBookingForm />
    </Box>
  );
}
