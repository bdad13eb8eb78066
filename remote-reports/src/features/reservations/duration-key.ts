/**
 * The common.json key of a reservation duration: its words camel-cased under `durations.`.
 * @example durationKey('6 hrs') === 'durations.6Hrs'; durationKey('Weekly') === 'durations.weekly'
 */
export function durationKey(duration: string): string {
  const words = duration.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return `durations.${words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')}`;
}
