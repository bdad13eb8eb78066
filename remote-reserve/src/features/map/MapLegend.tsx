import { Box, Flex, HStack, Text } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_COLORS, type Availability } from './availability';

const LEGEND: readonly Availability[] = ['open', 'low', 'full'];

/** What the marker colours mean. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <Flex gap={4} mt={2} wrap="wrap" aria-label={t('reserve.map.legend')} role="list">
      {LEGEND.map((availability) => (
        <HStack key={availability} gap={1} role="listitem">
          <Box width="10px" height="10px" borderRadius="full" bg={AVAILABILITY_COLORS[availability]} aria-hidden="true" />
          <Text fontSize="xs" color="fg.muted">
            {t(`reserve.map.availability.${availability}`)}
          </Text>
        </HStack>
      ))}
    </Flex>
  );
}
