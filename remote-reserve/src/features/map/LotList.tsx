import { Box, Text } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { LotListItem } from './LotListItem';
import { AVAILABILITY_BG_CSS, type ListLot } from './availability';

interface LotListProps {
  lots: readonly ListLot[];
  selectedLotId?: number;
  onSelect: (lotId: number) => void;
}

// The items' look, given once to the list: each item is plain elements marked by data-part (one
// Chakra element per list, not some 25 per lot, /mapDashboard's rendering time).
const LOT_LIST_CSS = {
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  m: '0',
  p: '0',
  listStyleType: 'none',
  '& > li': { display: 'flex', flexDirection: 'column', gap: '1', p: '3', borderWidth: '1px', borderRadius: 'md', borderColor: 'border', bg: 'bg.panel' },
  '& > li[data-selected]': { borderColor: 'accent.solid', bg: 'accent.subtle' },
  '& [data-part=name]': {
    textAlign: 'start',
    fontWeight: 'semibold',
    fontSize: 'sm',
    color: 'accent.fg',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    _hover: { textDecoration: 'underline' },
  },
  '& [data-part=where]': { m: '0', fontSize: 'xs', color: 'fg.muted' },
  '& [data-part=facts]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', fontSize: 'xs' },
  '& [data-part=slots]': { display: 'flex', alignItems: 'center', gap: '1' },
  '& [data-part=dot]': { flexShrink: 0, width: '8px', height: '8px', borderRadius: 'full' },
  ...AVAILABILITY_BG_CSS,
  '& [data-part=price]': { fontWeight: 'medium' },
} as const;

/** The lots beside the map; choosing one selects it on the map too. */
export function LotList({ lots, selectedLotId, onSelect }: LotListProps) {
  const { t } = useTranslation();
  if (lots.length === 0) return <Text color="fg.muted">{t('reserve.lots.none')}</Text>;
  return (
    <Box as="ul" aria-label={t('reserve.lots.listLabel')} css={LOT_LIST_CSS}>
      {lots.map((lot) => (
        <LotListItem key={lot.parkingLotId} lot={lot} selected={lot.parkingLotId === selectedLotId} onSelect={onSelect} />
      ))}
    </Box>
  );
}
