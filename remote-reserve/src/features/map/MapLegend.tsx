import { Box } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_BG_CSS, type Availability } from './availability';

const LEGEND: readonly Availability[] = ['open', 'low', 'full'];

// One Chakra element for the legend, its entries plain (the lot list's pattern, issue 6).
const LEGEND_CSS = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  mt: '2',
  '& > [role=listitem]': { display: 'flex', alignItems: 'center', gap: '1' },
  '& [data-part=dot]': { width: '10px', height: '10px', borderRadius: 'full' },
  '& p': { fontSize: 'xs', color: 'fg.muted' },
  ...AVAILABILITY_BG_CSS,
} as const;

/** What the marker colours mean. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <Box aria-label={t('reserve.map.legend')} role="list" css={LEGEND_CSS}>
      {LEGEND.map((availability) => (
        <div key={availability} role="listitem">
          <span data-part="dot" data-availability={availability} aria-hidden="true" />
          <p>{t(`reserve.map.availability.${availability}`)}</p>
        </div>
      ))}
    </Box>
  );
}
