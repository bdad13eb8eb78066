import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery, type WebhookEndpoint } from '@haulstop/shared/api';
import { deleteWebhookEndpoint, listWebhookEndpoints, rotateWebhookSecret, sendWebhookTest, updateWebhookEndpoint } from '@haulstop/shared/contracts/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@haulstop/shared/permissions';
import { Badge, Box, Button, Card, Code, Heading, HStack, NativeSelect, Stack, Text, useConfirm } from '@haulstop/shared/ui';
import { CopyButton } from './CopyButton';
import { EndpointDialog } from './EndpointDialog';

/** Webhook endpoints: add, edit, enable or disable, rotate the secret, ping, delete; and the sandbox. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useEndpointQuery(listWebhookEndpoints, {});
  const [dialog, setDialog] = useState<{ open: boolean; editing: WebhookEndpoint | null }>({ open: false, editing: null });
  const [shown, setShown] = useState<Record<number, boolean>>({});
  const [sandboxType, setSandboxType] = useState<string>(WEBHOOK_EVENT_TYPES[0]);
  const toggle = useEndpointMutation(updateWebhookEndpoint, { successMessage: t('admin.apiHub.webhooks.saved') });
  const remove = useEndpointMutation(deleteWebhookEndpoint, { successMessage: t('admin.apiHub.webhooks.deleted') });
  const rotate = useEndpointMutation(rotateWebhookSecret, { successMessage: t('admin.apiHub.webhooks.rotated') });
  const confirm = useConfirm();
  const test = useEndpointMutation(sendWebhookTest, { successMessage: t('admin.apiHub.webhooks.testSent') });

  return (
    <Box as="section" mb={8} aria-labelledby="webhooks-heading">
      <HStack justify="space-between" mb={2} wrap="wrap">
        <Heading as="h2" size="sm" id="webhooks-heading">
          {t('admin.apiHub.webhooks.title')}
        </Heading>
        <Button colorPalette="accent" size="sm" onClick={() => setDialog({ open: true, editing: null })}>
          {t('admin.apiHub.webhooks.add')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb={3}>
        {t('admin.apiHub.webhooks.intro')}
      </Text>
      {endpoints.data?.length === 0 ? <Text>{t('admin.apiHub.webhooks.none')}</Text> : null}
      <Stack gap={3}>
        {(endpoints.data ?? []).map((endpoint) => (
          <Card.Root key={endpoint.endpointId} size="sm" data-testid="webhook-endpoint">
            <Card.Body>
              <HStack justify="space-between" wrap="wrap" mb={1}>
                <Code wordBreak="break-all">{endpoint.url}</Code>
                <Badge colorPalette={endpoint.enabled ? 'green' : 'gray'}>
                  {endpoint.enabled ? t('admin.apiHub.webhooks.enabled') : t('admin.apiHub.webhooks.disabled')}
                </Badge>
              </HStack>
              {endpoint.description ? <Text fontSize="sm">{endpoint.description}</Text> : null}
              <Text fontSize="sm" color="fg.muted">
                {endpoint.events.join(', ')}
              </Text>
              {endpoint.disabledReason ? (
                <Text fontSize="sm" color="fg.error">
                  {t('admin.apiHub.webhooks.disabledBecause', { reason: endpoint.disabledReason })}
                </Text>
              ) : null}
              <HStack gap={2} mt={2} wrap="wrap">
                <Text fontSize="sm">{t('admin.apiHub.webhooks.secret')}:</Text>
                <Code fontSize="xs">{shown[endpoint.endpointId] ? endpoint.secret : 'whsec_••••••••'}</Code>
                <Button size="xs" variant="ghost" onClick={() => setShown({ ...shown, [endpoint.endpointId]: !shown[endpoint.endpointId] })}>
                  {shown[endpoint.endpointId] ? t('admin.apiHub.webhooks.hideSecret') : t('admin.apiHub.webhooks.showSecret')}
                </Button>
                <CopyButton text={endpoint.secret} label={t('admin.apiHub.webhooks.copySecret')} />
              </HStack>
              <HStack gap={2} mt={2} wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => test.mutate({ params: { endpointId: endpoint.endpointId }, body: {} })}
                  aria-label={`${t('admin.apiHub.webhooks.ping')} ${endpoint.url}`}
                >
                  {t('admin.apiHub.webhooks.ping')}
                </Button>
                <Button size="xs" variant="outline" onClick={() => setDialog({ open: true, editing: endpoint })}>
                  {t('admin.apiHub.webhooks.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    toggle.mutate({
                      params: { endpointId: endpoint.endpointId },
                      body: { url: endpoint.url, events: endpoint.events, description: endpoint.description, enabled: !endpoint.enabled },
                    })
                  }
                >
                  {endpoint.enabled ? t('admin.apiHub.webhooks.disable') : t('admin.apiHub.webhooks.enable')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    confirm.ask({
                      question: t('admin.apiHub.webhooks.confirmRotate'),
                      confirmLabel: t('admin.apiHub.webhooks.rotate'),
                      onConfirm: () => rotate.mutate({ params: { endpointId: endpoint.endpointId } }),
                    })
                  }
                >
                  {t('admin.apiHub.webhooks.rotate')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() =>
                    confirm.ask({
                      question: t('admin.apiHub.webhooks.confirmDelete', { url: endpoint.url }),
                      confirmLabel: t('admin.apiHub.webhooks.delete'),
                      onConfirm: () => remove.mutate({ params: { endpointId: endpoint.endpointId } }),
                    })
                  }
                >
                  {t('admin.apiHub.webhooks.delete')}
                </Button>
              </HStack>
              <HStack gap={2} mt={2} wrap="wrap">
                <Text fontSize="sm">{t('admin.apiHub.webhooks.sandbox')}</Text>
                <NativeSelect.Root size="xs" width="auto">
                  <NativeSelect.Field
                    aria-label={t('admin.apiHub.webhooks.sandboxType')}
                    value={sandboxType}
                    onChange={(event) => setSandboxType(event.target.value)}
                  >
                    {WEBHOOK_EVENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => test.mutate({ params: { endpointId: endpoint.endpointId }, body: { eventType: sandboxType } })}
                >
                  {t('admin.apiHub.webhooks.sendSample')}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <EndpointDialog editing={dialog.editing} open={dialog.open} onClose={() => setDialog({ open: false, editing: null })} />
      {confirm.dialog}
    </Box>
  );
}
