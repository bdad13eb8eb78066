// The date range every report reads (DESIGN §8): `from` inclusive, `to` exclusive, as calendar
// days ('YYYY-MM-DD') that the API reads in the organisation's accounting zone, the presets counted
// from today in that zone (the shared rule, presetRange). Pure: the URL state and the picker build
// on it, and the tests pin its boundaries.
import { addDays, presetRange, type DayPreset, type DayRange } from '@haulstop/shared/rules';

/** The presets of the picker, in the order it offers them. */
export const RANGE_PRESETS = [...(['last7', 'last30', 'last90', 'thisMonth', 'lastMonth'] satisfies DayPreset[]), 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The preset a report opens with. */
export const DEFAULT_PRESET = 'last30' satisfies RangePreset;

/** A range of days: from inclusive, to exclusive. */
export type { DayRange };
export { addDays, presetRange };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Is this a real calendar day written 'YYYY-MM-DD'? */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export const isPreset = (value: string | null | undefined): value is RangePreset => (RANGE_PRESETS as readonly string[]).includes(value ?? '');

/** The range as the person picked it, and the days it stands for. */
export type ReportRange = DayRange & { preset: RangePreset };

/**
 * The range a report's URL asks for: a preset (`range=last7`), or `range=custom&from=&to=`. A custom
 * range that is missing a day, or ends before it starts, falls back to the default preset, so a
 * hand-edited link still opens a report.
 */
export function rangeFromParams(params: URLSearchParams, today: string): ReportRange {
  const preset = params.get('range');
  if (preset === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isDay(from) && isDay(to) && from < to) return { preset, from, to };
  } else if (isPreset(preset)) {
    return { preset, ...presetRange(preset as Exclude<RangePreset, 'custom'>, today) };
  }
  return { preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today) };
}

/**
 * Writes a range into a report's URL, keeping its other filters. A preset is written alone (a
 * bookmark of "last 30 days" stays the last 30 days); a custom range carries its days.
 */
export function withRange(params: URLSearchParams, range: { preset: RangePreset; from?: string; to?: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('range', range.preset);
  next.delete('from');
  next.delete('to');
  if (range.preset === 'custom' && range.from && range.to) {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

/** The last day a range includes (its `to` is exclusive), for showing it to a person. */
export const lastDayOf = (range: DayRange): string => addDays(range.to, -1);
