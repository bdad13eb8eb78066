import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAllOrganizations, useSaveSalesAgent } from '@haulstop/shared/api';
import type { SalesAgent } from '@haulstop/shared/contracts';
import { useQuery } from '@haulstop/shared/query';
import { validateSalesAgent, type SalesAgentField } from '@haulstop/shared/rules';
import { Box, CancelSaveActions, CheckboxField, FormDialog, FormField, Text, useValidatedForm } from '@haulstop/shared/ui';

type Values = { name: string; phone: string; email: string; commissionPercentage: string; orgIds: number[] };
const EMPTY: Values = { name: '', phone: '', email: '', commissionPercentage: '', orgIds: [] };

type Props = { open: boolean; editing: SalesAgent | null; onClose: () => void };

/** Add or edit a sales agent (name, phone, e-mail, commission percentage) and the organisations they referred. */
export function SalesAgentDialog({ open, editing, onClose }: Props) {
  const { t } = useTranslation();
  const form = useValidatedForm<Values, SalesAgentField>(EMPTY, validateSalesAgent);
  const { values, errors, change, reset } = form;
  const organizations = useQuery({ queryKey: ['organizations', 'all', 'salesAgents'], queryFn: fetchAllOrganizations, enabled: open });
  useEffect(() => {
    if (!open) return;
    reset(
      editing
        ? {
            name: editing.name,
            phone: editing.phone,
            email: editing.email,
            commissionPercentage: String(editing.commissionPercentage),
            orgIds: editing.organizations.map((o) => o.orgId),
          }
        : EMPTY,
    );
    // Reset when the dialog opens for an agent, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?.salesAgentId]);
  const save = useSaveSalesAgent({ successMessage: t('reports.salesAgents.saved'), onSuccess: onClose, onFieldError: form.serverError });
  const submit = () => {
    if (!form.check()) return;
    save.mutate({
      salesAgentId: editing?.salesAgentId ?? null,
      input: { name: values.name, phone: values.phone, email: values.email, commissionPercentage: Number(values.commissionPercentage), orgIds: values.orgIds },
    });
  };
  const toggle = (orgId: number) => (checked: boolean) => change('orgIds')(checked ? [...values.orgIds, orgId] : values.orgIds.filter((id) => id !== orgId));
  const choices = (organizations.data ?? []).filter((org) => org.orgType !== 'ADMIN');

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('reports.salesAgents.edit') : t('reports.salesAgents.add')}
      width="45%"
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={onClose} saving={save.isPending} />}
    >
      <FormField
        name="name"
        label={t('reports.salesAgents.fields.name')}
        value={values.name}
        onChange={change('name')}
        error={errors.name}
        maxLength={64}
        required
      />
      <FormField
        name="phone"
        type="tel"
        label={t('reports.salesAgents.fields.phone')}
        value={values.phone}
        onChange={change('phone')}
        error={errors.phone}
        maxLength={20}
        required
      />
      <FormField
        name="email"
        type="email"
        label={t('reports.salesAgents.fields.email')}
        value={values.email}
        onChange={change('email')}
        error={errors.email}
        maxLength={64}
        required
      />
      <FormField
        name="commissionPercentage"
        label={t('reports.salesAgents.fields.commissionPercentage')}
        value={values.commissionPercentage}
        onChange={change('commissionPercentage')}
        error={errors.commissionPercentage}
        inputMode="decimal"
        maxLength={6}
        required
      />
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
