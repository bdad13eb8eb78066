import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@haulstop/shared/api';
import type { CatalogueItem, CatalogueKind, CatalogueStatus } from '@haulstop/shared/contracts';
import { CATALOGUE_ENDPOINTS } from '@haulstop/shared/contracts/catalog';
import { validateCatalogueItem, type CatalogueItemField } from '@haulstop/shared/rules';
import { FormDialog, FormField, SelectField, useFormDialog } from '@haulstop/shared/ui';

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
  const endpoints = CATALOGUE_ENDPOINTS[kind];
  const { dialog, field } = useFormDialog<Values, CatalogueItemField, CatalogueItem>({
    open,
    onClose,
    empty: EMPTY,
    rules: validateCatalogueItem,
    load: () => (editing ? { name: editing.name, status: editing.status } : EMPTY),
    loadKey: editing?.id ?? null,
    save: (values) => {
      const body = { name: values.name.trim(), status: values.status };
      return editing ? callEndpoint(endpoints.update, { params: { id: editing.id }, body }) : callEndpoint(endpoints.create, { body });
    },
    invalidates: endpoints.create.invalidates,
    successMessage: t('admin.catalogues.saved'),
  });
  return (
    <FormDialog {...dialog} title={t(editing ? `admin.catalogues.${kind}.edit` : `admin.catalogues.${kind}.add`)} width="420px">
      <FormField label={t('admin.catalogues.fields.name')} maxLength={72} required {...field('name')} />
      <SelectField
        label={t('admin.catalogues.fields.status')}
        options={[
          { value: 'Active', label: t('admin.catalogues.active') },
          { value: 'Inactive', label: t('admin.catalogues.inactive') },
        ]}
        {...field('status')}
      />
    </FormDialog>
  );
}
