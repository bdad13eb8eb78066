import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchMapLots, useEndpointMutation, useMapLots } from '@haulstop/shared/api';
import { replaceLotPrices } from '@haulstop/shared/contracts/lots';
import { dailyRates, durationKey, RESERVATION_DURATIONS, type Duration } from '@haulstop/shared/constants';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { minorToMoneyText, moneyToMinor, validateOptionalPrice, type FormErrors } from '@haulstop/shared/rules';
import {
  Badge,
  Box,
  CancelSaveActions,
  FormField,
  FormPage,
  LoadErrorAlert,
  PageSkeleton,
  SelectField,
  Table,
  Text,
  formatMoney,
  useUnsavedChangesPrompt,
  useValidatedForm,
} from '@haulstop/shared/ui';
import { TEXTS } from '../texts';

type PriceForm = Record<Duration, string>;
const EMPTY: PriceForm = Object.fromEntries(RESERVATION_DURATIONS.map((d) => [d, ''])) as PriceForm;

/** Each price, when typed, is an amount more than 0 with at most 2 decimals (blank: the duration is not offered). */
function validatePrices(values: PriceForm): FormErrors<Duration> {
  const errors: FormErrors<Duration> = {};
  for (const duration of RESERVATION_DURATIONS) {
    const error = validateOptionalPrice(values[duration]);
    if (error) errors[duration] = error;
  }
  return errors;
}

/**
 * The duration a refusal of the price list is about: the API names the entry by its place in the
 * list sent (`prices[2].amountMinor`, `prices[2].duration`); null for any other field (toasted).
 */
function durationRefused(apiField: string, sent: readonly Duration[]): Duration | null {
  const entry = /^prices\[(\d+)\]\.(?:amountMinor|duration)$/.exec(apiField);
  return entry ? (sent[Number(entry[1])] ?? null) : null;
}

/** /parkinglotpricing (owner): a price per SPEC §9 duration for each lot, with each tier's effective daily rate. */
export default function ParkingLotPricing() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const lots = useMapLots();
  const [lotId, setLotId] = useState<number | null>(null);
  const lot = useMemo(() => lots.data?.find((l) => l.parkingLotId === lotId) ?? lots.data?.[0], [lots.data, lotId]);
  const form = useValidatedForm<PriceForm, Duration>(EMPTY, validatePrices);
  const { values, setValues } = form;

  useEffect(() => {
    if (!lot) return;
    const loaded = { ...EMPTY };
    for (const price of lot.prices) loaded[price.duration as Duration] = minorToMoneyText(price.amountMinor);
    setValues(loaded);
  }, [lot, setValues]);

  // The durations of the last save, in the order sent: a refusal names its entry by that place.
  const sent = useRef<Duration[]>([]);
  const save = useEndpointMutation(replaceLotPrices, {
    successMessage: t('admin.pricing.saved'),
    onFieldError: (apiField, message) => {
      const duration = durationRefused(apiField, sent.current);
      return duration !== null && form.serverError(duration, message);
    },
  });
  useUnsavedChangesPrompt(form.isDirty && !save.isPending);

  if (lots.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (lots.isError)
    return (
      <Box p={4}>
        <LoadErrorAlert title={t('common.errorRetrievingData')} onRetry={() => void lots.refetch()} />
      </Box>
    );
  if (!lot)
    return (
      <Box p={4}>
        <Text>{t('admin.pricing.noLots')}</Text>
      </Box>
    );

  const typed = RESERVATION_DURATIONS.flatMap((duration) => {
    const amountMinor = moneyToMinor(values[duration]);
    return amountMinor === null ? [] : [{ duration, amountMinor }];
  });
  const rates = new Map(dailyRates(typed).map((rate) => [rate.duration, rate]));

  return (
    <Box p={4}>
      <FormPage
        title={t('menu.parkingLotPricing')}
        onSubmit={() => {
          if (!form.check()) return;
          sent.current = typed.map((price) => price.duration);
          save.mutate({ params: { parkingLotId: lot.parkingLotId }, body: { prices: typed } });
        }}
        actions={<CancelSaveActions onCancel={() => form.reset()} saving={save.isPending} />}
      >
        <Box maxW="360px">
          <SelectField
            name="lot"
            label={t('admin.pricing.lot')}
            value={String(lot.parkingLotId)}
            onChange={(value) => setLotId(Number(value))}
            options={(lots.data ?? []).map((l) => ({ value: String(l.parkingLotId), label: `${l.name} (${l.currency})` }))}
          />
        </Box>
        <Text color="fg.muted">{t('admin.pricing.help')}</Text>
        <Table.Root size="sm" aria-label={t('menu.parkingLotPricing')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.pricing.duration')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.pricing.price', { currency: lot.currency })}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.pricing.perDay')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {RESERVATION_DURATIONS.map((duration) => {
              const rate = rates.get(duration);
              return (
                <Table.Row key={duration}>
                  <Table.Cell>{t(durationKey(duration))}</Table.Cell>
                  <Table.Cell>
                    <FormField
                      {...form.field(duration)}
                      label={t('admin.pricing.price', { currency: lot.currency }) + ` — ${t(durationKey(duration))}`}
                      inputMode="decimal"
                    />
                  </Table.Cell>
                  <Table.Cell data-testid={`daily-${duration}`}>
                    {rate ? formatMoney(rate.dailyRateMinor, lot.currency, i18n.language) : '—'}{' '}
                    {rate?.dearerPerDayThanShorter ? <Badge colorPalette="orange">{t('admin.pricing.dearer')}</Badge> : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </FormPage>
    </Box>
  );
}

export const prefetch = (client: QueryClient) => prefetchMapLots(client);
