import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, invoicePdfUrl, useInvoice } from '@haulstop/shared/api';
import { Box, Button, Dialog, HStack, Portal, Spinner, StatusBadge, Table, Text, CloseButton, formattersFor } from '@haulstop/shared/ui';

type Props = { invoiceId: number | null; onClose: () => void };

/** One subscription invoice: its period, lines, total and status, and its PDF. */
export function SubscriptionInvoiceDialog({ invoiceId, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  const invoice = useInvoice(invoiceId);
  const data = invoice.data;
  return (
    <Dialog.Root open={invoiceId !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="45%" maxW="95vw" minW="min(340px, 95vw)">
            <Dialog.Header>
              <Dialog.Title>{data ? t('finance.subscriptions.invoiceTitle', { number: data.invoiceNumber }) : t('finance.subscriptions.invoice')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!data ? (
                <Spinner />
              ) : (
                <Box>
                  <HStack justify="space-between" mb={3} wrap="wrap">
                    <Text>
                      {data.orgName} · {t('finance.invoices.periodRange', { start: format.date(data.periodStart), end: format.date(data.periodEnd) })}
                    </Text>
                    <StatusBadge status={data.status} />
                  </HStack>
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('finance.subscriptions.line')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('invoiceColumns.total')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {data.lines.map((line) => (
                        <Table.Row key={line.lineId}>
                          <Table.Cell>{line.description}</Table.Cell>
                          <Table.Cell textAlign="end">{format.money(line.amountMinor, data.currency)}</Table.Cell>
                        </Table.Row>
                      ))}
                      <Table.Row>
                        <Table.Cell fontWeight="bold">{t('invoiceColumns.total')}</Table.Cell>
                        <Table.Cell textAlign="end" fontWeight="bold">
                          {format.money(data.totalMinor, data.currency)}
                        </Table.Cell>
                      </Table.Row>
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                size="sm"
                disabled={!data}
                onClick={() => data && void downloadFile(invoicePdfUrl(data.invoiceId), `${data.invoiceNumber}.pdf`)}
              >
                {t('finance.subscriptions.downloadPdf')}
              </Button>
              <Button size="sm" onClick={onClose}>
                {t('finance.subscriptions.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
