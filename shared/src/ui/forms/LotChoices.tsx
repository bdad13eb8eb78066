import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { CheckboxField } from './CheckboxField';

export type LotChoice = { parkingLotId: number; label: string };

type Props = {
  legend: string;
  help: string;
  /** shown above the list when set (e.g. "Choose at least one lot") */
  error?: string | null;
  lots: readonly LotChoice[];
  selected: readonly number[];
  onChange: (lotIds: number[]) => void;
  /** a long catalogue scrolls inside the dialog instead of stretching it */
  scroll?: boolean;
};

/** A dialog's choice of lots: a fieldset of checkboxes, one a lot (discount codes, watched lots of a webhook). */
export function LotChoices({ legend, help, error, lots, selected, onChange, scroll = false }: Props) {
  const toggle = (lotId: number) => (on: boolean) => onChange(on ? [...selected, lotId] : selected.filter((id) => id !== lotId));
  const boxes = lots.map((lot) => (
    <CheckboxField
      key={lot.parkingLotId}
      name={`lot-${lot.parkingLotId}`}
      label={lot.label}
      checked={selected.includes(lot.parkingLotId)}
      onChange={toggle(lot.parkingLotId)}
    />
  ));
  return (
    <Box as="fieldset" mb={3}>
      <Text as="legend" fontWeight="medium" mb={1}>
        {legend}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb={1}>
        {help}
      </Text>
      {error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {scroll ? (
        <Box maxH="180px" overflowY="auto">
          {boxes}
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap={3}>
          {boxes}
        </SimpleGrid>
      )}
    </Box>
  );
}
