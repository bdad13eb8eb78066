import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { carrierNetworkKeys, saveNetworkAsset, useNetworkCarrierOptions } from '@haulstop/shared/api';
import type { AssetInput } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { ruleError, type RuleError } from '@haulstop/shared/rules';
import { Box, CancelSaveActions, FormPage, SelectField, Text, useUnsavedChangesPrompt } from '@haulstop/shared/ui';
import { AssetFields, useAssetForm } from '../features/assets/assetForm';
import { TEXTS } from '../texts';

const idFrom = (raw: string | null) => (raw && /^\d+$/.test(raw) ? raw : '');

/**
 * /addCarrierAsset?saasOrgId=: the parent carrier adds a truck or trailer for one of its
 * sub-carriers (the carrier is preselected when the link names it), then lands on its assets.
 */
export default function AddCarrierAsset() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [carrierId, setCarrierId] = useState(idFrom(params.get('saasOrgId')));
  const [carrierError, setCarrierError] = useState<RuleError | undefined>();
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const carriers = useNetworkCarrierOptions();
  const save = useCallback((args: { assetId: number | null; input: AssetInput }) => saveNetworkAsset(Number(carrierId), args), [carrierId]);
  const { form, submit, saving } = useAssetForm({ saveFn: save, invalidates: carrierNetworkKeys.all, onSaved: () => setSavedFor(carrierId) });
  useUnsavedChangesPrompt(form.isDirty && savedFor === null);
  useEffect(() => {
    if (savedFor !== null) navigate(`/carrierAssets?saasOrgId=${savedFor}`);
  }, [savedFor, navigate]);

  const onSubmit = () => {
    const missing = carrierId === '' ? ruleError('validation.required') : undefined;
    setCarrierError(missing);
    // Both checks run so every message shows at once; nothing is sent without a carrier.
    if (missing) form.check();
    else submit(null);
  };

  return (
    <Box p={4}>
      <FormPage
        title={t('admin.network.addAssetTitle')}
        onSubmit={onSubmit}
        actions={<CancelSaveActions onCancel={() => navigate(carrierId ? `/carrierAssets?saasOrgId=${carrierId}` : '/carrierOrganization')} saving={saving} />}
      >
        <SelectField
          name="saasOrgId"
          required
          label={t('admin.network.columns.orgName')}
          value={carrierId}
          onChange={(value: string) => {
            setCarrierId(value);
            setCarrierError(undefined);
          }}
          placeholder={t('admin.assets.choose')}
          options={(carriers.data ?? []).map((carrier) => ({ value: String(carrier.saasOrgId), label: carrier.orgName }))}
          error={carrierError}
        />
        <AssetFields form={form} />
        <Text color="fg.muted">{t('carrierNetwork.billingNote')}</Text>
      </FormPage>
    </Box>
  );
}
