import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import { fleetWrites, saveAsset } from '@haulstop/shared/api';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import type { Asset } from '@haulstop/shared/contracts';
import { validateAsset } from '@haulstop/shared/rules';
import { FormDialog, useFormDialog } from '@haulstop/shared/ui';
import { AssetFields, assetInputOf, assetValuesOf, EMPTY_ASSET, type AssetSaveFn, type AssetValues } from './assetForm';

// SPEC §2.6 gives no width for this dialog; as wide as My Profile's.
const WIDTH = DIALOG_WIDTHS.myProfile;

type AssetDialogProps = {
  open: boolean;
  asset: Asset | null;
  onClose: () => void;
  /** Where the asset is saved: the organisation's own /assets unless given (a sub-carrier's assets). */
  saveFn?: AssetSaveFn;
  invalidates?: QueryKey;
};

/** Add or edit a truck or trailer in a dialog (/assets, /carrierAssets). */
export function AssetDialog({ open, asset, onClose, saveFn = saveAsset, invalidates }: AssetDialogProps) {
  const { t } = useTranslation();
  const { dialog, ...form } = useFormDialog<AssetValues, keyof AssetValues, Asset>({
    open,
    onClose,
    empty: EMPTY_ASSET,
    rules: validateAsset,
    load: () => assetValuesOf(asset),
    loadKey: asset,
    save: (values) => saveFn({ assetId: asset?.assetId ?? null, input: assetInputOf(values) }),
    invalidates: invalidates ? [invalidates] : fleetWrites.assets,
    successMessage: t('admin.assets.saved'),
    errorFallback: t('admin.assets.saveFailed'),
  });
  return (
    <FormDialog {...dialog} title={asset === null ? t('admin.assets.newTitle') : t('admin.assets.editTitle')} width={WIDTH}>
      <AssetFields form={form} />
    </FormDialog>
  );
}
