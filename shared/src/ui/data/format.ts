// Pure display formatting for lists (no React): money in minor units (DESIGN.md §3) and dates,
// in the person's language. Intl does the locale work; bad input shows as a dash, never throws.

// The one constant, not '@haulstop/shared/rules': that module brings every validation rule and
// message into the console's first load (+5 KB gz on /mapDashboard); money-rounding imports nothing.
import { RATE_SCALE } from '../../rules/money-rounding';
import { intlZone, zoneAbbreviation } from '../../time/zones';

/** What a missing or unreadable value shows as. */
export const EMPTY_VALUE = '—';

/** A number that can be shown: not missing, not NaN nor infinite. */
const isReadable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

const LOCALES: Readonly<Record<string, string>> = { en: 'en-US', fr: 'fr-CA', es: 'es-US' };

/** The Intl locale of a console language: `intlLocale('fr') === 'fr-CA'`; unknown → en-US. */
export function intlLocale(language: string | null | undefined): string {
  if (!language) return LOCALES.en;
  return LOCALES[language] ?? LOCALES[language.slice(0, 2).toLowerCase()] ?? LOCALES.en;
}

// Intl formatters are costly to make (a page's first one loads its locale's data, ~15 ms) and
// cheap to reuse: one per kind, locale and options for the page's life (a table formats every cell).
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, make: () => T, locale: string, options: object): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => kept('number', () => new Intl.NumberFormat(locale, options), locale, options);
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) => kept('date', () => new Intl.DateTimeFormat(locale, options), locale, options);

/**
 * A count (a whole number) in the language's style, e.g. formatCount(12345, 'fr') === '12 345'.
 */
export function formatCount(value: number | null | undefined, language?: string | null): string {
  if (!isReadable(value)) return EMPTY_VALUE;
  return numberFormat(intlLocale(language), { maximumFractionDigits: 0 }).format(value);
}

/** Digits after the decimal point of a currency (2 for USD and CAD). */
function fractionDigits(currency: string): number {
  try {
    return numberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * The console shows US and Canadian dollars side by side (a carrier books in both countries):
 * a bare '$' would be one or the other depending on the language (French writes CAD as '$' and
 * USD as '$ US'), so both always carry their country.
 */
const UNAMBIGUOUS_SYMBOL: Readonly<Record<string, string>> = { USD: 'US$', CAD: 'CA$' };

/**
 * An amount in minor units as money in its currency, in the language's style, with a symbol
 * that never leaves the currency in doubt.
 * @example formatMoney(123456, 'USD', 'en') === 'US$1,234.56'; formatMoney(500, 'CAD', 'fr') === '5,00 CA$'
 */
export function formatMoney(amountMinor: number | null | undefined, currency: string | null | undefined, language?: string | null): string {
  if (!isReadable(amountMinor)) return EMPTY_VALUE;
  const code = (currency ?? '').trim().toUpperCase();
  const locale = intlLocale(language);
  if (!/^[A-Z]{3}$/.test(code)) return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountMinor / 100);
  const digits = fractionDigits(code);
  const parts = numberFormat(locale, { style: 'currency', currency: code }).formatToParts(amountMinor / 10 ** digits);
  return parts.map((part) => (part.type === 'currency' ? (UNAMBIGUOUS_SYMBOL[code] ?? part.value) : part.value)).join('');
}

/** A date-only ISO value (`2026-11-30`) is a calendar day: shown as that day whatever the time zone. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(iso: string | null | undefined): { date: Date; dateOnly: boolean } | null {
  if (!iso) return null;
  const dateOnly = DATE_ONLY.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

/**
 * A date in the language's style, e.g. 'Nov 30, 2026'. A date-only value is shown as written
 * (no time-zone shift).
 * @example formatDate('2026-11-30', 'en') === 'Nov 30, 2026'
 */
export function formatDate(iso: string | null | undefined, language?: string | null): string {
  const parsed = toDate(iso);
  if (!parsed) return EMPTY_VALUE;
  return dateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(parsed.dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(parsed.date);
}

/**
 * A date and time in the language's style. With a zone (a lot's `timeZone`), the wall clock there
 * followed by the zone's abbreviation at that instant, whoever looks: 'Dec 1, 2026, 2:00 PM CST'
 * at America/Regina, '1 déc. 2026, 14 h 00 HNC' in French. Without one, the browser's clock, unlabelled
 * (for moments that belong to no place: a payment, an invitation's expiry). A date-only value is shown as a date.
 */
export function formatDateTime(iso: string | null | undefined, language?: string | null, timeZone?: string | null): string {
  const parsed = toDate(iso);
  if (!parsed) return EMPTY_VALUE;
  if (parsed.dateOnly) return formatDate(iso, language);
  const locale = intlLocale(language);
  if (!timeZone) return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(parsed.date);
  // dateStyle/timeStyle cannot carry timeZoneName: the same fields, spelled out.
  const zoned = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat(locale, { ...zoned, timeZone: intlZone(timeZone, parsed.date) });
  } catch {
    return dateTimeFormat(locale, { ...zoned, timeZone: 'UTC' }).format(parsed.date);
  }
  // The label is the zone's own region's (zoneAbbreviation), not that of the zone Intl reads it as.
  const label = zoneAbbreviation(parsed.date, timeZone, locale);
  return format
    .formatToParts(parsed.date)
    .map((part) => (part.type === 'timeZoneName' && label ? label : part.value))
    .join('');
}

/**
 * A lot's zone as a person reads it: its city and its abbreviations in winter and summer, in the
 * language: formatTimeZone('America/Regina', 'en') === 'Regina (CST)', 'America/Toronto' →
 * 'Toronto (EST/EDT)'; in French 'Toronto (HNE/HAE)'. Not a zone → the value as it is.
 */
export function formatTimeZone(zone: string | null | undefined, language?: string | null): string {
  if (!zone) return EMPTY_VALUE;
  const locale = intlLocale(language);
  // The zone's rules as they are now: next winter's and next summer's labels (Alberta changed its rules in 2026).
  const year = new Date().getUTCFullYear() + 1;
  const labels = [...new Set([Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].map((at) => zoneAbbreviation(at, zone, locale)))].filter(Boolean);
  const city = zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') : '';
  if (!city || labels.length === 0) return zone;
  return `${city} (${labels.join('/')})`;
}

/** A month (`2026-10`) as the language writes it, e.g. 'October 2026'; not a month → a dash. */
export function formatMonth(period: string | null | undefined, language?: string | null): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period ?? '');
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return EMPTY_VALUE;
  return dateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}

/**
 * A percentage (12.5 for 12.5 %) in the language's style, to three decimals at most:
 * formatPercent(10, 'en') === '10%', formatPercent(12.5, 'fr') === '12,5 %'.
 */
export function formatPercent(percent: number | null | undefined, language?: string | null): string {
  if (!isReadable(percent)) return EMPTY_VALUE;
  return numberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);
}

/**
 * A rate kept in parts per million (tax rates, the platform fee: `RATE_SCALE` of the money rules)
 * as a percentage: formatRate(130_000, 'en') === '13%', formatRate(99_750, 'fr') === '9,975 %'.
 */
export function formatRate(ratePpm: number | null | undefined, language?: string | null): string {
  return isReadable(ratePpm) ? formatPercent((ratePpm * 100) / RATE_SCALE, language) : EMPTY_VALUE;
}

/**
 * The formatters bound to a language, for tables and cards: one call per screen, so every cell
 * formats dates and money in the language the person chose (not the browser's, not English).
 */
export function formattersFor(language: string | null | undefined) {
  return {
    money: (amountMinor: number | null | undefined, currency: string | null | undefined) => formatMoney(amountMinor, currency, language),
    date: (iso: string | null | undefined) => formatDate(iso, language),
    dateTime: (iso: string | null | undefined, timeZone?: string | null) => formatDateTime(iso, language, timeZone),
  };
}
