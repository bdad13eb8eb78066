import { Stack, Text } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import { LotListItem } from './LotListItem';
import type { ListLot } from './availability';

interface LotListProps {
  lots: readonly ListLot[];
  selectedLotId?: number;
  onSelect: (lotId: number) => void;
}

/** The lots beside the map; choosing one selects it on the map too. */
export function LotList({ lots, selectedLotId, onSelect }: LotListProps) {
  const { t } = useTranslation();
  if (lots.length === 0) return <Text color="fg.muted">{t('reserve.lots.none')}</Text>;
  return (
    <Stack as="ul" aria-label={t('reserve.lots.listLabel')} gap={2} m={0} p={0}>
      {lots.map((lot) => (
        <LotListItem key={lot.parkingLotId} lot={lot} selected={lot.parkingLotId === selectedLotId} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
