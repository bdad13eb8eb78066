import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadInvoicePdf, useInvoice } from '@haulstop/shared/api';
import { notify } from '@haulstop/shared/auth';
import type { InvoiceDetail, InvoiceLine } from '@haulstop/shared/contracts';
import {
  Box,
  Button,
  DataList,
  formattersFor,
  Heading,
  HStack,
  LoadErrorAlert,
  Skeleton,
  StatusBadge,
  Table,
  Text,
  useOrganizationDateTime,
  VStack,
} from '@haulstop/shared/ui/display';
import { PayInvoiceDialog } from './PayInvoiceDialog';

/** Statuses in which an invoice still has something to pay (the API's list). */
const PAYABLE = ['Unpaid', 'Partially Paid', 'To be Paid', 'Payment Failed'];

/** A statement of income pays the owner out; the other kinds bill the organisation. */
export const isPayable = (invoice: InvoiceDetail) => invoice.kind !== 'statement_of_income' && PAYABLE.includes(invoice.status) && invoice.balanceMinor > 0;

type InvoiceDetailsProps = {
  invoiceId: number;
  /** the current organisation may pay (canAccess invoicePayments create) */
  canPay: boolean;
};

/**
 * One invoice opened: who and when, its lines (a line per booking; taxes as their own
 * lines), total, payments, paid and balance; its PDF; Pay while something is owed.
 */
export function InvoiceDetails({ invoiceId, canPay }: InvoiceDetailsProps) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  const at = useOrganizationDateTime();
  const invoice = useInvoice(invoiceId);
  const [paying, setPaying] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (invoice.isError) return <LoadErrorAlert title={t('finance.invoices.detail.loadFailed')} onRetry={() => invoice.refetch()} />;
  if (!invoice.data) return <Skeleton height="240px" />;
  const data = invoice.data;
  const money = (minor: number) => format.money(minor, data.currency);
  const charges = data.lines.filter((line) => line.kind !== 'tax');
  const taxes = data.lines.filter((line) => line.kind === 'tax');

  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(data);
    } catch {
      notify.error(t('finance.invoices.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const linesTable = (label: string, lines: InvoiceLine[]) => (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('finance.invoices.detail.description')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('finance.invoices.detail.amount')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.lineId}>
            <Table.Cell>{line.description}</Table.Cell>
            <Table.Cell textAlign="end">{money(line.amountMinor)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );

  return (
    <VStack align="stretch" gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="sm">
          {data.invoiceNumber}
        </Heading>
        <StatusBadge status={data.status} statementId={data.kind === 'consolidated' ? data.invoiceId : null} dueDate={data.dueDate} kind={data.kind} />
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('invoiceColumns.organization')}</DataList.ItemLabel>
          <DataList.ItemValue>{data.orgName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('invoiceColumns.kind')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`finance.invoices.kinds.${data.kind}`)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('invoiceColumns.period')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('finance.invoices.periodRange', { start: format.date(data.periodStart), end: format.date(data.periodEnd) })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('invoiceColumns.dueDate')}</DataList.ItemLabel>
          <DataList.ItemValue>{format.date(data.dueDate)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>

      <Box>
        <Heading as="h3" size="xs" mb={2}>
          {t('finance.invoices.detail.lines')}
        </Heading>
        {linesTable(t('finance.invoices.detail.lines'), charges)}
      </Box>
      {taxes.length > 0 ? (
        <Box>
          <Heading as="h3" size="xs" mb={2}>
            {t('finance.invoices.detail.taxes')}
          </Heading>
          {linesTable(t('finance.invoices.detail.taxes'), taxes)}
        </Box>
      ) : null}

      <DataList.Root orientation="horizontal" size="sm" aria-label={t('finance.invoices.detail.totals')}>
        <DataList.Item>
          <DataList.ItemLabel>{t('invoiceColumns.total')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="invoice-total">{money(data.totalMinor)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('finance.invoices.detail.paid')}</DataList.ItemLabel>
          <DataList.ItemValue>{money(data.paidMinor)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('finance.invoices.detail.balance')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="invoice-balance">{money(data.balanceMinor)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {data.balanceMinor === 0 && data.paidMinor > 0 ? (
        <Text fontWeight="semibold" role="status">
          {t('finance.invoices.detail.paidInFull')}
        </Text>
      ) : null}

      <Box>
        <Heading as="h3" size="xs" mb={2}>
          {t('finance.invoices.detail.payments')}
        </Heading>
        {data.payments.length === 0 ? (
          <Text fontSize="sm">{t('finance.invoices.detail.noPayments')}</Text>
        ) : (
          <Table.Root size="sm" aria-label={t('finance.invoices.detail.payments')}>
            <Table.Body>
              {data.payments.map((payment) => (
                <Table.Row key={payment.paymentId}>
                  <Table.Cell>{at(payment.createdAt)}</Table.Cell>
                  <Table.Cell>{t(`finance.invoices.methods.${payment.method}`, { defaultValue: payment.method })}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={payment.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{format.money(payment.amountMinor, payment.currency)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>

      <HStack gap={2}>
        <Button size="sm" variant="outline" loading={downloading} onClick={downloadPdf}>
          {t('finance.invoices.downloadPdf')}
        </Button>
        {canPay && isPayable(data) ? (
          <Button size="sm" colorPalette="accent" onClick={() => setPaying(true)}>
            {t('finance.invoices.pay.open')}
          </Button>
        ) : null}
      </HStack>
      <PayInvoiceDialog invoice={data} open={paying} onClose={() => setPaying(false)} />
    </VStack>
  );
}
