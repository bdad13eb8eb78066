import { Box, Flex, formatMoney, Stack, Text } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { AmenityTags } from './AmenityTags';
import { cheapestPrice } from './price';
import { AVAILABILITY_COLORS, availabilityOf, type ListLot } from './availability';

interface LotListItemProps {
  lot: ListLot;
  selected: boolean;
  onSelect: (lotId: number) => void;
}

/** One lot in the list: where it is, its slots, its "from" price and amenities. */
export function LotListItem({ lot, selected, onSelect }: LotListItemProps) {
  const { t, i18n } = useTranslation();
  const from = lot.prices ? cheapestPrice(lot.prices) : undefined;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" borderColor={selected ? 'accent.solid' : 'border'} bg={selected ? 'accent.subtle' : 'bg.panel'}>
      <Stack gap={1} p={3}>
        <Box
          asChild
          textAlign="start"
          fontWeight="semibold"
          fontSize="sm"
          color="accent.fg"
          cursor="pointer"
          _hover={{ textDecoration: 'underline' }}
        >
          <button type="button" aria-pressed={selected} onClick={() => onSelect(lot.parkingLotId)}>
            {lot.name}
          </button>
        </Box>
        <Text fontSize="xs" color="fg.muted">
          {[t('reserve.lots.location', { city: lot.city, region: lot.region, country: lot.country }), lot.timeZone, lot.currency].filter(Boolean).join(' · ')}
        </Text>
        <Flex gap={3} wrap="wrap" fontSize="xs" align="center">
          <Flex align="center" gap={1}>
            <Box width="8px" height="8px" borderRadius="full" bg={AVAILABILITY_COLORS[availabilityOf(lot)]} aria-hidden="true" />
            <Text>{t('reserve.lots.slotsAvailable', { available: lot.availableSlots, total: lot.totalSlots })}</Text>
          </Flex>
          {from && <Text fontWeight="medium">{t('reserve.lots.priceFrom', { price: formatMoney(from.amountMinor, from.currency, i18n.language) })}</Text>}
        </Flex>
        <AmenityTags amenities={lot.amenities} label={t('reserve.lots.amenitiesOf', { name: lot.name })} />
      </Stack>
    </Box>
  );
}
