import { PRODUCT_NAME, type Language } from '@haulstop/shared/constants';
import { Readable } from 'node:stream';
import type { DiscountCodeInvoice } from '@haulstop/shared/contracts';
import { DISCOUNT_INVOICE_COLUMNS, type DiscountInvoiceLine } from '@haulstop/shared/contracts/discount-invoice-columns';
import type { Queryable } from '../../db/db';
import { documentWords, moneyText, pdfDocument } from '../../lib/documents';
import { scopeFor } from '../../lib/tenancy';
import type { OrgContext } from '../../plugins/app/authorization';
import { documentZone, periodDays, totalsByCurrency } from '../statements/service';
import { discountCodeRows } from '../ledger/queries';
import { listCsv } from '../../lib/list-csv';

/**
 * GET /api/discountCodeInvoices: what the owner's discount codes cost in a month of its accounting
 * zone (ledger discount entries; default: last month).
 */
export async function getDiscountCodeInvoice(db: Queryable, org: OrgContext, asked?: string): Promise<DiscountCodeInvoice> {
  const { timeZone, period } = await documentZone(db, org, asked);
  const { periodStart, periodEnd } = periodDays(period);
  const rows = await discountCodeRows(db, scopeFor(org), period);
  return { period, periodStart, periodEnd, timeZone, rows, totals: totalsByCurrency(rows, ['uses', 'discountMinor'] as const) };
}

/**
 * The discount-code invoice as CSV, headed in `language` by its column list
 * (DISCOUNT_INVOICE_COLUMNS): one record per code, lot and currency, then one total record per
 * currency (code "Total"); money in major units, 2 decimals.
 */
export function discountCodeInvoiceCsv(invoice: DiscountCodeInvoice, language: Language): Readable {
  const { period } = invoice;
  const lines: DiscountInvoiceLine[] = [
    ...invoice.rows.map((row) => ({ ...row, period })),
    ...invoice.totals.map((total) => ({ ...total, period, ownerOrgName: '', code: 'Total', parkingLotName: '' })),
  ];
  return listCsv(Readable.from(lines), DISCOUNT_INVOICE_COLUMNS, language, (line: DiscountInvoiceLine) => [line]);
}

/** The discount-code invoice as a PDF in `language`: the product, both parties, the period, a line per code and lot, the total per currency. */
export function discountCodeInvoicePdf(invoice: DiscountCodeInvoice, org: OrgContext, language: Language): Promise<Buffer> {
  const { t } = documentWords(language);
  return pdfDocument(t('discountInvoice', { period: invoice.period }), (doc) => {
    doc.text(t('from', { name: PRODUCT_NAME }));
    doc.text(t('billedTo', { name: org.isPlatformOrg ? t('allOwners') : org.orgName }));
    doc.text(t('periodZone', { from: invoice.periodStart, to: invoice.periodEnd, zone: invoice.timeZone ?? t('eachOwnersZone') }));
    doc.moveDown();
    if (invoice.rows.length === 0) doc.text(t('noDiscounts'));
    for (const row of invoice.rows) {
      doc.text(
        t('discountRow', {
          code: row.code,
          lot: `${row.parkingLotName}${org.isPlatformOrg ? ` (${row.ownerOrgName})` : ''}`,
          uses: row.uses,
          amount: moneyText(row.discountMinor, row.currency),
        }),
      );
    }
    doc.moveDown();
    for (const total of invoice.totals)
      doc.fontSize(12).text(t('discountTotal', { currency: total.currency, uses: total.uses, amount: moneyText(total.discountMinor, total.currency) }));
  });
}
