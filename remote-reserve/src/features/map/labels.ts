// Durations and amenities come from the API in their catalogue spelling; these map
// each to its translation key so French and Spanish screens show translated labels.

const DURATION_KEYS: Readonly<Record<string, string>> = {
  '6 hrs': 'hours6',
  '12 hrs': 'hours12',
  '24 hrs': 'hours24',
  '36 hrs': 'hours36',
  Weekly: 'weekly',
  Monthly: 'monthly',
  Yearly: 'yearly',
};

/** `durationKey('6 hrs')` → 'reserve.durations.hours6'. */
export function durationKey(duration: string): string {
  return `reserve.durations.${DURATION_KEYS[duration] ?? duration}`;
}

/** `amenityKey('Parts & supply')` → 'reserve.amenities.partsSupply'. */
export function amenityKey(amenity: string): string {
  const words = amenity
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/);
  const camel = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
  return `reserve.amenities.${camel}`;
}
