import { intlLocale, formatMoney } from '@haulstop/shared/ui/display';
import { zoneAbbreviation } from '@haulstop/shared/time';
import { useTranslation } from 'react-i18next';
import { AmenityTags } from './AmenityTags';
import { cheapestPrice } from './price';
import { availabilityOf, type ListLot } from './availability';

interface LotListItemProps {
  lot: ListLot;
  selected: boolean;
  onSelect: (lotId: number) => void;
}

/** One lot in the list: where it is, its slots, its "from" price and amenities. Styled by LotList. */
export function LotListItem({ lot, selected, onSelect }: LotListItemProps) {
  const { t, i18n } = useTranslation();
  const from = lot.prices ? cheapestPrice(lot.prices) : undefined;
  return (
    <li data-selected={selected || undefined}>
      <button type="button" data-part="name" aria-pressed={selected} onClick={() => onSelect(lot.parkingLotId)}>
        {lot.name}
      </button>
      <p data-part="where">
        {[
          t('reserve.lots.location', { city: lot.city, region: lot.region, country: lot.country }),
          lot.timeZone && zoneAbbreviation(Date.now(), lot.timeZone, intlLocale(i18n.language)),
          lot.currency,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div data-part="facts">
        <span data-part="slots">
          <span data-part="dot" data-availability={availabilityOf(lot)} aria-hidden="true" />
          <span>{t('reserve.lots.slotsAvailable', { available: lot.availableSlots, total: lot.totalSlots })}</span>
        </span>
        {from && <span data-part="price">{t('reserve.lots.priceFrom', { price: formatMoney(from.amountMinor, from.currency, i18n.language) })}</span>}
      </div>
      <AmenityTags amenities={lot.amenities} label={t('reserve.lots.amenitiesOf', { name: lot.name })} />
    </li>
  );
}
