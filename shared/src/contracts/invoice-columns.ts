import { invoiceStatus } from '@haulstop/shared/status';
import type { ListColumn } from './columns';
import type { Invoice } from './invoices';

const major = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/**
 * The invoice list's columns, for the /invoiceDashboard table and GET /api/invoices/csv: a column
 * added here is in both, under the same header (finance.invoices.columns.* in shared/locales).
 * Each status is the one the screen shows (invoiceStatus: Overdue past the due date while owing).
 */
export const INVOICE_COLUMNS: readonly ListColumn<Invoice>[] = [
  { key: 'number', label: 'finance.invoices.columns.number', value: (r) => r.invoiceNumber },
  { key: 'kind', label: 'finance.invoices.columns.kind', value: (r) => r.kind },
  { key: 'organization', label: 'finance.invoices.columns.organization', value: (r) => r.orgName },
  { key: 'period', label: 'finance.invoices.columns.period', value: (r) => `${r.periodStart} – ${r.periodEnd}`, only: 'table' },
  { key: 'periodStart', label: 'finance.invoices.columns.periodStart', value: (r) => r.periodStart, only: 'csv' },
  { key: 'periodEnd', label: 'finance.invoices.columns.periodEnd', value: (r) => r.periodEnd, only: 'csv' },
  { key: 'dueDate', label: 'finance.invoices.columns.dueDate', value: (r) => r.dueDate },
  { key: 'total', label: 'finance.invoices.columns.total', value: (r) => major(r.totalMinor), align: 'end' },
  { key: 'currency', label: 'finance.invoices.columns.currency', value: (r) => r.currency, only: 'csv' },
  { key: 'status', label: 'finance.invoices.columns.status', value: (r) => invoiceStatus(r) },
];
