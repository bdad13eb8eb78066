import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import { fleetKeys, saveAsset, useCatalogueOptions } from '@haulstop/shared/api';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import { FLEET_STATUSES, type Asset, type AssetInput, type FleetStatus } from '@haulstop/shared/contracts';
import { useApiMutation } from '@haulstop/shared/query';
import { validateAsset } from '@haulstop/shared/rules';
import { CancelSaveActions, FormDialog, FormField, SelectField, useValidatedForm } from '@haulstop/shared/ui';

type Values = {
  vin: string;
  licensePlate: string;
  licenseState: string;
  axles: string;
  trailerLength: string;
  make: string;
  makeYear: string;
  color: string;
  assetTypeId: string;
  equipmentTypeId: string;
  status: string;
};

// SPEC §2.6 gives no width for this dialog; as wide as My Profile's.
const WIDTH = DIALOG_WIDTHS.myProfile;

const EMPTY: Values = { vin: '', licensePlate: '', licenseState: '', axles: '', trailerLength: '', make: '', makeYear: '', color: '', assetTypeId: '', equipmentTypeId: '', status: 'Active' };

const text = (value: string | number | null) => (value === null ? '' : String(value));
const valuesOf = (asset: Asset | null): Values =>
  asset === null
    ? EMPTY
    : {
        vin: asset.vin,
        licensePlate: asset.licensePlate,
        licenseState: text(asset.licenseState),
        axles: text(asset.axles),
        trailerLength: text(asset.trailerLength),
        make: text(asset.make),
        makeYear: text(asset.makeYear),
        color: text(asset.color),
        assetTypeId: text(asset.assetTypeId),
        equipmentTypeId: text(asset.equipmentTypeId),
        status: asset.status,
      };

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Add or edit a truck or trailer (SPEC §5 rules, the same the API applies): VIN exactly 17
 * characters (upper-cased), licence plate and state, axles, trailer length, make, make year
 * (4 digits), colour, asset and equipment type from the platform catalogues.
 */
type AssetDialogProps = {
  open: boolean;
  asset: Asset | null;
  onClose: () => void;
  /** Where the asset is saved: the organisation's own /assets unless given (a sub-carrier's assets). */
  saveFn?: (args: { assetId: number | null; input: AssetInput }) => Promise<Asset>;
  invalidates?: QueryKey;
};

export function AssetDialog({ open, asset, onClose, saveFn = saveAsset, invalidates = fleetKeys.assets }: AssetDialogProps) {
  const { t } = useTranslation();
  const { values, setValues, errors, change, reset, check } = useValidatedForm<Values, keyof Values>(EMPTY, validateAsset);
  const assetTypes = useCatalogueOptions('assetTypes');
  const equipmentTypes = useCatalogueOptions('equipmentTypes');

  useEffect(() => {
    if (open) setValues(valuesOf(asset));
  }, [open, asset, setValues]);

  const close = () => {
    reset();
    onClose();
  };

  const save = useApiMutation({
    mutationFn: saveFn,
    successMessage: t('admin.assets.saved'),
    errorFallback: t('admin.assets.saveFailed'),
    invalidates: [invalidates],
    onSuccess: close,
  });

  const submit = () => {
    if (!check() || save.isPending) return;
    save.mutate({
      assetId: asset?.assetId ?? null,
      input: {
        vin: values.vin.trim().toUpperCase(),
        licensePlate: values.licensePlate.trim(),
        licenseState: textOrNull(values.licenseState),
        axles: numberOrNull(values.axles),
        trailerLength: numberOrNull(values.trailerLength),
        make: textOrNull(values.make),
        makeYear: textOrNull(values.makeYear),
        color: textOrNull(values.color),
        assetTypeId: Number(values.assetTypeId),
        equipmentTypeId: numberOrNull(values.equipmentTypeId),
        status: values.status as FleetStatus,
      },
    });
  };

  const field = (name: 'licenseState' | 'axles' | 'trailerLength' | 'make' | 'color', type: 'text' | 'number' = 'text') => (
    <FormField name={name} type={type} label={t(`admin.assets.fields.${name}`)} value={values[name]} onChange={change(name)} />
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={asset === null ? t('admin.assets.newTitle') : t('admin.assets.editTitle')}
      width={WIDTH}
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={close} saving={save.isPending} />}
    >
      <FormField name="vin" required label={t('admin.assets.fields.vin')} value={values.vin} onChange={(value: string) => change('vin')(value.toUpperCase())} error={errors.vin} />
      <SelectField
        name="assetTypeId"
        required
        label={t('admin.assets.fields.assetType')}
        value={values.assetTypeId}
        onChange={change('assetTypeId')}
        placeholder={t('admin.assets.choose')}
        options={(assetTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        error={errors.assetTypeId}
      />
      <SelectField
        name="equipmentTypeId"
        label={t('admin.assets.fields.equipmentType')}
        value={values.equipmentTypeId}
        onChange={change('equipmentTypeId')}
        placeholder={t('admin.assets.none')}
        options={(equipmentTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <FormField name="licensePlate" required label={t('admin.assets.fields.licensePlate')} value={values.licensePlate} onChange={change('licensePlate')} error={errors.licensePlate} />
      {field('licenseState')}
      {field('axles', 'number')}
      {field('trailerLength', 'number')}
      {field('make')}
      <FormField name="makeYear" label={t('admin.assets.fields.makeYear')} value={values.makeYear} onChange={change('makeYear')} error={errors.makeYear} />
      {field('color')}
      <SelectField
        name="status"
        label={t('admin.assets.fields.status')}
        value={values.status}
        onChange={change('status')}
        options={FLEET_STATUSES.map((status) => ({ value: status, label: t(`admin.drivers.statuses.${status}`) }))}
      />
    </FormDialog>
  );
}
