import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { displayStatus, statusColor, statusKey, STATUS_COLOR_HEX, type StatusColor } from '@haulstop/shared/status';

// Text on the SPEC §4 colours: white reads on green, red and grey; the yellow needs dark text.
const TEXT_ON: Readonly<Record<StatusColor, string>> = { green: 'white', red: 'white', grey: 'white', yellow: '#1A1A1A' };

export type StatusBadgeProps = {
  status: string | null | undefined;
  /** a consolidated statement id: forced ids display as Paid (SPEC §4) */
  statementId?: string | number | null;
  /** an invoice's due date: past it and still owing, the badge says Overdue */
  dueDate?: string | null;
};

/**
 * A status with its SPEC §4 colour (green / red / yellow / grey), labelled from common.json's
 * `status.*` keys when present, else the status as given.
 * @example <StatusBadge status="Payment Success" />
 */
export function StatusBadge({ status, statementId, dueDate }: StatusBadgeProps) {
  const { t, i18n } = useTranslation();
  const shown = displayStatus(status, { statementId, dueDate });
  const color = statusColor(shown);
  const key = statusKey(shown);
  const label = shown && i18n?.exists?.(key) ? t(key) : shown;
  return (
    <Badge data-status-color={color} bg={STATUS_COLOR_HEX[color]} color={TEXT_ON[color]} borderRadius="full" px={2} fontWeight="medium" textTransform="none">
      {label || '—'}
    </Badge>
  );
}
