import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import { useCatalogueOptions } from '@haulstop/shared/api';
import { FLEET_STATUSES, type Asset, type AssetInput, type FleetStatus } from '@haulstop/shared/contracts';
import { useApiMutation } from '@haulstop/shared/query';
import { useCatalogueLabel } from '@haulstop/shared/i18n';
import { validateAsset } from '@haulstop/shared/rules';
import { FormField, SelectField, useValidatedForm } from '@haulstop/shared/ui';

export type AssetValues = {
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

export const EMPTY_ASSET: AssetValues = {
  vin: '',
  licensePlate: '',
  licenseState: '',
  axles: '',
  trailerLength: '',
  make: '',
  makeYear: '',
  color: '',
  assetTypeId: '',
  equipmentTypeId: '',
  status: 'Active',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));
export const assetValuesOf = (asset: Asset | null): AssetValues =>
  asset === null
    ? EMPTY_ASSET
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

/** The API's input from the form's strings (VIN upper-cased, empty optional fields as null). */
export const assetInputOf = (values: AssetValues): AssetInput => ({
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
});

export type AssetSaveFn = (args: { assetId: number | null; input: AssetInput }) => Promise<Asset>;

/**
 * The truck/trailer form of the /addCarrierAsset page (the /assets dialog is a useFormDialog over the
 * same values, fields and rule): one set of fields, one validation, saved where the page says.
 */
export function useAssetForm({ saveFn, invalidates, onSaved }: { saveFn: AssetSaveFn; invalidates: QueryKey; onSaved: (saved: Asset) => void }) {
  const { t } = useTranslation();
  const form = useValidatedForm<AssetValues, keyof AssetValues>(EMPTY_ASSET, validateAsset);
  const save = useApiMutation({
    mutationFn: saveFn,
    successMessage: t('admin.assets.saved'),
    errorFallback: t('admin.assets.saveFailed'),
    invalidates: [invalidates],
    onSuccess: onSaved,
    onFieldError: form.serverError,
  });
  const submit = (assetId: number | null) => {
    if (!form.check() || save.isPending) return;
    save.mutate({ assetId, input: assetInputOf(form.values) });
  };
  return { form, submit, saving: save.isPending };
}

type AssetForm = ReturnType<typeof useAssetForm>['form'];

/** The fields of the asset form; asset and equipment types from the platform catalogues. */
export function AssetFields({ form }: { form: AssetForm }) {
  const { t } = useTranslation();
  const catalogueLabel = useCatalogueLabel();
  const { values, errors, change, field } = form;
  const assetTypes = useCatalogueOptions('assetTypes');
  const equipmentTypes = useCatalogueOptions('equipmentTypes');
  const optional = (name: 'licenseState' | 'axles' | 'trailerLength' | 'make' | 'color', type: 'text' | 'number' = 'text') => (
    <FormField {...field(name)} type={type} label={t(`admin.assets.fields.${name}`)} />
  );
  return (
    <>
      <FormField
        name="vin"
        required
        label={t('admin.assets.fields.vin')}
        value={values.vin}
        onChange={(value: string) => change('vin')(value.toUpperCase())}
        error={errors.vin}
      />
      <SelectField
        {...field('assetTypeId')}
        required
        label={t('admin.assets.fields.assetType')}
        placeholder={t('admin.assets.choose')}
        options={(assetTypes.data ?? []).map((type) => ({ value: String(type.id), label: catalogueLabel('assetTypes', type.name) }))}
      />
      <SelectField
        name="equipmentTypeId"
        label={t('admin.assets.fields.equipmentType')}
        value={values.equipmentTypeId}
        onChange={change('equipmentTypeId')}
        placeholder={t('admin.assets.none')}
        options={(equipmentTypes.data ?? []).map((type) => ({ value: String(type.id), label: catalogueLabel('equipmentTypes', type.name) }))}
      />
      <FormField {...field('licensePlate')} required label={t('admin.assets.fields.licensePlate')} />
      {optional('licenseState')}
      {optional('axles', 'number')}
      {optional('trailerLength', 'number')}
      {optional('make')}
      <FormField {...field('makeYear')} label={t('admin.assets.fields.makeYear')} />
      {optional('color')}
      <SelectField
        name="status"
        label={t('admin.assets.fields.status')}
        value={values.status}
        onChange={change('status')}
        options={FLEET_STATUSES.map((status) => ({ value: status, label: t(`admin.drivers.statuses.${status}`) }))}
      />
    </>
  );
}
