import { PRODUCT_NAME, type Language } from '@haulstop/shared/constants';
import type { DiscountCodeInvoice } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { csvOf, documentWords, majorUnits, moneyText, pdfDocument } from '../../lib/documents';
import { scopeFor } from '../../lib/tenancy';
import type { OrgContext } from '../../plugins/app/authorization';
import { documentZone, periodDays, totalsByCurrency } from '../statements/service';
import { discountCodeRows } from '../ledger/queries';

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
