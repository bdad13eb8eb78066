import { ACCOUNTING_TIME_ZONE, PRODUCT_NAME } from '@haulstop/shared/constants';
import type { DiscountCodeInvoice } from '@haulstop/shared/contracts';
import { previousPeriod } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import { csvOf, majorUnits, moneyText, pdfDocument } from '../../lib/documents';
import { scopeFor } from '../../lib/tenancy';
import type { OrgContext } from '../../plugins/app/authorization';
import { periodDays, totalsByCurrency } from '../statements/service';
import { discountCodeRows } from '../ledger/queries';

/** GET /api/discountCodeInvoices: what the owner's discount codes cost in a month (ledger discount entries; default: last month). */
export async function getDiscountCodeInvoice(db: Queryable, org: OrgContext, period = previousPeriod(new Date())): Promise<DiscountCodeInvoice> {
  const { periodStart, periodEnd, start, end } = periodDays(period);
  const rows = await discountCodeRows(db, scopeFor(org), start, end);
  return { period, periodStart, periodEnd, rows, totals: totalsByCurrency(rows, ['uses', 'discountMinor'] as const) };
}

/** The CSV columns of a discount-code invoice export, in order (money in major units, 2 decimals). */
export const DISCOUNT_INVOICE_CSV_COLUMNS = ['period', 'ownerOrgName', 'code', 'parkingLotName', 'currency', 'uses', 'discount'] as const;

/** One CSV row per code, lot and currency, then one total row per currency (code "Total"). */
export function discountCodeInvoiceCsv(invoice: DiscountCodeInvoice): string {
  const records = [
    ...invoice.rows.map((row) => ({
      period: invoice.period,
      ownerOrgName: row.ownerOrgName,
      code: row.code,
      parkingLotName: row.parkingLotName,
      currency: row.currency,
      uses: row.uses,
      discount: majorUnits(row.discountMinor),
    })),
    ...invoice.totals.map((total) => ({
      period: invoice.period,
      ownerOrgName: '',
      code: 'Total',
      parkingLotName: '',
      currency: total.currency,
      uses: total.uses,
      discount: majorUnits(total.discountMinor),
    })),
  ];
  return csvOf(records, DISCOUNT_INVOICE_CSV_COLUMNS);
}

/** The discount-code invoice as a PDF: the product, both parties, the period, a line per code and lot, the total per currency. */
export function discountCodeInvoicePdf(invoice: DiscountCodeInvoice, org: OrgContext): Promise<Buffer> {
  return pdfDocument(`Discount code invoice ${invoice.period}`, (doc) => {
    doc.text(`From: ${PRODUCT_NAME}`);
    doc.text(`Billed to: ${org.isPlatformOrg ? 'All parking lot owners' : org.orgName}`);
    doc.text(`Period: ${invoice.periodStart} to ${invoice.periodEnd} (${ACCOUNTING_TIME_ZONE})`);
    doc.moveDown();
    if (invoice.rows.length === 0) doc.text('No discount code was used in this period.');
    for (const row of invoice.rows) {
      doc.text(
        `${row.code} at ${row.parkingLotName}${org.isPlatformOrg ? ` (${row.ownerOrgName})` : ''}: ${row.uses} uses    ${moneyText(row.discountMinor, row.currency)}`,
      );
    }
    doc.moveDown();
    for (const total of invoice.totals)
      doc.fontSize(12).text(`Total (${total.currency}): ${total.uses} uses, ${moneyText(total.discountMinor, total.currency)}`);
  });
}
