import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, fetchDownloadUrl, useEndpointMutation, useOrganizationDocuments } from '@haulstop/shared/api';
import { addOrganizationDocument, removeOrganizationDocument } from '@haulstop/shared/contracts/organization-profile';
import { validateOrganizationDocument, type OrganizationDocumentField } from '@haulstop/shared/rules';
import {
  Button,
  FileUploadField,
  FormDialog,
  FormField,
  HStack,
  LoadErrorAlert,
  SelectField,
  StatusBadge,
  Table,
  Text,
  formatDate,
  useConfirm,
  useFormDialog,
  ConfirmRowAction,
  SectionCard,
} from '@haulstop/shared/ui';

type Values = { kind: string; signedDate: string; expiryDate: string; filePath: string; fileName: string };
const EMPTY: Values = { kind: 'insurance', signedDate: '', expiryDate: '', filePath: '', fileName: '' };

/** Opens a stored file through a fresh signed URL (DESIGN §7: GET /api/session/downloadUrl). */
async function download(objectPath: string) {
  window.open(await fetchDownloadUrl(objectPath), '_blank', 'noopener');
}

function AddDocumentDialog({ saasOrgId, open, onClose }: { saasOrgId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { dialog, values, errors, change, field } = useFormDialog<Values, OrganizationDocumentField>({
    open,
    onClose,
    empty: EMPTY,
    rules: validateOrganizationDocument,
    load: () => EMPTY,
    loadKey: saasOrgId,
    save: (added) =>
      callEndpoint(addOrganizationDocument, {
        params: { saasOrgId },
        body: {
          kind: added.kind as 'insurance' | 'agreement',
          filePath: added.filePath,
          fileName: added.fileName,
          signedDate: added.signedDate,
          expiryDate: added.expiryDate,
        },
      }),
    invalidates: addOrganizationDocument.invalidates,
    successMessage: t('admin.profile.documents.added'),
  });
  return (
    <FormDialog {...dialog} title={t('admin.profile.documents.add')} width="440px">
      <SelectField
        {...field('kind')}
        label={t('admin.profile.documents.kind')}
        options={[
          { value: 'insurance', label: t('admin.profile.documents.kinds.insurance') },
          { value: 'agreement', label: t('admin.profile.documents.kinds.agreement') },
        ]}
      />
      <FormField {...field('signedDate')} type="date" label={t('admin.profile.documents.signedDate')} required />
      <FormField {...field('expiryDate')} type="date" label={t('admin.profile.documents.expiryDate')} required />
      <FileUploadField
        name="file"
        label={t('admin.profile.documents.file')}
        purpose="document"
        error={errors.filePath}
        helperText={values.fileName || undefined}
        onUploaded={([file], [name]) => {
          if (!file) return;
          change('filePath')(file.objectPath);
          change('fileName')(name ?? 'document');
        }}
      />
    </FormDialog>
  );
}

/** The organisation's documents: insurance and agreements with their dates, to download; admins add and remove them. */
export function DocumentsSection({ saasOrgId, canEdit }: { saasOrgId: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const documents = useOrganizationDocuments(saasOrgId);
  const [adding, setAdding] = useState(false);
  const remove = useEndpointMutation(removeOrganizationDocument, { successMessage: t('admin.profile.documents.removed') });
  const confirm = useConfirm();
  return (
    <SectionCard
      headingId="documents-heading"
      title={t('admin.profile.documents.title')}
      action={
        canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            {t('admin.profile.documents.add')}
          </Button>
        ) : null
      }
    >
      {documents.isError ? <LoadErrorAlert title={t('common.errorRetrievingData')} onRetry={() => void documents.refetch()} /> : null}
      {documents.data && documents.data.length === 0 ? <Text color="fg.muted">{t('admin.profile.documents.none')}</Text> : null}
      {documents.data && documents.data.length > 0 ? (
        <Table.Root size="sm" aria-label={t('admin.profile.documents.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.profile.documents.kind')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.profile.documents.file')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.profile.documents.signedDate')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.profile.documents.expiryDate')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.profile.documents.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.profile.documents.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {documents.data.map((doc) => (
              <Table.Row key={doc.documentId}>
                <Table.Cell>{t(`admin.profile.documents.kinds.${doc.kind}`)}</Table.Cell>
                <Table.Cell>{doc.fileName}</Table.Cell>
                <Table.Cell>{formatDate(doc.signedDate, i18n.language)}</Table.Cell>
                <Table.Cell>{formatDate(doc.expiryDate, i18n.language)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={doc.expired ? 'Expired' : 'Active'} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap={2}>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${t('admin.profile.documents.download')} ${doc.fileName}`}
                      onClick={() => void download(doc.filePath)}
                    >
                      {t('admin.profile.documents.download')}
                    </Button>
                    {canEdit ? (
                      <ConfirmRowAction
                        ask={confirm.ask}
                        label={t('admin.profile.documents.remove')}
                        rowName={doc.fileName}
                        question={t('admin.profile.documents.confirmRemove', { name: doc.fileName })}
                        onConfirm={() => remove.mutate({ params: { saasOrgId, documentId: doc.documentId } })}
                      />
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {canEdit ? <AddDocumentDialog saasOrgId={saasOrgId} open={adding} onClose={() => setAdding(false)} /> : null}
      {confirm.dialog}
    </SectionCard>
  );
}
