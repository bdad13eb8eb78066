import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiHubKeys, saveWebhookEndpoint, usePublicLots, type WebhookEndpoint } from '@haulstop/shared/api';
import { WEBHOOK_EVENT_TYPES } from '@haulstop/shared/permissions';
import { useApiMutation } from '@haulstop/shared/query';
import { validateRequired } from '@haulstop/shared/rules';
import { Box, CancelSaveActions, CheckboxField, FormDialog, FormField, LotChoices, SimpleGrid, Text } from '@haulstop/shared/ui';

type Props = { editing: WebhookEndpoint | null; open: boolean; onClose: () => void };

const AVAILABILITY = 'availability.changed';
/** A new endpoint wants every event about its own business; watching lots is a choice of its own. */
const DEFAULT_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type !== AVAILABILITY);

/**
 * Add or edit a webhook endpoint: its URL, the event types it wants, a description, and with
 * availability.changed the bookable lots it watches.
 */
export function EndpointDialog({ editing, open, onClose }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([...DEFAULT_EVENTS]);
  const [lotIds, setLotIds] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const watching = events.includes(AVAILABILITY);
  const lots = usePublicLots(open && watching);
  useEffect(() => {
    if (!open) return;
    setUrl(editing?.url ?? '');
    setDescription(editing?.description ?? '');
    setEvents(editing?.events ?? [...DEFAULT_EVENTS]);
    setLotIds(editing?.parkingLotIds ?? []);
    setTried(false);
    // Reset when the dialog opens for an endpoint, not on every render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?.endpointId]);
  const save = useApiMutation({
    mutationFn: saveWebhookEndpoint,
    successMessage: t('admin.apiHub.webhooks.saved'),
    invalidates: [apiHubKeys.all],
    onSuccess: onClose,
  });
  const submit = () => {
    setTried(true);
    if (url.trim() === '' || events.length === 0 || (watching && lotIds.length === 0)) return;
    save.mutate({
      endpointId: editing?.endpointId ?? null,
      input: { url: url.trim(), events, parkingLotIds: watching ? lotIds : [], description: description.trim() || null, enabled: editing?.enabled ?? true },
    });
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('admin.apiHub.webhooks.edit') : t('admin.apiHub.webhooks.add')}
      width="560px"
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={onClose} saving={save.isPending} />}
    >
      <FormField
        name="url"
        label={t('admin.apiHub.webhooks.url')}
        value={url}
        onChange={setUrl}
        required
        maxLength={2048}
        helperText={t('admin.apiHub.webhooks.urlHelp')}
        error={tried ? (validateRequired(url.trim()) ?? undefined) : undefined}
      />
      <FormField name="description" label={t('admin.apiHub.webhooks.description')} value={description} onChange={setDescription} maxLength={255} />
      <Box as="fieldset" mb={3}>
        <Text as="legend" fontWeight="medium" mb={1}>
          {t('admin.apiHub.webhooks.events')}
        </Text>
        {tried && events.length === 0 ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {t('admin.apiHub.webhooks.eventsRequired')}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap={3}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              name={`event-${type}`}
              label={type}
              checked={events.includes(type)}
              onChange={(on) => setEvents(on ? [...events, type] : events.filter((e) => e !== type))}
            />
          ))}
        </SimpleGrid>
      </Box>
      {watching ? (
        <LotChoices
          legend={t('admin.apiHub.webhooks.watchedLots')}
          help={t('admin.apiHub.webhooks.watchedLotsHelp')}
          error={tried && lotIds.length === 0 ? t('admin.apiHub.webhooks.watchedLotsRequired') : null}
          lots={(lots.data ?? []).map((lot) => ({ parkingLotId: lot.parkingLotId, label: `${lot.name} (${lot.city}, ${lot.region})` }))}
          selected={lotIds}
          onChange={setLotIds}
          scroll
        />
      ) : null}
    </FormDialog>
  );
}
