import { Box, formatCount, formatMoney } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { AmenityTags, AMENITY_TAGS_CSS } from './AmenityTags';
import { AVAILABILITY_BG_CSS, availabilityOf } from './availability';
import { durationKey } from './labels';
import { directionsUrl, type DriverLot } from './near';

// The cards' look, given once to the list (plain elements marked by data-part: issue 6). Sized for
// a finger on a phone: every button and link is at least 44 px high (issue 24).
const DRIVER_LOTS_CSS = {
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  m: '0',
  p: '0',
  listStyleType: 'none',
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '96px minmax(0, 1fr)',
    columnGap: '3',
    alignItems: 'start',
    p: '3',
    borderWidth: '1px',
    borderRadius: 'md',
    borderColor: 'border',
    bg: 'bg.panel',
  },
  '& > li[data-selected]': { borderColor: 'accent.solid', bg: 'accent.subtle' },
  '& [data-part=photo]': { width: '96px', height: '72px', objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted' },
  '& [data-part=body]': { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
  '& [data-part=name]': {
    minHeight: '44px',
    textAlign: 'start',
    fontWeight: 'semibold',
    fontSize: 'md',
    color: 'accent.fg',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    _hover: { textDecoration: 'underline' },
  },
  '& [data-part=address]': { m: '0', fontSize: 'sm', color: 'fg.muted' },
  '& [data-part=facts]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', fontSize: 'sm' },
  '& [data-part=slots]': { display: 'flex', alignItems: 'center', gap: '1', fontWeight: 'medium' },
  '& [data-part=dot]': { flexShrink: 0, width: '10px', height: '10px', borderRadius: 'full' },
  ...AVAILABILITY_BG_CSS,
  '& [data-part=price]': { fontWeight: 'medium' },
  '& [data-part=directions]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'start',
    minHeight: '44px',
    minWidth: '44px',
    px: '4',
    mt: '1',
    borderRadius: 'md',
    bg: 'accent.solid',
    color: 'accent.contrast',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'none',
    focusVisibleRing: 'outside',
  },
  ...AMENITY_TAGS_CSS,
} as const;

interface DriverLotListProps {
  lots: readonly DriverLot[];
  /** Names the list for screen readers. */
  label: string;
  selectedLotId?: number;
  onSelect: (lotId: number) => void;
}

/**
 * The global dashboard's lots as a driver needs them at a truck stop (issue 24): a photo, the
 * street address, the free slots now (live), the distance when located, the price from, the
 * amenities and a directions link to the lot's coordinates.
 */
export function DriverLotList({ lots, label, selectedLotId, onSelect }: DriverLotListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box as="ul" aria-label={label} css={DRIVER_LOTS_CSS}>
      {lots.map((lot, index) => {
        const selected = lot.parkingLotId === selectedLotId;
        const where = [lot.address, lot.city, [lot.region, lot.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
        return (
          <li key={lot.parkingLotId} data-selected={selected || undefined}>
            {lot.photoUrl ? (
              // The first cards' photos are on the first screen; the rest load as the driver scrolls.
              <img
                data-part="photo"
                src={lot.photoUrl}
                alt={t('reserve.global.photoOf', { name: lot.name })}
                width={96}
                height={72}
                loading={index < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : (
              <span data-part="photo" />
            )}
            <div data-part="body">
              <button type="button" data-part="name" aria-pressed={selected} onClick={() => onSelect(lot.parkingLotId)}>
                {lot.name}
              </button>
              <p data-part="address">{where}</p>
              <div data-part="facts">
                <span data-part="slots">
                  <span data-part="dot" data-availability={availabilityOf(lot)} aria-hidden="true" />
                  <span>{t('reserve.lots.slotsAvailable', { available: lot.availableSlots, total: lot.totalSlots })}</span>
                </span>
                {lot.distanceKm !== null && (
                  <span data-part="distance">{t('reserve.global.distance', { km: formatCount(Math.round(lot.distanceKm), i18n.language) })}</span>
                )}
                {lot.priceFrom && (
                  <span data-part="price">
                    {t('reserve.global.priceFrom', {
                      price: formatMoney(lot.priceFrom.amountMinor, lot.priceFrom.currency, i18n.language),
                      duration: t(durationKey(lot.priceFrom.duration), { defaultValue: lot.priceFrom.duration }),
                    })}
                  </span>
                )}
              </div>
              <AmenityTags amenities={lot.amenities} label={t('reserve.lots.amenitiesOf', { name: lot.name })} />
              <a
                data-part="directions"
                href={directionsUrl(lot)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('reserve.global.directionsTo', { name: lot.name })}
              >
                {t('reserve.global.directions')}
              </a>
            </div>
          </li>
        );
      })}
    </Box>
  );
}
