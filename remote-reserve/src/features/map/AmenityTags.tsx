import { useTranslation } from 'react-i18next';
import { amenityKey } from './labels';
import { useStaticCss } from './static-css';

interface AmenityTagsProps {
  amenities: readonly string[];
  /** Names the list for screen readers (e.g. "Amenities of <lot>"). */
  label: string;
}

/**
 * The look of Chakra's Tag (size sm, variant subtle, accent palette) as plain rules added once: a lot
 * list shows some 150 tags in 13 lists, and Chakra elements per tag or per list were a large share
 * of /mapDashboard's rendering time; the public /globaldashboard loads no design system
 * at all. Unlayered, the rules hold inside the console's lists too.
 */
const AMENITY_TAGS_CSS = `
[data-part=amenity-tags] { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style-type: none; margin: 0; padding: 0; }
[data-part=amenity-tags] > li { display: inline-flex; align-items: center; max-width: 100%; min-height: 1.125rem; padding-inline: 0.375rem; border-radius: 0.25rem; font-size: 0.75rem; line-height: 1rem; background: #eaf2fe; color: #154da0; user-select: none; }
`;

/** A lot's amenities as tags, translated (the API sends the catalogue spelling). */
export function AmenityTags({ amenities, label }: AmenityTagsProps) {
  const { t } = useTranslation();
  useStaticCss('amenity-tags', AMENITY_TAGS_CSS);
  if (amenities.length === 0) return null;
  return (
    <ul data-part="amenity-tags" aria-label={label}>
      {amenities.map((amenity) => (
        <li key={amenity}>{t(amenityKey(amenity), { defaultValue: amenity })}</li>
      ))}
    </ul>
  );
}
