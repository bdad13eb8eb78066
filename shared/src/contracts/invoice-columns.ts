import { invoiceStatus } from '@haulstop/shared/status';
import { majorUnits, type ListColumn } from './columns';
import type { Invoice } from './invoices';

/**
 * The invoice list's columns, for the /invoiceDashboard table and GET /api/invoices/csv: a column
 * added here is in both, under the same header (invoiceColumns.* in shared/locales: common texts, since the API reads them
 * too and a remote's own area, finance.*, is loaded by its pages).
 * Each status is the one the screen shows (invoiceStatus: Overdue past the due date while owing).
 */
export const INVOICE_COLUMNS: readonly ListColumn<Invoice>[] = [
  { key: 'number', label: 'invoiceColumns.number', value: (r) => r.invoiceNumber },
  { key: 'kind', label: 'invoiceColumns.kind', value: (r) => r.kind },
  { key: 'organization', label: 'invoiceColumns.organization', value: (r) => r.orgName },
  { key: 'period', label: 'invoiceColumns.period', value: (r) => `${r.periodStart} – ${r.periodEnd}`, only: 'table', of: ['periodStart', 'periodEnd'] },
  { key: 'periodStart', label: 'invoiceColumns.periodStart', value: (r) => r.periodStart, only: 'csv' },
  { key: 'periodEnd', label: 'invoiceColumns.periodEnd', value: (r) => r.periodEnd, only: 'csv' },
  { key: 'dueDate', label: 'invoiceColumns.dueDate', value: (r) => r.dueDate },
  { key: 'total', label: 'invoiceColumns.total', value: (r) => majorUnits(r.totalMinor), align: 'end' },
  { key: 'currency', label: 'invoiceColumns.currency', value: (r) => r.currency, only: 'csv' },
  { key: 'status', label: 'invoiceColumns.status', value: (r) => invoiceStatus(r) },
];
