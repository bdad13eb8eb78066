import { useTranslation } from 'react-i18next';
import { callEndpoint, fetchAllOrganizations } from '@haulstop/shared/api';
import type { SalesAgent } from '@haulstop/shared/contracts';
import { createSalesAgent, updateSalesAgent } from '@haulstop/shared/contracts/sales-agents';
import { useQuery } from '@haulstop/shared/query';
import { validateSalesAgent, type SalesAgentField } from '@haulstop/shared/rules';
import { Box, CheckboxField, FormDialog, FormField, Text, useFormDialog } from '@haulstop/shared/ui';

type Values = { name: string; phone: string; email: string; commissionPercentage: string; orgIds: number[] };
const EMPTY: Values = { name: '', phone: '', email: '', commissionPercentage: '', orgIds: [] };

type Props = { open: boolean; editing: SalesAgent | null; onClose: () => void };

/** Add or edit a sales agent (name, phone, e-mail, commission percentage) and the organisations they referred. */
export function SalesAgentDialog({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const { dialog, field, values, change } = useFormDialog<Values, SalesAgentField, SalesAgent>({
    open,
    onClose,
    empty: EMPTY,
    rules: validateSalesAgent,
    load: () =>
      editing
        ? {
            name: editing.name,
            phone: editing.phone,
            email: editing.email,
            commissionPercentage: String(editing.commissionPercentage),
            orgIds: editing.organizations.map((o) => o.orgId),
          }
        : EMPTY,
    loadKey: editing?.salesAgentId ?? null,
    save: (checked) => {
      const body = { ...checked, commissionPercentage: Number(checked.commissionPercentage) };
      return editing ? callEndpoint(updateSalesAgent, { params: { salesAgentId: editing.salesAgentId }, body }) : callEndpoint(createSalesAgent, { body });
    },
    // What the definition of the write names (adding and editing make the same entries stale).
    invalidates: (editing ? updateSalesAgent : createSalesAgent).invalidates,
    successMessage: t('reports.salesAgents.saved'),
  });
  const organizations = useQuery({ queryKey: ['organizations', 'all', 'salesAgents'], queryFn: fetchAllOrganizations, enabled: open });
  const toggle = (orgId: number) => (checked: boolean) => change('orgIds')(checked ? [...values.orgIds, orgId] : values.orgIds.filter((id) => id !== orgId));
  const choices = (organizations.data ?? []).filter((org) => org.orgType !== 'ADMIN');

  return (
    <FormDialog {...dialog} title={editing ? t('reports.salesAgents.edit') : t('reports.salesAgents.add')} width="45%">
      <FormField label={t('reports.salesAgents.fields.name')} maxLength={64} required {...field('name')} />
      <FormField type="tel" label={t('reports.salesAgents.fields.phone')} maxLength={20} required {...field('phone')} />
      <FormField type="email" label={t('reports.salesAgents.fields.email')} maxLength={64} required {...field('email')} />
      <FormField label={t('reports.salesAgents.fields.commissionPercentage')} inputMode="decimal" maxLength={6} required {...field('commissionPercentage')} />
      <Text fontWeight="medium" mb={1}>
        {t('reports.salesAgents.fields.organizations')}
      </Text>
      <Box maxH="180px" overflowY="auto">
        {choices.map((org) => (
          <CheckboxField
            key={org.orgId}
            name={`org-${org.orgId}`}
            label={org.orgName}
            checked={values.orgIds.includes(org.orgId)}
            onChange={toggle(org.orgId)}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
