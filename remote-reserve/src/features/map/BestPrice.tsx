import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bestPrice, BEST_PRICE_MAX_HOURS } from '@haulstop/shared/constants';
import type { LotPrice } from '@haulstop/shared/contracts';
import { Box, Field, formatMoney, Heading, Input, Text } from '@haulstop/shared/ui/display';
import { durationKey } from './labels';

type Props = { prices: readonly LotPrice[] };

/**
 * "best price": for a stay that is not exactly one duration, the cheapest combination of
 * the lot's durations and what it saves against the cheapest single duration.
 */
export function BestPrice({ prices }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [hours, setHours] = useState('30');
  const currency = prices[0]?.currency ?? 'USD';
  const stay = /^\d+$/.test(hours.trim()) ? Number(hours) : Number.NaN;
  const best = bestPrice(prices, stay);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const partsText = (parts: { duration: string; count: number }[]) =>
    parts.map((part) => `${part.count} × ${t(durationKey(part.duration), { defaultValue: part.duration })}`).join(' + ');

  return (
    <Box>
      <Heading as="h4" size="sm" mb={1}>
        {t('reserve.bestPrice.title')}
      </Heading>
      <Field.Root invalid={hours.trim() !== '' && best === null}>
        <Field.Label htmlFor={id}>{t('reserve.bestPrice.hours')}</Field.Label>
        <Input id={id} size="sm" maxW="10rem" inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} />
        {hours.trim() !== '' && best === null ? <Field.ErrorText>{t('reserve.bestPrice.invalid', { max: BEST_PRICE_MAX_HOURS })}</Field.ErrorText> : null}
      </Field.Root>
      {best ? (
        <Text mt={2} role="status" aria-live="polite">
          {t('reserve.bestPrice.result', { parts: partsText(best.parts), total: money(best.totalMinor) })}
          {best.savingMinor > 0 ? ` ${t('reserve.bestPrice.saving', { saving: money(best.savingMinor), single: partsText([best.singleDuration]) })}` : ''}
        </Text>
      ) : null}
    </Box>
  );
}
