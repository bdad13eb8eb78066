import { useTranslation } from 'react-i18next';
import type { ExtensionQuote } from '@haulstop/shared/contracts';
import { durationKey, isDuration } from '@haulstop/shared/constants';
import { Alert, DataList, Text, formatMoney, formatRate } from '@haulstop/shared/ui/display';

type ExtensionPriceProps = { quote: ExtensionQuote | undefined; loading: boolean; refusal: string | null };

/**
 * What the extension will charge, before the customer confirms: the duration's price for every
 * slot, each tax once with its amount, and the total. A lot already full over the extension's
 * window is said here, before anything is tried.
 */
export function ExtensionPrice({ quote, loading, refusal }: ExtensionPriceProps) {
  const { t, i18n } = useTranslation();
  if (refusal)
    return (
      <Alert.Root status="error" mb={3}>
        <Alert.Indicator />
        <Alert.Title>{refusal}</Alert.Title>
      </Alert.Root>
    );
  if (loading || !quote)
    return (
      <Text mb={3} color="fg.muted" data-testid="extend-price">
        {t('reserve.reservation.extend.pricing')}
      </Text>
    );
  const money = (amountMinor: number) => formatMoney(amountMinor, quote.currency, i18n.language);
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm" mb={3} data-testid="extend-price" aria-label={t('reserve.reservation.extend.price')}>
        <DataList.Item>
          <DataList.ItemLabel>
            {t('reserve.reservation.extend.priceLine', {
              duration: isDuration(quote.duration) ? t(durationKey(quote.duration)) : quote.duration,
              slots: quote.slots,
              unit: money(quote.unitPriceMinor),
            })}
          </DataList.ItemLabel>
          <DataList.ItemValue>{money(quote.subtotalMinor)}</DataList.ItemValue>
        </DataList.Item>
        {quote.taxLines.map((line) => (
          <DataList.Item key={`${line.name}-${line.rate}`}>
            <DataList.ItemLabel>{t('reserve.reservation.amounts.tax', { name: line.name, rate: formatRate(line.rate, i18n.language) })}</DataList.ItemLabel>
            <DataList.ItemValue>{money(line.amountMinor)}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel fontWeight="semibold">{t('reserve.reservation.extend.total')}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold" data-testid="extend-total">
            {money(quote.amountMinor)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {quote.availableSlots < quote.slots ? (
        <Alert.Root status="warning" mb={3}>
          <Alert.Indicator />
          <Alert.Title>{t('messages.slotAlreadyBooked')}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}
