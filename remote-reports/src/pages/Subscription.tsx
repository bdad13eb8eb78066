import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchSubscriptions, useSubscriptions } from '@haulstop/shared/api';
import { SUBSCRIPTION_STATUSES, type Subscription as SubscriptionRow } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { Box, Heading, HStack, PagedTable, SelectField } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { SalesAgentsSection } from '../features/subscriptions/SalesAgentsSection';
import { useSubscriptionColumns } from '../features/subscriptions/useSubscriptionColumns';
import { TEXTS } from '../texts';

/** /subscription (platform): every organisation's subscription, 10 a page, filtered by status; then the sales agents and their commissions. */
export default function Subscription() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [status, setStatus] = useState('');
  const subscriptions = useSubscriptions(status);
  const columns = useSubscriptionColumns();
  const showAgents = canAccess({ resource: 'salesAgents', action: 'view', ctx: usePermissionContext() });

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={3}>
        {t('menu.subscriptions')}
      </Heading>
      <HStack mb={4} wrap="wrap" gap={3}>
        <Box minW="220px">
          <SelectField
            name="status"
            label={t('reports.subscriptions.status')}
            value={status}
            onChange={setStatus}
            options={[{ value: '', label: t('common.all') }, ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: s }))]}
          />
        </Box>
      </HStack>
      <PagedTable<SubscriptionRow> label={t('menu.subscriptions')} columns={columns} {...pagedTableState(subscriptions)} rowKey={(s) => s.subscriptionId} />
      {showAgents ? <SalesAgentsSection /> : null}
    </Box>
  );
}

/** The first data of this page, started by the host together with the page's chunk. */
export const prefetch = prefetchSubscriptions;
