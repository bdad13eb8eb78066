import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { downloadFile, invoicePdfUrl, prefetchSubscriptions, useInvoices, useSubscriptions } from '@haulstop/shared/api';
import type { Invoice } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { Box, Button, Heading, HStack, PagedTable, StatusBadge, formattersFor, type PagedColumn } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { CurrentPlanCard } from '../features/subscriptions/CurrentPlanCard';
import { SubscribeDialog } from '../features/subscriptions/SubscribeDialog';
import { SubscriptionInvoiceDialog } from '../features/subscriptions/SubscriptionInvoiceDialog';
import { TEXTS } from '../texts';

/** /sinvoice: the organisation's plan (subscribe, retry a refused renewal, cancel) and its subscription invoices. */
export default function SubscriptionInvoice() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  const ctx = usePermissionContext();
  const subscriptions = useSubscriptions('');
  const invoices = useInvoices({ kind: 'subscription' });
  const [subscribing, setSubscribing] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  // The list is ordered live first (Recurring Failed, then Currently Recurring): the first of this organisation is its plan.
  const current = subscriptions.content.find((sub) => sub.orgId === ctx.saasOrgId) ?? null;
  const canManage = canAccess({ resource: 'subscriptions', action: 'create', ctx });

  const columns: PagedColumn<Invoice>[] = [
    { key: 'number', header: t('invoiceColumns.number'), cell: (r) => r.invoiceNumber },
    { key: 'organization', header: t('invoiceColumns.organization'), cell: (r) => r.orgName },
    {
      key: 'period',
      header: t('invoiceColumns.period'),
      cell: (r) => t('finance.invoices.periodRange', { start: format.date(r.periodStart), end: format.date(r.periodEnd) }),
    },
    { key: 'total', header: t('invoiceColumns.total'), cell: (r) => format.money(r.totalMinor, r.currency), align: 'end' },
    { key: 'status', header: t('invoiceColumns.status'), cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'actions',
      header: t('finance.subscriptions.actions'),
      cell: (r) => (
        <HStack gap={2}>
          <Button size="xs" variant="outline" aria-label={`${t('finance.subscriptions.open')} ${r.invoiceNumber}`} onClick={() => setOpened(r.invoiceId)}>
            {t('finance.subscriptions.open')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={`${t('finance.subscriptions.downloadPdf')} ${r.invoiceNumber}`}
            onClick={() => void downloadFile(invoicePdfUrl(r.invoiceId), `${r.invoiceNumber}.pdf`)}
          >
            PDF
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={3}>
        {t('menu.subscriptionInvoice')}
      </Heading>
      {subscriptions.loading ? null : <CurrentPlanCard subscription={current} canManage={canManage} onSubscribe={() => setSubscribing(true)} />}
      <Heading as="h2" size="sm" mb={2}>
        {t('finance.subscriptions.invoices')}
      </Heading>
      <PagedTable<Invoice> label={t('finance.subscriptions.invoices')} columns={columns} {...pagedTableState(invoices)} rowKey={(r) => r.invoiceId} />
      <SubscribeDialog open={subscribing} onClose={() => setSubscribing(false)} />
      <SubscriptionInvoiceDialog invoiceId={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}

/** The first data of this page, started by the host together with the page's chunk. */
export const prefetch = (client: QueryClient) => prefetchSubscriptions(client);
