import { downloadFile } from './download';
import { invoicePdfUrl } from './invoices';

// Paying an invoice and running month-end are written with useEndpointMutation(payInvoice | runMonthEnd)
// of @haulstop/shared/contracts/invoices, which makes the invoice reads stale.

/** The invoice's PDF, saved as `<number>.pdf`. */
export const downloadInvoicePdf = (invoice: { invoiceId: number; invoiceNumber: string }) =>
  downloadFile(invoicePdfUrl(invoice.invoiceId), `${invoice.invoiceNumber}.pdf`);
