import { useTranslation } from 'react-i18next';
import { discountCodeInvoiceCsvUrl, discountCodeInvoicePdfUrl, prefetchDiscountCodeInvoice, useDiscountCodeInvoice } from '@haulstop/shared/api';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { DiscountInvoiceTable } from '../features/discount-invoices/DiscountInvoiceTable';
import { MonthlyDocument } from '../features/documents/MonthlyDocument';
import { useDocumentPeriod } from '../features/documents/useDocumentPeriod';
import { TEXTS } from '../texts';

/**
 * /discountcodeinvoice: what the owner's discount codes cost in a month of the
 * last 12 — per code and lot, the uses and the discount granted, totals per currency — with its
 * PDF and CSV. Never the Manager.
 */
export default function DiscountCodeInvoice() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const { period, setPeriod, zone } = useDocumentPeriod();
  const invoice = useDiscountCodeInvoice(period);
  const title = t('menu.discountCodeInvoice');

  return (
    <MonthlyDocument
      title={title}
      intro={t('finance.discountInvoices.intro')}
      period={period}
      zone={zone}
      onPeriodChange={setPeriod}
      document={invoice}
      files={{ pdfUrl: discountCodeInvoicePdfUrl(period), csvUrl: discountCodeInvoiceCsvUrl(period), name: `discount-code-invoice-${period}` }}
    >
      {(data) => <DiscountInvoiceTable invoice={data} label={title} showOwner={new Set(data.rows.map((row) => row.ownerOrgId)).size > 1} />}
    </MonthlyDocument>
  );
}

/** Last month's, fetched with the page's chunk. */
export const prefetch = prefetchDiscountCodeInvoice;
