import { useTranslation } from 'react-i18next';
import { fleetWrites, saveAsset, saveDriver, useCatalogueOptions } from '@haulstop/shared/api';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import { DRIVER_TYPES, type Asset, type Driver } from '@haulstop/shared/contracts';
import { useApiMutation } from '@haulstop/shared/query';
import { validateAsset, validateDriver } from '@haulstop/shared/rules';
import { CancelSaveActions, FormDialog, FormField, SelectField, useValidatedForm } from '@haulstop/shared/ui';
import { useCatalogueLabel } from '@haulstop/shared/i18n';

type Props<T> = { open: boolean; onClose: () => void; onCreated: (created: T) => void };

type DriverValues = { firstName: string; lastName: string; phone: string; driverType: string };
const EMPTY_DRIVER: DriverValues = { firstName: '', lastName: '', phone: '', driverType: DRIVER_TYPES[0] };

/**
 * A driver missing from the fleet, created from inside the booking (POST /api/drivers, the shared
 * driver rules the /createDriver dialog and the API apply) and put on the booking's list: the
 * booking in progress stays as it was, since the screen is never left.
 */
export function NewDriverDialog({ open, onClose, onCreated }: Props<Driver>) {
  const { t } = useTranslation();
  const catalogueLabel = useCatalogueLabel();
  const { values, field, reset, check, serverError } = useValidatedForm<DriverValues, keyof DriverValues>(EMPTY_DRIVER, validateDriver);
  const close = () => {
    reset(EMPTY_DRIVER);
    onClose();
  };
  const save = useApiMutation({
    mutationFn: saveDriver,
    successMessage: t('reserve.book.newEntry.driverSaved'),
    errorFallback: t('reserve.book.newEntry.driverFailed'),
    invalidates: fleetWrites.drivers,
    onFieldError: serverError,
    onSuccess: (driver: Driver) => {
      onCreated(driver);
      close();
    },
  });
  const submit = () => {
    if (!check() || save.isPending) return;
    save.mutate({ driverId: null, input: { ...values, phone: values.phone || null, status: 'Active' } });
  };
  const input = (name: 'firstName' | 'lastName' | 'phone', type: 'text' | 'tel' = 'text') => (
    <FormField {...field(name)} type={type} required={name !== 'phone'} label={t(`reserve.book.newEntry.fields.${name}`)} />
  );
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('reserve.book.newEntry.driverTitle')}
      width={DIALOG_WIDTHS.myProfile}
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={close} saving={save.isPending} />}
    >
      {input('firstName')}
      {input('lastName')}
      {input('phone', 'tel')}
      <SelectField
        {...field('driverType')}
        required
        label={t('reserve.book.newEntry.fields.driverType')}
        options={DRIVER_TYPES.map((type) => ({ value: type, label: catalogueLabel('driverTypes', type) }))}
      />
    </FormDialog>
  );
}

type AssetValues = { vin: string; assetTypeId: string; licensePlate: string };
const EMPTY_ASSET: AssetValues = { vin: '', assetTypeId: '', licensePlate: '' };

/**
 * A truck or trailer missing from the fleet, created from inside the booking (POST /api/assets,
 * the shared asset rules) and put on the booking's list. The other fields of an asset can be
 * filled in later on /assets.
 */
export function NewAssetDialog({ open, onClose, onCreated }: Props<Asset>) {
  const { t } = useTranslation();
  const catalogueLabel = useCatalogueLabel();
  const assetTypes = useCatalogueOptions('assetTypes');
  const { values, errors, change, field, reset, check, serverError } = useValidatedForm<AssetValues, keyof AssetValues>(EMPTY_ASSET, validateAsset);
  const close = () => {
    reset(EMPTY_ASSET);
    onClose();
  };
  const save = useApiMutation({
    mutationFn: saveAsset,
    successMessage: t('reserve.book.newEntry.assetSaved'),
    errorFallback: t('reserve.book.newEntry.assetFailed'),
    invalidates: fleetWrites.assets,
    onFieldError: serverError,
    onSuccess: (asset: Asset) => {
      onCreated(asset);
      close();
    },
  });
  const submit = () => {
    if (!check() || save.isPending) return;
    save.mutate({
      assetId: null,
      input: { vin: values.vin.trim().toUpperCase(), licensePlate: values.licensePlate.trim(), assetTypeId: Number(values.assetTypeId), status: 'Active' },
    });
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('reserve.book.newEntry.assetTitle')}
      width={DIALOG_WIDTHS.myProfile}
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={close} saving={save.isPending} />}
    >
      <FormField
        name="vin"
        required
        label={t('reserve.book.newEntry.fields.vin')}
        value={values.vin}
        onChange={(value: string) => change('vin')(value.toUpperCase())}
        error={errors.vin}
      />
      <SelectField
        {...field('assetTypeId')}
        required
        label={t('reserve.book.newEntry.fields.assetType')}
        placeholder={t('reserve.book.newEntry.choose')}
        options={(assetTypes.data ?? []).map((type) => ({ value: String(type.id), label: catalogueLabel('assetTypes', type.name) }))}
      />
      <FormField {...field('licensePlate')} required label={t('reserve.book.newEntry.fields.licensePlate')} />
    </FormDialog>
  );
}
