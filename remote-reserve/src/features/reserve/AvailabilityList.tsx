import { useTranslation } from 'react-i18next';
import type { LotAvailability } from '@haulstop/shared/contracts';
import { amenityKey } from '@haulstop/shared/constants';
import { Box, Button, Flex, formatMoney, SignedImage, Stack, Tag, Text } from '@haulstop/shared/ui/display';

/** Why a lot cannot be booked for the search, or null when it can. */
export function unbookableReason(lot: Pick<LotAvailability, 'availableSlots' | 'priceMinor'>, slots: number): 'noPrice' | 'full' | null {
  if (lot.priceMinor === null) return 'noPrice';
  if (lot.availableSlots < slots) return 'full';
  return null;
}

type Props = {
  lots: readonly LotAvailability[];
  slots: number;
  selectedLotId: number | null;
  onSelect: (lotId: number) => void;
  onReserve: (lot: LotAvailability) => void;
};

/** The lots found for the window: a photo, free slots over the whole window and the price of it (slots × duration). */
export function AvailabilityList({ lots, slots, selectedLotId, onSelect, onReserve }: Props) {
  const { t, i18n } = useTranslation();
  if (lots.length === 0) return <Text color="fg.muted">{t('reserve.book.noLots')}</Text>;
  return (
    <Stack as="ul" aria-label={t('reserve.book.results')} gap={2} m={0} p={0}>
      {lots.map((lot) => {
        const reason = unbookableReason(lot, slots);
        const selected = lot.parkingLotId === selectedLotId;
        return (
          <Box
            as="li"
            key={lot.parkingLotId}
            listStyleType="none"
            borderWidth="1px"
            borderRadius="md"
            p={3}
            borderColor={selected ? 'accent.solid' : 'border'}
            bg={selected ? 'accent.subtle' : 'bg.panel'}
          >
            <Flex justify="space-between" gap={3} wrap="wrap" align="start">
              <SignedImage
                objectPath={lot.imagePath}
                alt={t('reserve.book.photoOf', { name: lot.name })}
                width="96px"
                height="72px"
                objectFit="cover"
                borderRadius="sm"
                fallback={<Box width="96px" height="72px" borderRadius="sm" bg="bg.muted" flexShrink={0} />}
              />
              <Stack gap={1} minW={0} flex="1">
                <Box asChild textAlign="start" fontWeight="semibold" fontSize="sm" color="accent.fg" cursor="pointer">
                  <button type="button" aria-pressed={selected} onClick={() => onSelect(lot.parkingLotId)}>
                    {lot.name}
                  </button>
                </Box>
                <Text fontSize="xs" color="fg.muted">
                  {[
                    `${lot.city}, ${lot.region}`,
                    lot.distanceKm !== null ? t('reserve.book.distance', { km: Math.round(lot.distanceKm) }) : null,
                    lot.ownerOrgName,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text fontSize="sm">{t('reserve.book.free', { free: lot.availableSlots, total: lot.totalSlots })}</Text>
                {lot.amenities.length > 0 && (
                  <Flex gap={1} wrap="wrap">
                    {lot.amenities.map((amenity) => (
                      <Tag.Root key={amenity} size="sm">
                        <Tag.Label>{t(amenityKey(amenity))}</Tag.Label>
                      </Tag.Root>
                    ))}
                  </Flex>
                )}
              </Stack>
              <Stack gap={1} align="end">
                {lot.priceMinor !== null && (
                  <Text fontWeight="semibold" aria-label={t('reserve.book.priceFor', { name: lot.name })}>
                    {formatMoney(lot.priceMinor, lot.currency, i18n.language)}
                  </Text>
                )}
                {reason ? (
                  <Text fontSize="xs" color="fg.error">
                    {t(`reserve.book.unbookable.${reason}`)}
                  </Text>
                ) : (
                  <Button size="sm" colorPalette="accent" onClick={() => onReserve(lot)} aria-label={t('reserve.book.reserveAt', { name: lot.name })}>
                    {t('reserve.book.reserve')}
                  </Button>
                )}
              </Stack>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
