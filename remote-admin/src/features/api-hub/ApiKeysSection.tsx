import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKeysPage, useEndpointMutation, type ApiKey, type CreatedApiKey } from '@haulstop/shared/api';
import { createApiKey, revokeApiKey } from '@haulstop/shared/contracts/api-keys';
import { API_KEY_SCOPES } from '@haulstop/shared/permissions';
import { pagedTableState } from '@haulstop/shared/query';
import { validateRequired, type FormErrors } from '@haulstop/shared/rules';
import {
  Alert,
  Badge,
  Box,
  Button,
  CancelSaveActions,
  CheckboxField,
  Code,
  FormDialog,
  FormField,
  Heading,
  HStack,
  PagedTable,
  SERVER_MESSAGE,
  SimpleGrid,
  Text,
  useOrganizationDateTime,
  useConfirm,
  useValidatedForm,
  type PagedColumn,
  ConfirmRowAction,
} from '@haulstop/shared/ui';
import { CopyButton } from './CopyButton';

/** API keys: create (name, scopes, optional expiry; the key is shown once), list, revoke (DESIGN §8). */
export function ApiKeysSection({ onCreated }: { onCreated: (key: string) => void }) {
  const { t } = useTranslation();
  // The organisation's moments: at its accounting zone, labelled, in the person's language.
  const when = useOrganizationDateTime();
  const keys = useApiKeysPage();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const revoke = useEndpointMutation(revokeApiKey, { successMessage: t('admin.apiHub.keys.revoked') });
  const confirm = useConfirm();
  const columns: PagedColumn<ApiKey>[] = [
    { key: 'name', header: t('admin.apiHub.keys.name'), cell: (k) => k.name },
    { key: 'prefix', header: t('admin.apiHub.keys.prefix'), cell: (k) => <Code>{k.prefix}…</Code> },
    { key: 'scopes', header: t('admin.apiHub.keys.scopes'), cell: (k) => k.scopes.join(', ') },
    { key: 'created', header: t('admin.apiHub.keys.created'), cell: (k) => when(k.createdAt) },
    {
      key: 'lastUsed',
      header: t('admin.apiHub.keys.lastUsed'),
      cell: (k) => (k.lastUsedAt ? t('admin.apiHub.keys.lastUsedFrom', { when: when(k.lastUsedAt), ip: k.lastUsedIp ?? '—' }) : t('admin.apiHub.keys.never')),
    },
    { key: 'expires', header: t('admin.apiHub.keys.expires'), cell: (k) => (k.expiresAt ? when(k.expiresAt) : t('admin.apiHub.keys.noExpiry')) },
    {
      key: 'status',
      header: t('common.status'),
      cell: (k) => <Badge colorPalette={k.status === 'Active' ? 'green' : 'gray'}>{t(`admin.apiHub.keys.statuses.${k.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (k) =>
        k.status === 'Active' ? (
          <ConfirmRowAction
            ask={confirm.ask}
            label={t('admin.apiHub.keys.revoke')}
            rowName={k.name}
            question={t('admin.apiHub.keys.confirmRevoke', { name: k.name })}
            onConfirm={() => revoke.mutate({ params: { apiKeyId: k.apiKeyId } })}
          />
        ) : null,
    },
  ];
  return (
    <Box as="section" mb={8} aria-labelledby="api-keys-heading">
      <HStack justify="space-between" mb={2} wrap="wrap">
        <Heading as="h2" size="sm" id="api-keys-heading">
          {t('admin.apiHub.keys.title')}
        </Heading>
        <Button colorPalette="accent" size="sm" onClick={() => setOpen(true)}>
          {t('admin.apiHub.keys.create')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb={2}>
        {t('admin.apiHub.keys.intro')}
      </Text>
      {created ? (
        <Alert.Root status="warning" mb={3} role="region" aria-label={t('admin.apiHub.keys.shownOnce')}>
          <Alert.Content>
            <Alert.Title>{t('admin.apiHub.keys.shownOnce')}</Alert.Title>
            <Alert.Description>
              <HStack gap={2} mt={1} wrap="wrap">
                <Code data-testid="new-api-key" wordBreak="break-all">
                  {created.key}
                </Code>
                <CopyButton text={created.key} />
                <Button size="xs" variant="ghost" onClick={() => setCreated(null)}>
                  {t('admin.apiHub.keys.hide')}
                </Button>
              </HStack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <PagedTable<ApiKey> label={t('admin.apiHub.keys.title')} columns={columns} {...pagedTableState(keys)} rowKey={(k) => k.apiKeyId} />
      <CreateKeyDialog
        open={open}
        onClose={() => setOpen(false)}
        onCreated={(key) => {
          setCreated(key);
          onCreated(key.key);
          setOpen(false);
        }}
      />
      {confirm.dialog}
    </Box>
  );
}

/** The create form, named as the API names its fields (its errorField lands on the field it names). */
type KeyValues = { name: string; scopes: string[]; expiresAt: string };
type KeyField = keyof KeyValues;
const NEW_KEY: KeyValues = { name: '', scopes: ['availability:read', 'reservations:read', 'reservations:write'], expiresAt: '' };

/** A name and at least one scope; the API checks the expiry is ahead. */
function validateKey(values: KeyValues): FormErrors<KeyField> {
  const errors: FormErrors<KeyField> = {};
  const name = validateRequired(values.name.trim());
  if (name) errors.name = name;
  const scopes = validateRequired(values.scopes);
  if (scopes) errors.scopes = scopes;
  return errors;
}

/** Create a key: a refusal of the API about one field (no scope, an expiry in the past) shows under it; the rest is toasted. */
function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const form = useValidatedForm<KeyValues, KeyField>(NEW_KEY, validateKey);
  const { values, errors, change, field } = form;
  const create = useEndpointMutation(createApiKey, {
    successMessage: t('admin.apiHub.keys.createdToast'),
    onSuccess: (key) => {
      form.reset(NEW_KEY);
      onCreated(key);
    },
    onFieldError: form.serverError,
  });
  const scopesMessage = errors.scopes ? (errors.scopes.key === SERVER_MESSAGE ? errors.scopes.message : t('admin.apiHub.keys.scopesRequired')) : null;
  const submit = () => {
    if (!form.check()) return;
    create.mutate({ body: { name: values.name.trim(), scopes: values.scopes, expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null } });
  };
  const scopes = values.scopes;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('admin.apiHub.keys.create')}
      width="520px"
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={onClose} saving={create.isPending} />}
    >
      <FormField {...field('name')} label={t('admin.apiHub.keys.name')} required maxLength={64} />
      <Box as="fieldset" mb={3}>
        <Text as="legend" fontWeight="medium" mb={1}>
          {t('admin.apiHub.keys.scopes')}
        </Text>
        {scopesMessage ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {scopesMessage}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap={3}>
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              name={`scope-${scope}`}
              label={scope}
              checked={scopes.includes(scope)}
              onChange={(on) => change('scopes')(on ? [...scopes, scope] : scopes.filter((s) => s !== scope))}
            />
          ))}
        </SimpleGrid>
      </Box>
      <FormField {...field('expiresAt')} label={t('admin.apiHub.keys.expiresAt')} type="datetime-local" helperText={t('admin.apiHub.keys.expiresHelp')} />
    </FormDialog>
  );
}
