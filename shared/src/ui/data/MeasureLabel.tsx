import { useTranslation } from 'react-i18next';
import { moneyHintKey, moneyLabelKey, type MoneyMeasure } from '@haulstop/shared/constants';

/**
 * A money measure's name as every screen shows it (money.<measure>.label: it says what the figure
 * is — gross, net of refunds and discounts, taxes included or not), with the sentence that defines
 * it as its hint.
 * @example <MeasureLabel measure="netSales" /> // "Net sales (taxes incl.)"
 */
export function MeasureLabel({ measure }: { measure: MoneyMeasure }) {
  const { t } = useTranslation();
  return (
    <span title={t(moneyHintKey(measure))} data-measure={measure}>
      {t(moneyLabelKey(measure))}
    </span>
  );
}
