import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEndpointMutation, useNetworkCarrier } from '@haulstop/shared/api';
import { updateNetworkCarrier } from '@haulstop/shared/contracts/carrier-network';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { validateNetworkCarrier, type NetworkCarrierField } from '@haulstop/shared/rules';
import {
  Box,
  CancelSaveActions,
  FormField,
  FormPage,
  LoadErrorAlert,
  PageSkeleton,
  Text,
  useUnsavedChangesPrompt,
  useValidatedForm,
} from '@haulstop/shared/ui';
import { TEXTS } from '../texts';

type Values = { dotNumber: string; orgName: string };
const EMPTY: Values = { dotNumber: '', orgName: '' };
const validate = (values: Values) => validateNetworkCarrier(values, ['dotNumber', 'orgName']);

/** /editCarrierDetails?saasOrgId=: a sub-carrier's name and DOT number (the SPEC §8 refusals apply). */
export default function EditCarrierDetails() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('saasOrgId');
  const saasOrgId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const carrier = useNetworkCarrier(saasOrgId);
  const form = useValidatedForm<Values, NetworkCarrierField>(EMPTY, validate);
  const { values, field, setValues } = form;
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (carrier.data) setValues({ dotNumber: carrier.data.dotNumber ?? '', orgName: carrier.data.orgName });
  }, [carrier.data, setValues]);
  const save = useEndpointMutation(updateNetworkCarrier, {
    successMessage: t('admin.network.saved'),
    onSuccess: () => setDone(true),
    onFieldError: form.serverError,
  });
  useUnsavedChangesPrompt(form.isDirty && !done);
  useEffect(() => {
    if (done) navigate('/carrierOrganization');
  }, [done, navigate]);

  if (saasOrgId === null || carrier.isError)
    return (
      <Box p={4}>
        <LoadErrorAlert title={t('admin.network.notFound')} onRetry={() => void carrier.refetch()} />
      </Box>
    );
  if (carrier.isPending) return <PageSkeleton label={t('common.loading')} />;

  return (
    <Box p={4}>
      <FormPage
        title={t('admin.network.editTitle')}
        onSubmit={() =>
          form.check() &&
          !save.isPending &&
          save.mutate({ params: { saasOrgId }, body: { dotNumber: values.dotNumber.trim(), orgName: values.orgName.trim() } })
        }
        actions={<CancelSaveActions onCancel={() => navigate('/carrierOrganization')} saving={save.isPending} />}
      >
        <FormField {...field('dotNumber')} required label={t('admin.network.fields.dotNumber')} inputMode="numeric" />
        <FormField {...field('orgName')} required label={t('admin.network.fields.orgName')} />
        <Text color="fg.muted">{t('carrierNetwork.billingNote')}</Text>
      </FormPage>
    </Box>
  );
}
