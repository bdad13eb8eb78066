import type { InvoiceDetail } from '@haulstop/shared/contracts';
import { PRODUCT_NAME, type Language } from '@haulstop/shared/constants';
import { invoiceStatus } from '@haulstop/shared/status';
import { documentWords, moneyText as money, pdfDocument } from '../../lib/documents';

/**
 * An invoice as a PDF in `language`: the product name, both parties (the platform issuing it and
 * the organisation billed), period and due date, one row per line, the total and the status (as the screen shows it).
 */
export function invoicePdf(invoice: InvoiceDetail, language: Language): Promise<Buffer> {
  const { t, status } = documentWords(language);
  // A credit note names the statement it adjusts in its lines (owner-documents.ts).
  return pdfDocument(t(invoice.kind === 'credit_note' ? 'creditNote' : 'invoice', { number: invoice.invoiceNumber }), (doc) => {
    doc.text(t('from', { name: PRODUCT_NAME }));
    doc.text(t('billedTo', { name: invoice.orgName }));
    doc.text(t('period', { from: invoice.periodStart, to: invoice.periodEnd }));
    doc.text(t('dueDate', { date: invoice.dueDate }));
    doc.text(t('status', { status: status(invoiceStatus(invoice)) }));
    doc.moveDown();
    for (const line of invoice.lines) doc.text(`${line.description}    ${money(line.amountMinor, invoice.currency)}`);
    doc.moveDown();
    doc.fontSize(12).text(t('total', { amount: money(invoice.totalMinor, invoice.currency) }));
    doc.fontSize(10).text(t('paid', { amount: money(invoice.paidMinor, invoice.currency) }));
    doc.text(t('balanceDue', { amount: money(invoice.balanceMinor, invoice.currency) }));
  });
}
