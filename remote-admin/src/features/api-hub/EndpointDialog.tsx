import { useTranslation } from 'react-i18next';
import { callEndpoint, usePublicLots, type WebhookEndpoint } from '@haulstop/shared/api';
import { createWebhookEndpoint, updateWebhookEndpoint } from '@haulstop/shared/contracts/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@haulstop/shared/permissions';
import { validateRequired, type FormErrors } from '@haulstop/shared/rules';
import { Box, CheckboxField, FormDialog, FormField, LotChoices, SERVER_MESSAGE, SimpleGrid, Text, useFormDialog, type ShownError } from '@haulstop/shared/ui';

type Props = { editing: WebhookEndpoint | null; open: boolean; onClose: () => void };

const AVAILABILITY = 'availability.changed';
/** A new endpoint wants every event about its own business; watching lots is a choice of its own. */
const DEFAULT_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type !== AVAILABILITY);

/** The form's values, named as the API names them (its errorField lands on the field it names). */
type Values = { url: string; description: string; events: string[]; parkingLotIds: number[] };
type Field = keyof Values;
const EMPTY: Values = { url: '', description: '', events: [...DEFAULT_EVENTS], parkingLotIds: [] };

/** A URL; at least one event; with availability.changed, at least one lot to watch. The API checks the URL's form. */
function validateEndpoint(values: Values): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  const url = validateRequired(values.url.trim());
  if (url) errors.url = url;
  const events = validateRequired(values.events);
  if (events) errors.events = events;
  const lots = values.events.includes(AVAILABILITY) ? validateRequired(values.parkingLotIds) : null;
  if (lots) errors.parkingLotIds = lots;
  return errors;
}

/**
 * Add or edit a webhook endpoint: its URL, the event types it wants, a description, and with
 * availability.changed the bookable lots it watches. A refusal of the API about one of them
 * (a URL it will not call, an event or a lot) shows under it; the rest is toasted.
 */
export function EndpointDialog({ editing, open, onClose }: Props) {
  const { t } = useTranslation();
  const { dialog, field, values, errors, change } = useFormDialog<Values, Field>({
    open,
    onClose,
    empty: EMPTY,
    rules: validateEndpoint,
    load: () =>
      editing
        ? { url: editing.url, description: editing.description ?? '', events: editing.events, parkingLotIds: editing.parkingLotIds }
        : { ...EMPTY, events: [...DEFAULT_EVENTS] },
    loadKey: editing?.endpointId ?? null,
    save: (checked) => {
      const body = {
        url: checked.url.trim(),
        events: checked.events,
        parkingLotIds: checked.events.includes(AVAILABILITY) ? checked.parkingLotIds : [],
        description: checked.description.trim() || null,
        enabled: editing?.enabled ?? true,
      };
      return editing
        ? callEndpoint(updateWebhookEndpoint, { params: { endpointId: editing.endpointId }, body })
        : callEndpoint(createWebhookEndpoint, { body });
    },
    // Adding and editing make the same entries stale: the hub's endpoints and its delivery log.
    invalidates: createWebhookEndpoint.invalidates,
    successMessage: t('admin.apiHub.webhooks.saved'),
  });
  const watching = values.events.includes(AVAILABILITY);
  const lots = usePublicLots(open && watching);
  /** A group's message: the server's as it is, else the dialog's own words for an empty choice. */
  const groupMessage = (error: ShownError | undefined, emptyText: string) => (error ? (error.key === SERVER_MESSAGE ? error.message : emptyText) : null);
  const eventsMessage = groupMessage(errors.events, t('admin.apiHub.webhooks.eventsRequired'));
  const events = values.events;
  return (
    <FormDialog {...dialog} title={editing ? t('admin.apiHub.webhooks.edit') : t('admin.apiHub.webhooks.add')} width="560px">
      <FormField label={t('admin.apiHub.webhooks.url')} required maxLength={2048} helperText={t('admin.apiHub.webhooks.urlHelp')} {...field('url')} />
      <FormField label={t('admin.apiHub.webhooks.description')} maxLength={255} {...field('description')} />
      <Box as="fieldset" mb={3}>
        <Text as="legend" fontWeight="medium" mb={1}>
          {t('admin.apiHub.webhooks.events')}
        </Text>
        {eventsMessage ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {eventsMessage}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap={3}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              name={`event-${type}`}
              label={type}
              checked={events.includes(type)}
              onChange={(on) => change('events')(on ? [...events, type] : events.filter((e) => e !== type))}
            />
          ))}
        </SimpleGrid>
      </Box>
      {watching ? (
        <LotChoices
          legend={t('admin.apiHub.webhooks.watchedLots')}
          help={t('admin.apiHub.webhooks.watchedLotsHelp')}
          error={groupMessage(errors.parkingLotIds, t('admin.apiHub.webhooks.watchedLotsRequired'))}
          lots={(lots.data ?? []).map((lot) => ({ parkingLotId: lot.parkingLotId, label: `${lot.name} (${lot.city}, ${lot.region})` }))}
          selected={values.parkingLotIds}
          onChange={change('parkingLotIds')}
          scroll
        />
      ) : null}
    </FormDialog>
  );
}
