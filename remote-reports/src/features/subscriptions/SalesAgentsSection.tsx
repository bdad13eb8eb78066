import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommissions, useEndpointMutation, useSalesAgents } from '@haulstop/shared/api';
import { deleteSalesAgent } from '@haulstop/shared/contracts/sales-agents';
import type { SalesAgent } from '@haulstop/shared/contracts';
import {
  Box,
  Button,
  EMPTY_VALUE,
  Heading,
  HStack,
  PagedTable,
  SelectField,
  Text,
  formatPercent,
  formattersFor,
  useConfirm,
  type PagedColumn,
  ConfirmRowAction,
} from '@haulstop/shared/ui';
import { pagedTableState } from '@haulstop/shared/query';
import { SalesAgentDialog } from './SalesAgentDialog';

/** The last 12 months as YYYY-MM, this month first (UTC, as the API's periods). */
function recentPeriods(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
}

/**
 * Sales agents and the commission each is due for a month: the percentage of the paid
 * subscription invoices of the organisations they referred, per currency (never summed across).
 */
export function SalesAgentsSection() {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  const periods = useMemo(() => recentPeriods(), []);
  const [period, setPeriod] = useState(periods[0]);
  const agents = useSalesAgents('');
  const commissions = useCommissions(period);
  const [dialog, setDialog] = useState<{ open: boolean; editing: SalesAgent | null }>({ open: false, editing: null });
  const remove = useEndpointMutation(deleteSalesAgent, { successMessage: t('reports.salesAgents.removed') });
  const confirm = useConfirm();

  const dueOf = (agent: SalesAgent) => {
    const rows = (commissions.data ?? []).filter((row) => row.salesAgentId === agent.salesAgentId);
    return rows.length ? rows.map((row) => format.money(row.commissionMinor, row.currency)).join(', ') : format.money(0, 'USD');
  };
  const baseOf = (agent: SalesAgent) => {
    const rows = (commissions.data ?? []).filter((row) => row.salesAgentId === agent.salesAgentId);
    return rows.length ? rows.map((row) => format.money(row.baseMinor, row.currency)).join(', ') : EMPTY_VALUE;
  };

  const columns: PagedColumn<SalesAgent>[] = [
    { key: 'name', header: t('reports.salesAgents.fields.name'), cell: (a) => a.name },
    { key: 'email', header: t('reports.salesAgents.fields.email'), cell: (a) => a.email },
    { key: 'phone', header: t('reports.salesAgents.fields.phone'), cell: (a) => a.phone },
    { key: 'percentage', header: t('reports.salesAgents.columns.percentage'), cell: (a) => formatPercent(a.commissionPercentage, i18n.language), align: 'end' },
    {
      key: 'organizations',
      header: t('reports.salesAgents.fields.organizations'),
      cell: (a) => a.organizations.map((o) => o.orgName).join(', ') || EMPTY_VALUE,
    },
    { key: 'base', header: t('reports.salesAgents.columns.base'), cell: baseOf, align: 'end' },
    { key: 'due', header: t('reports.salesAgents.columns.due'), cell: dueOf, align: 'end' },
    {
      key: 'actions',
      header: t('reports.salesAgents.columns.actions'),
      cell: (a) => (
        <HStack gap={2}>
          <Button size="xs" variant="outline" aria-label={`${t('reports.salesAgents.edit')} ${a.name}`} onClick={() => setDialog({ open: true, editing: a })}>
            {t('reports.salesAgents.edit')}
          </Button>
          <ConfirmRowAction
            ask={confirm.ask}
            label={t('reports.salesAgents.remove')}
            rowName={a.name}
            question={t('reports.salesAgents.confirmRemove', { name: a.name })}
            onConfirm={() => remove.mutate({ params: { salesAgentId: a.salesAgentId } })}
          />
        </HStack>
      ),
    },
  ];

  return (
    <Box as="section" mt={8} aria-labelledby="sales-agents-heading">
      <HStack justify="space-between" mb={2} wrap="wrap">
        <Heading as="h2" size="sm" id="sales-agents-heading">
          {t('reports.salesAgents.title')}
        </Heading>
        <Button colorPalette="accent" size="sm" onClick={() => setDialog({ open: true, editing: null })}>
          {t('reports.salesAgents.add')}
        </Button>
      </HStack>
      <Text mb={2} fontSize="sm">
        {t('reports.salesAgents.basis')}
      </Text>
      <Box maxW="240px">
        <SelectField
          name="period"
          label={t('reports.salesAgents.period')}
          value={period}
          onChange={setPeriod}
          options={periods.map((p) => ({ value: p, label: p }))}
        />
      </Box>
      <PagedTable<SalesAgent> label={t('reports.salesAgents.title')} columns={columns} {...pagedTableState(agents)} rowKey={(a) => a.salesAgentId} />
      <SalesAgentDialog open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
      {confirm.dialog}
    </Box>
  );
}
