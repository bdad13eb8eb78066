import { apiClient } from '@haulstop/shared/auth';
import { downloadFile } from './download';
import type { InvoiceDetail, MonthEndResult, PayInvoiceBody } from '@haulstop/shared/contracts';
import { useApiMutation } from '@haulstop/shared/query';
import { invoiceKeys, invoicePdfUrl } from './invoices';

/**
 * POST /api/invoices/{invoiceId}/payments: pays all or part of an invoice's balance.
 * `idempotencyKey`: one per payment attempt (made when the dialog opens), so a retried request
 * after a lost answer pays once.
 */
export async function payInvoice(args: { invoiceId: number; body: PayInvoiceBody; idempotencyKey: string }): Promise<InvoiceDetail> {
  const { data } = await apiClient.post<InvoiceDetail>(`/api/invoices/${args.invoiceId}/payments`, args.body, {
    headers: { 'Idempotency-Key': args.idempotencyKey },
  });
  return data;
}

/** POST /api/billing/monthEnd (platform): bills the period's network bookings now; a second run bills nothing twice. */
export async function runMonthEnd(period: string): Promise<MonthEndResult> {
  const { data } = await apiClient.post<MonthEndResult>('/api/billing/monthEnd', { period });
  return data;
}

/** A payment changes the invoice, its status in the list and the balance. */
export const usePayInvoice = (options: { onSuccess?: (invoice: InvoiceDetail) => void; onFieldError?: (field: string, message: string) => boolean } = {}) =>
  useApiMutation({ mutationFn: payInvoice, invalidates: [invoiceKeys.all], ...options });

/** Month-end writes invoices: the lists are stale after it. */
export const useRunMonthEnd = (options: { onSuccess?: (result: MonthEndResult) => void; onFieldError?: (field: string, message: string) => boolean } = {}) =>
  useApiMutation({ mutationFn: runMonthEnd, invalidates: [invoiceKeys.all], ...options });

/** The invoice's PDF, saved as `<number>.pdf`. */
export const downloadInvoicePdf = (invoice: { invoiceId: number; invoiceNumber: string }) =>
  downloadFile(invoicePdfUrl(invoice.invoiceId), `${invoice.invoiceNumber}.pdf`);
