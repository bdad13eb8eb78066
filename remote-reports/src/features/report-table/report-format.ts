// Figures of the reports as people read them (pure): a change against the previous period, money
// per currency side by side (never summed), in the person's language.
import { EMPTY_VALUE, formatMoney, formatPercent, intlLocale } from '@haulstop/shared/ui/display';

/**
 * The change from the previous period, in percent, rounded to one decimal; null when there is
 * nothing to compare with (the previous period was 0: any change from nothing is not a percentage).
 * @example percentChange(120, 100) === 20; percentChange(5, 0) === null
 */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** A change as a signed percentage in the language: '+20%', '−12,5 %'; no base → a dash. */
export function formatChange(change: number | null, language?: string | null): string {
  if (change === null) return EMPTY_VALUE;
  if (change === 0) return formatPercent(0, language);
  return `${change > 0 ? '+' : '−'}${formatPercent(Math.abs(change), language)}`;
}

/**
 * Amounts in several currencies, each in its own, one after another (never added together):
 * 'US$120.00 · CA$80.00'. None → a dash.
 */
export function formatAmounts(amounts: readonly { currency: string; amountMinor: number }[] | null | undefined, language?: string | null): string {
  if (!amounts || amounts.length === 0) return EMPTY_VALUE;
  return [...amounts]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((a) => formatMoney(a.amountMinor, a.currency, language))
    .join(' · ');
}

/** Hours as a number in the language, one decimal at most: '12.5' / '12,5'. */
export function formatHours(hours: number | null | undefined, language?: string | null): string {
  if (typeof hours !== 'number' || !Number.isFinite(hours)) return EMPTY_VALUE;
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(hours);
}
