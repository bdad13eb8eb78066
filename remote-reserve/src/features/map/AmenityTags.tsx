import { Box } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { amenityKey } from './labels';

interface AmenityTagsProps {
  amenities: readonly string[];
  /** Names the list for screen readers (e.g. "Amenities of <lot>"). */
  label: string;
}

// The look of Chakra's Tag (size sm, variant subtle, accent palette) given once to the list, its
// items plain <li>: a lot list shows some 150 tags, and two Chakra elements per tag were a large
// share of /mapDashboard's rendering time (issue 6).
const TAG_LIST_CSS = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1',
  listStyleType: 'none',
  m: '0',
  p: '0',
  '& > li': {
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

/** A lot's amenities as tags, translated (the API sends the catalogue spelling). */
export function AmenityTags({ amenities, label }: AmenityTagsProps) {
  const { t } = useTranslation();
  if (amenities.length === 0) return null;
  return (
    <Box as="ul" aria-label={label} css={TAG_LIST_CSS}>
      {amenities.map((amenity) => (
        <li key={amenity}>{t(amenityKey(amenity), { defaultValue: amenity })}</li>
      ))}
    </Box>
  );
}
