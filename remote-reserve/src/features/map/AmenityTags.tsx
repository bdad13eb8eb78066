import { Tag, Wrap } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { amenityKey } from './labels';

interface AmenityTagsProps {
  amenities: readonly string[];
  /** Names the list for screen readers (e.g. "Amenities of <lot>"). */
  label: string;
}

/** A lot's amenities as tags, translated (the API sends the catalogue spelling). */
export function AmenityTags({ amenities, label }: AmenityTagsProps) {
  const { t } = useTranslation();
  if (amenities.length === 0) return null;
  return (
    <Wrap as="ul" aria-label={label} gap={1} listStyleType="none" m={0}>
      {amenities.map((amenity) => (
        <Tag.Root as="li" key={amenity} size="sm" variant="subtle" colorPalette="accent">
          <Tag.Label>{t(amenityKey(amenity), { defaultValue: amenity })}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  );
}
