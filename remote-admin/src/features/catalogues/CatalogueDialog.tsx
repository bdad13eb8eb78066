import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@haulstop/shared/api';
import type { CatalogueItem, CatalogueKind, CatalogueStatus } from '@haulstop/shared/contracts';
import { CATALOGUE_ENDPOINTS } from '@haulstop/shared/contracts/catalog';
import { validateCatalogueItem, type CatalogueItemField } from '@haulstop/shared/rules';
import { CancelSaveActions, FormDialog, FormField, SelectField, useValidatedForm } from '@haulstop/shared/ui';

type Values = { name: string; status: CatalogueStatus };
const EMPTY: Values = { name: '', status: 'Active' };

type CatalogueDialogProps = {
  kind: CatalogueKind;
  /** the entry being edited; null adds one */
  editing: CatalogueItem | null;
  open: boolean;
  onClose: () => void;
};

/** Add or edit a catalogue entry: its name (required, under 64 characters) and status. */
export function CatalogueDialog({ kind, editing, open, onClose }: CatalogueDialogProps) {
  const { t } = useTranslation();
  const form = useValidatedForm<Values, CatalogueItemField>(EMPTY, validateCatalogueItem);
  const { values, errors, change, reset } = form;
  useEffect(() => {
    if (open) reset(editing ? { name: editing.name, status: editing.status } : EMPTY);
    // Reset when the dialog opens for an entry, not on every render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?.id]);
  const saved = { successMessage: t('admin.catalogues.saved'), onSuccess: onClose, onFieldError: form.serverError };
  const create = useEndpointMutation(CATALOGUE_ENDPOINTS[kind].create, saved);
  const update = useEndpointMutation(CATALOGUE_ENDPOINTS[kind].update, saved);
  const submit = () => {
    if (!form.check()) return;
    const body = { name: values.name.trim(), status: values.status };
    if (editing) update.mutate({ params: { id: editing.id }, body });
    else create.mutate({ body });
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(editing ? `admin.catalogues.${kind}.edit` : `admin.catalogues.${kind}.add`)}
      width="420px"
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={onClose} saving={create.isPending || update.isPending} />}
    >
      <FormField
        name="name"
        label={t('admin.catalogues.fields.name')}
        value={values.name}
        onChange={change('name')}
        error={errors.name}
        maxLength={72}
        required
      />
      <SelectField
        name="status"
        label={t('admin.catalogues.fields.status')}
        value={values.status}
        onChange={(value) => change('status')(value as CatalogueStatus)}
        options={[
          { value: 'Active', label: t('admin.catalogues.active') },
          { value: 'Inactive', label: t('admin.catalogues.inactive') },
        ]}
      />
    </FormDialog>
  );
}
