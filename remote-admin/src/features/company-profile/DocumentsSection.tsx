import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDownloadUrl, useEndpointMutation, useOrganizationDocuments } from '@haulstop/shared/api';
import { addOrganizationDocument, removeOrganizationDocument } from '@haulstop/shared/contracts/organization-profile';
import { validateOrganizationDocument, type OrganizationDocumentField } from '@haulstop/shared/rules';
import {
  Button,
  CancelSaveActions,
  Card,
  FileUploadField,
  FormDialog,
  FormField,
  Heading,
  HStack,
  LoadErrorAlert,
  SelectField,
  StatusBadge,
  Table,
  Text,
  formatDate,
  useConfirm,
  useValidatedForm,
} from '@haulstop/shared/ui';

type Values = { kind: string; signedDate: string; expiryDate: string; filePath: string; fileName: string };
const EMPTY: Values = { kind: 'insurance', signedDate: '', expiryDate: '', filePath: '', fileName: '' };

/** Opens a stored file through a fresh signed URL (DESIGN §7: GET /api/session/downloadUrl). */
async function download(objectPath: string) {
  window.open(await fetchDownloadUrl(objectPath), '_blank', 'noopener');
}

function AddDocumentDialog({ saasOrgId, open, onClose }: { saasOrgId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useValidatedForm<Values, OrganizationDocumentField>(EMPTY, validateOrganizationDocument);
  const { values, errors, change, field, reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY);
    // Reset each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const add = useEndpointMutation(addOrganizationDocument, {
    onFieldError: form.serverError,
    successMessage: t('admin.profile.documents.added'),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('admin.profile.documents.add')}
      width="440px"
      onSubmit={() =>
        form.check() &&
        add.mutate({
          params: { saasOrgId },
          body: {
            kind: values.kind as 'insurance' | 'agreement',
            filePath: values.filePath,
            fileName: values.fileName,
            signedDate: values.signedDate,
            expiryDate: values.expiryDate,
          },
        })
      }
      actions={<CancelSaveActions onCancel={onClose} saving={add.isPending} />}
    >
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
    <Card.Root as="section" aria-labelledby="documents-heading">
      <Card.Body>
        <HStack justify="space-between" mb={3}>
          <Heading as="h2" size="sm" id="documents-heading">
            {t('admin.profile.documents.title')}
          </Heading>
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              {t('admin.profile.documents.add')}
            </Button>
          ) : null}
        </HStack>
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
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`${t('admin.profile.documents.remove')} ${doc.fileName}`}
                          onClick={() =>
                            confirm.ask({
                              question: t('admin.profile.documents.confirmRemove', { name: doc.fileName }),
                              confirmLabel: t('admin.profile.documents.remove'),
                              onConfirm: () => remove.mutate({ params: { saasOrgId, documentId: doc.documentId } }),
                            })
                          }
                        >
                          {t('admin.profile.documents.remove')}
                        </Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card.Body>
      {canEdit ? <AddDocumentDialog saasOrgId={saasOrgId} open={adding} onClose={() => setAdding(false)} /> : null}
      {confirm.dialog}
    </Card.Root>
  );
}
