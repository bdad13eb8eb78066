import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@haulstop/shared/api';
import { addNetworkCarrier } from '@haulstop/shared/contracts/carrier-network';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { validateNetworkCarrier, type NetworkCarrierField } from '@haulstop/shared/rules';
import { Box, CancelSaveActions, FormField, FormPage, Text, useUnsavedChangesPrompt, useValidatedForm } from '@haulstop/shared/ui';
import { TEXTS } from '../texts';

type Values = { dotNumber: string; orgName: string; email: string };
const EMPTY: Values = { dotNumber: '', orgName: '', email: '' };

/** /addCarrier: adds a sub-carrier by DOT number (8–12 digits); its contact is invited by mail. */
export default function AddCarrier() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const navigate = useNavigate();
  const form = useValidatedForm<Values, NetworkCarrierField>(EMPTY, validateNetworkCarrier);
  const { values, errors, change } = form;
  const [done, setDone] = useState(false);
  const save = useEndpointMutation(addNetworkCarrier, {
    successMessage: t('admin.network.added'),
    onSuccess: () => setDone(true),
    onFieldError: form.serverError,
  });
  useUnsavedChangesPrompt(form.isDirty && !done);
  useEffect(() => {
    if (done) navigate('/carrierOrganization');
  }, [done, navigate]);

  const field = (name: NetworkCarrierField) => ({
    name,
    label: t(`admin.network.fields.${name}`),
    value: values[name],
    onChange: change(name),
    error: errors[name],
    required: true,
  });

  return (
    <Box p={4}>
      <FormPage
        title={t('admin.network.addTitle')}
        onSubmit={() =>
          form.check() &&
          !save.isPending &&
          save.mutate({
            body: {
              dotNumber: values.dotNumber.trim(),
              orgName: values.orgName.trim(),
              email: values.email.trim(),
              language: i18n.language?.slice(0, 2) === 'fr' || i18n.language?.slice(0, 2) === 'es' ? i18n.language.slice(0, 2) : 'en',
            },
          })
        }
        actions={<CancelSaveActions onCancel={() => navigate('/carrierOrganization')} saving={save.isPending} />}
      >
        <FormField {...field('dotNumber')} inputMode="numeric" />
        <FormField {...field('orgName')} />
        <FormField {...field('email')} type="email" />
        <Text color="fg.muted">{t('carrierNetwork.billingNote')}</Text>
      </FormPage>
    </Box>
  );
}
