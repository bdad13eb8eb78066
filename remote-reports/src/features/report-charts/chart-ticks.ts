// Where a chart's axes put their ticks and labels (pure, so they are tested without a canvas).

/** The steps a count axis may take: 1, 2, 5 × 10^n. */
const NICE_STEPS = [1, 2, 5];

/** The smallest nice whole step that puts at most `maxTicks` ticks on a span of `span` units. */
function countStep(span: number, maxTicks: number): number {
  const intervals = Math.max(1, maxTicks - 1);
  for (let power = 1; ; power *= 10) {
    for (const base of NICE_STEPS) {
      const step = base * power;
      if (span / step <= intervals) return step;
    }
  }
}

/**
 * The ticks of an axis of counts (bookings, cancellations): whole numbers only, never 0, 1, 1, 2,
 * 2 — a count of 1.5 bookings does not exist, and rounding fractional ticks repeats labels.
 * At most `maxTicks` (at least 2), at a step of 1, 2 or 5 × 10^n.
 * @example countTicks(0, 2.2, 5) // [0, 1, 2]
 */
export function countTicks(min: number, max: number, maxTicks: number): number[] {
  const low = Math.ceil(Math.max(0, min));
  const high = Math.floor(max);
  if (!Number.isFinite(low) || !Number.isFinite(high) || high < low) return [Math.max(0, low)];
  const step = countStep(high - low, Math.max(2, maxTicks));
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * The scale of a count axis: from 0 (bars stand on it) to a whole number above the highest count,
 * at least 1, so an empty chart still reads 0 and 1 and the tallest bar does not touch the top.
 */
export function countRange(max: number | null | undefined): [number, number] {
  const top = Number.isFinite(max) ? Math.max(0, max as number) : 0;
  return [0, Math.max(1, Math.ceil(top * 1.1))];
}

/** How many count ticks an axis `heightPx` tall holds: one every 30 px, at least 2. */
export const countTickRoom = (heightPx: number): number => Math.max(2, Math.floor(heightPx / 30));

/** Px per character of an axis label at the console's 12 px font, and the gap kept between labels. */
const CHAR_PX = 7;
const GAP_PX = 16;

/** The width an axis must keep for each of these labels: the longest one's, estimated from its characters, plus a gap. */
export const labelWidth = (labels: readonly string[]): number => Math.max(0, ...labels.map((label) => label.length)) * CHAR_PX + GAP_PX;

/**
 * Which of `count` evenly spaced points get a label on a `plotWidthPx` wide axis: every n-th from
 * the first, n the smallest step that leaves each label `labelWidthPx`, so labels never overlap
 * (30 daily dates on a phone show every 5th or so; 7 on a wide screen show all).
 * @example labelIndexes(30, 300, 60) // [0, 6, 12, 18, 24]
 */
export function labelIndexes(count: number, plotWidthPx: number, labelWidthPx: number): number[] {
  if (count <= 0) return [];
  const perPoint = plotWidthPx > 0 ? plotWidthPx / count : 0;
  const step = perPoint > 0 ? Math.max(1, Math.ceil(labelWidthPx / perPoint)) : count;
  const indexes: number[] = [];
  for (let i = 0; i < count; i += step) indexes.push(i);
  return indexes;
}
