import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discountCodeInvoiceCsvUrl, discountCodeInvoicePdfUrl, prefetchDiscountCodeInvoice, useDiscountCodeInvoice } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { previousPeriod } from '@haulstop/shared/rules';
import { Box, Heading, HStack, LoadErrorAlert, Skeleton, Text } from '@haulstop/shared/ui';
import { DiscountInvoiceTable } from '../features/discount-invoices/DiscountInvoiceTable';
import { DownloadButtons } from '../features/documents/DownloadButtons';
import { PeriodPicker } from '../features/documents/PeriodPicker';
import { TEXTS } from '../texts';

/**
 * /discountcodeinvoice (SPEC §2.3; issue 10): what the owner's discount codes cost in a month of the
 * last 12 — per code and lot, the uses and the discount granted, totals per currency — with its
 * PDF and CSV. Never the Manager.
 */
export default function DiscountCodeInvoice() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [period, setPeriod] = useState(() => previousPeriod(new Date()));
  const invoice = useDiscountCodeInvoice(period);
  const title = t('menu.discountCodeInvoice');
  const data = invoice.data;

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={1}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('finance.discountInvoices.intro')}
      </Text>
      <HStack mb={4} wrap="wrap" gap={3} align="end">
        <PeriodPicker value={period} onChange={setPeriod} />
        <DownloadButtons
          disabled={!data}
          pdf={{ url: discountCodeInvoicePdfUrl(period), fileName: `discount-code-invoice-${period}.pdf` }}
          csv={{ url: discountCodeInvoiceCsvUrl(period), fileName: `discount-code-invoice-${period}.csv` }}
        />
      </HStack>
      {invoice.isError ? (
        <LoadErrorAlert title={errorMessageOf(invoice.error, t('common.errorRetrievingData'))} onRetry={() => void invoice.refetch()} />
      ) : data ? (
        <DiscountInvoiceTable invoice={data} label={title} showOwner={new Set(data.rows.map((row) => row.ownerOrgId)).size > 1} />
      ) : (
        <Skeleton height="160px" />
      )}
    </Box>
  );
}

/** Last month's, fetched with the page's chunk. */
export const prefetch = prefetchDiscountCodeInvoice;
