import { useTranslation } from 'react-i18next';
import { amenityKey } from './labels';

interface AmenityTagsProps {
  amenities: readonly string[];
  /** Names the list for screen readers (e.g. "Amenities of <lot>"). */
  label: string;
}

/**
 * The look of Chakra's Tag (size sm, variant subtle, accent palette), for the element that holds
 * the tags to give once (`css={AMENITY_TAGS_CSS}`, or spread into its own): a lot list shows some
 * 150 tags in 13 lists, and Chakra elements per tag or per list were a large share of
 * /mapDashboard's rendering time (issue 6).
 */
export const AMENITY_TAGS_CSS = {
  '& [data-part=amenity-tags]': { display: 'flex', flexWrap: 'wrap', gap: '1', listStyleType: 'none', m: '0', p: '0' },
  '& [data-part=amenity-tags] > li': {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    minH: '4.5',
    px: '1.5',
    borderRadius: 'l2',
    textStyle: 'xs',
    bg: 'accent.subtle',
    color: 'accent.fg',
    userSelect: 'none',
  },
} as const;

/** A lot's amenities as tags, translated (the API sends the catalogue spelling). Styled by AMENITY_TAGS_CSS. */
export function AmenityTags({ amenities, label }: AmenityTagsProps) {
  const { t } = useTranslation();
  if (amenities.length === 0) return null;
  return (
    <ul data-part="amenity-tags" aria-label={label}>
      {amenities.map((amenity) => (
        <li key={amenity}>{t(amenityKey(amenity), { defaultValue: amenity })}</li>
      ))}
    </ul>
  );
}
