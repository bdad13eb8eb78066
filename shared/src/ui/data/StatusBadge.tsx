import { useTranslation } from 'react-i18next';
import { displayStatus, statusColor, statusKey } from '@haulstop/shared/status';

export type StatusBadgeProps = {
  status: string | null | undefined;
  /** a consolidated statement id: forced ids display as Paid */
  statementId?: string | number | null;
  /** an invoice's due date: past it and still owing, the badge says Overdue */
  dueDate?: string | null;
  /** an invoice's kind: a statement of income still 'Payment Pending' past its due date is Overdue too */
  kind?: string | null;
};

/**
 * A status with its SPEC §4 colour (green / red / yellow / grey), labelled from common.json's
 * `status.*` keys when present, else the status as given. A plain span: its look is STATUS_BADGE_CSS,
 * given once to the console (a list draws one per row).
 * @example <StatusBadge status="Payment Success" />
 */
export function StatusBadge({ status, statementId, dueDate, kind }: StatusBadgeProps) {
  const { t, i18n } = useTranslation();
  const shown = displayStatus(status, { statementId, dueDate, kind });
  const color = statusColor(shown);
  const key = statusKey(shown);
  const label = shown && i18n?.exists?.(key) ? t(key) : shown;
  return (
    <span data-part="status-badge" data-status-color={color}>
      {label || '—'}
    </span>
  );
}
