import type { PublicLot } from '@haulstop/shared/contracts';
import { memo } from 'react';
import { formatCount, formatMoney } from '@haulstop/shared/format';
import { useTranslation } from 'react-i18next';
import { AmenityTags } from './AmenityTags';
import { availabilityCss, availabilityOf } from './availability';
import { durationKey } from './labels';
import { directionsUrl } from './near';
import { useStaticCss } from './static-css';
import { useStagedCount } from './useStagedCount';

// The cards' look, given once (plain elements marked by data-part; no design system on the
// public page). Sized for a finger on a phone: every button and link is at least 44 px
// high. Values are the console theme's tokens (shared/src/ui/system.ts).
const DRIVER_LOTS_CSS = `
.hs-driver-lots { display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; list-style-type: none; }
.hs-driver-lots > li { display: grid; grid-template-columns: 96px minmax(0, 1fr); column-gap: 0.75rem; align-items: start; padding: 0.75rem; border: 1px solid #e4e4e7; border-radius: 0.375rem; background: #fff; }
.hs-driver-lots > li[data-selected] { border-color: #2c7ef4; background: #eaf2fe; }
.hs-driver-lots [data-part=photo] { width: 96px; height: 72px; object-fit: cover; border-radius: 0.25rem; background: #f4f4f5; }
.hs-driver-lots [data-part=body] { display: flex; flex-direction: column; gap: 0.25rem; min-width: 0; }
.hs-driver-lots [data-part=name] { min-height: 44px; text-align: start; font-weight: 600; font-size: 1rem; color: #154da0; cursor: pointer; }
.hs-driver-lots [data-part=name]:focus-visible { outline: 2px solid #a1a1aa; outline-offset: 2px; }
@media (hover: hover) {
  .hs-driver-lots [data-part=name]:hover { text-decoration: underline; }
}
.hs-driver-lots [data-part=address] { margin: 0; font-size: 0.875rem; color: #52525b; }
.hs-driver-lots [data-part=facts] { display: flex; flex-wrap: wrap; align-items: center; column-gap: 0.75rem; row-gap: 0.25rem; font-size: 0.875rem; }
.hs-driver-lots [data-part=slots] { display: flex; align-items: center; gap: 0.25rem; font-weight: 500; }
.hs-driver-lots [data-part=dot] { flex-shrink: 0; width: 10px; height: 10px; border-radius: 9999px; }
.hs-driver-lots [data-part=price] { font-weight: 500; }
${availabilityCss((marked) => `.hs-driver-lots ${marked}`)}
.hs-driver-lots [data-part=directions] { display: inline-flex; align-items: center; justify-content: center; align-self: start; min-height: 44px; min-width: 44px; padding-inline: 1rem; margin-top: 0.25rem; border-radius: 0.375rem; background: #2c7ef4; color: #05132a; font-weight: 600; font-size: 0.875rem; text-decoration: none; }
.hs-driver-lots [data-part=directions]:focus-visible { outline: 2px solid #a1a1aa; outline-offset: 2px; }
`;

// The cards a first screen holds, a tall phone's or the desktop list's (about 210 px each): rendered
// first, the rest as many at a time after each paint (useStagedCount).
const CARDS_PER_PAINT = 4;

interface DriverLotListProps {
  lots: readonly PublicLot[];
  /** Names the list for screen readers. */
  label: string;
  selectedLotId?: number;
  onSelect: (lotId: number) => void;
}

/**
 * The global dashboard's lots as a driver needs them at a truck stop: a photo, the
 * street address, the free slots now (live), the distance when located, the price from, the
 * amenities and a directions link to the lot's coordinates.
 */
export function DriverLotList({ lots, label, selectedLotId, onSelect }: DriverLotListProps) {
  useStaticCss('driver-lots', DRIVER_LOTS_CSS);
  const shown = useStagedCount(lots.length, CARDS_PER_PAINT);
  return (
    <ul className="hs-driver-lots" aria-label={label}>
      {lots.slice(0, shown).map((lot, index) => (
        <DriverLotCard key={lot.parkingLotId} lot={lot} eager={index < 3} selected={lot.parkingLotId === selectedLotId} onSelect={onSelect} />
      ))}
    </ul>
  );
}

interface DriverLotCardProps {
  lot: PublicLot;
  /** On the first screen: its photo loads at once, the others' as the driver scrolls. */
  eager: boolean;
  selected: boolean;
  onSelect: (lotId: number) => void;
}

/**
 * One lot's card. Memoised: each batch of the staged list (useStagedCount) and each live count of
 * another lot renders only the cards it changes, not every card already shown (on the
 * driver's page the cards were rendered 4 + 8 + 12 + 16 times for 16 lots, each with its texts).
 */
const DriverLotCard = memo(function DriverLotCard({ lot, eager, selected, onSelect }: DriverLotCardProps) {
  const { t, i18n } = useTranslation();
  const where = [lot.address, lot.city, [lot.region, lot.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <li data-selected={selected || undefined}>
      {lot.photoUrl ? (
        <img
          data-part="photo"
          src={lot.photoUrl}
          alt={t('reserve.global.photoOf', { name: lot.name })}
          width={96}
          height={72}
          loading={eager ? 'eager' : 'lazy'}
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
          {lot.distanceKm !== undefined && (
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
});
