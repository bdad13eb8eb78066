import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardCounts } from '@haulstop/shared/api';
import { Box, Card, Heading, HStack, Link, Skeleton, Text, formatCount } from '@haulstop/shared/ui/display';

/**
 * Trucks the gate says are on the lots now (overstaying ones included) against the slots booked
 * for this moment: more trucks than slots is an overstay taking a slot, fewer is a slot paid for
 * and empty. Opens the lot-day view, where each booking is.
 */
export function OnLotNow() {
  const { t, i18n } = useTranslation();
  const counts = useDashboardCounts();
  const data = counts.data;
  // The counts are also /reserve's; when they fail the dashboard's own figures still stand.
  if (counts.isError) return null;
  return (
    <Box as="section" aria-labelledby="dashboard-on-lot">
      <Heading as="h2" size="sm" id="dashboard-on-lot" mb={2}>
        {t('reports.dashboard.onLot.title')}
      </Heading>
      <Card.Root size="sm" maxW="420px">
        <Card.Body gap={1}>
          {data ? (
            <>
              <HStack gap={2} align="baseline">
                <Text fontSize="2xl" fontWeight="semibold" data-testid="trucks-on-lot">
                  {formatCount(data.trucksOnLotNow, i18n.language)}
                </Text>
                <Text color="fg.muted">{t('reports.dashboard.onLot.against', { slots: formatCount(data.slotsBookedNow, i18n.language) })}</Text>
              </HStack>
              <Link asChild color="accent.fg" fontSize="sm">
                <RouterLink to="/reservationparkdetails">{t('reports.dashboard.onLot.open')}</RouterLink>
              </Link>
            </>
          ) : (
            <Skeleton height="8" width="40" />
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
