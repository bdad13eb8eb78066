import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import type { Asset } from '@haulstop/shared/contracts';
import { CancelSaveActions, FormDialog } from '@haulstop/shared/ui';
import { AssetFields, assetValuesOf, useAssetForm, type AssetSaveFn } from './assetForm';

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
export function AssetDialog({ open, asset, onClose, saveFn, invalidates }: AssetDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    form.reset();
    onClose();
  };
  const { form, submit, saving } = useAssetForm({ saveFn, invalidates, onSaved: close });
  const { setValues } = form;

  useEffect(() => {
    if (open) setValues(assetValuesOf(asset));
  }, [open, asset, setValues]);

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={asset === null ? t('admin.assets.newTitle') : t('admin.assets.editTitle')}
      width={WIDTH}
      onSubmit={() => submit(asset?.assetId ?? null)}
      actions={<CancelSaveActions onCancel={close} saving={saving} />}
    >
      <AssetFields form={form} />
    </FormDialog>
  );
}
