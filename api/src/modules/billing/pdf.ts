import type { InvoiceDetail } from '@haulstop/shared/contracts';
import { PRODUCT_NAME } from '@haulstop/shared/constants';
import { moneyText as money, pdfDocument } from '../../lib/documents';

/**
 * An invoice as a PDF: the product name, both parties (the platform issuing it and the
 * organisation billed), period and due date, one row per line, the total and the status.
 */
export function invoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  // A credit note names the statement it adjusts in its lines (owner-documents.ts).
  return pdfDocument(`${invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${invoice.invoiceNumber}`, (doc) => {
    doc.text(`From: ${PRODUCT_NAME}`);
    doc.text(`Billed to: ${invoice.orgName}`);
    doc.text(`Period: ${invoice.periodStart} to ${invoice.periodEnd}`);
    doc.text(`Due date: ${invoice.dueDate}`);
    doc.text(`Status: ${invoice.status}`);
    doc.moveDown();
    for (const line of invoice.lines) doc.text(`${line.description}    ${money(line.amountMinor, invoice.currency)}`);
    doc.moveDown();
    doc.fontSize(12).text(`Total: ${money(invoice.totalMinor, invoice.currency)}`);
    doc.fontSize(10).text(`Paid: ${money(invoice.paidMinor, invoice.currency)}`);
    doc.text(`Balance due: ${money(invoice.balanceMinor, invoice.currency)}`);
  });
}
