import { useTranslation } from 'react-i18next';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { CellLink, EMPTY_VALUE, Text } from '@haulstop/shared/ui/display';
import type { ReconciliationRow } from '@haulstop/shared/contracts';

/** The page that lists each kind of document a payment appears on. */
const DOCUMENT_PAGES: Record<NonNullable<ReconciliationRow['document']>['kind'], string> = {
  INVOICE: '/invoiceDashboard',
  CONSOLIDATED_INVOICE: '/consolidatedInvoice',
  STATEMENT: '/soiDashboard',
};

/** The document a payment appears on, linking to its page when the caller may open it (a Manager sees no invoices). */
export function DocumentLink({ document }: { document: ReconciliationRow['document'] }) {
  const { t } = useTranslation();
  const ctx = usePermissionContext();
  if (!document) return <Text as="span">{EMPTY_VALUE}</Text>;
  const label = `${t(`reports.reconciliation.documents.${document.kind}`)} ${document.number}`;
  const page = DOCUMENT_PAGES[document.kind];
  if (!canAccess({ resource: page, action: 'view', ctx })) return <Text as="span">{label}</Text>;
  return <CellLink to={page}>{label}</CellLink>;
}
