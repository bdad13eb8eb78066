/** The four display colours of a status. */
export type StatusColor = 'green' | 'red' | 'yellow' | 'grey';

/** Colour tokens → hex, the one place screens read status colours from. */
export const STATUS_COLOR_HEX: Readonly<Record<StatusColor, string>> = {
  green: '#2E7D32',
  red: '#D32F2F',
  yellow: '#ED8B00',
  grey: '#757575',
};

/** The colour lists of SPEC §4, lower case. Every other status is grey. */
export const STATUS_COLOR_RULES: Readonly<Record<Exclude<StatusColor, 'grey'>, readonly string[]>> = {
  green: ['active', 'booked', 'upcoming', 'refunded', 'completed', 'payment success', 'referred', 'joined'],
  red: ['failed', 'expired', 'removed', 'booking failed', 'payment failed', 'overdue'],
  yellow: ['not verified', 'pending payment', 'payment initiated', 'payment pending', 'pending approval'],
};

/**
 * Normalises a status for comparison: trimmed, lower case, runs of spaces or underscores as one
 * space (so an API enum like PAYMENT_SUCCESS reads like 'Payment Success').
 */
export function normalizeStatus(status: string | null | undefined): string {
  return (status ?? '')
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();
}

/**
 * Colour of a status, case-insensitive and trimmed.
 * @example statusColor(' Payment Success ') === 'green'; statusColor('Partial Cancel') === 'grey'
 */
export function statusColor(status: string | null | undefined): StatusColor {
  const s = normalizeStatus(status);
  if (STATUS_COLOR_RULES.green.includes(s)) return 'green';
  if (STATUS_COLOR_RULES.red.includes(s)) return 'red';
  if (STATUS_COLOR_RULES.yellow.includes(s)) return 'yellow';
  return 'grey';
}

/** Hex colour of a status: `statusHex('Expired') === STATUS_COLOR_HEX.red`. */
export function statusHex(status: string | null | undefined): string {
  return STATUS_COLOR_HEX[statusColor(status)];
}

/**
 * Translation key of a status under `status.` in common.json, camel-cased from its words.
 * @example statusKey('To be Paid') === 'status.toBePaid'; statusKey('CAT') === 'status.cat'
 */
export function statusKey(status: string | null | undefined): string {
  const words = normalizeStatus(status).split(' ').filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return `status.${camel || 'unknown'}`;
}
