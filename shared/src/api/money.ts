import { apiClient } from '@haulstop/shared/auth';
import type { InvoiceDetail, MonthEndResult, PayInvoiceBody } from '@haulstop/shared/contracts';
import { useApiMutation } from '@haulstop/shared/query';
import { invoiceKeys, invoicePdfUrl } from './invoices';

/**
 * POST /api/invoices/{invoiceId}/payments: pays all or part of an invoice's balance.
 * `idempotencyKey`: one per payment attempt (made when the dialog opens), so a retried request
 * after a lost answer pays once.
 */
export async function payInvoice(args: { invoiceId: number; body: PayInvoiceBody; idempotencyKey: string }): Promise<InvoiceDetail> {
  const { data } = await apiClient.post<InvoiceDetail>(`/api/invoices/${args.invoiceId}/payments`, args.body, { headers: { 'Idempotency-Key': args.idempotencyKey } });
  return data;
}

/** POST /api/billing/monthEnd (platform): bills the period's network bookings now; a second run bills nothing twice. */
export async function runMonthEnd(period: string): Promise<MonthEndResult> {
  const { data } = await apiClient.post<MonthEndResult>('/api/billing/monthEnd', { period });
  return data;
}

/** A payment changes the invoice, its status in the list and the balance. */
export const usePayInvoice = (options: { onSuccess?: (invoice: InvoiceDetail) => void } = {}) =>
  useApiMutation({ mutationFn: payInvoice, invalidates: [invoiceKeys.all], onSuccess: options.onSuccess });

/** Month-end writes invoices: the lists are stale after it. */
export const useRunMonthEnd = (options: { onSuccess?: (result: MonthEndResult) => void } = {}) =>
  useApiMutation({ mutationFn: runMonthEnd, invalidates: [invoiceKeys.all], onSuccess: options.onSuccess });

/**
 * Downloads an API attachment (PDF, CSV) with the session's credentials and saves it under
 * `fileName` (a plain link would go without the bearer token).
 */
export async function downloadAttachment(url: string, fileName: string, params?: Record<string, unknown>): Promise<void> {
  const { data } = await apiClient.get<Blob>(url, { responseType: 'blob', params });
  const href = URL.createObjectURL(data);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next turn: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The invoice's PDF, saved as `<number>.pdf`. */
export const downloadInvoicePdf = (invoice: { invoiceId: number; invoiceNumber: string }) => downloadAttachment(invoicePdfUrl(invoice.invoiceId), `${invoice.invoiceNumber}.pdf`);
