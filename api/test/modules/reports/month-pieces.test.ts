import { monthPieces } from '../../../src/modules/reports/aggregates';

/*
 * The top lots read a window as whole lot-months plus or minus hour ranges (monthPieces).
 * Whatever the window, every hour inside it must be counted once and every hour outside not at all,
 * and the hours read must never span more than the window itself.
 */
const HOUR = 3_600_000;
const utc = (iso: string) => new Date(`${iso}Z`);

function coverage(from: Date, to: Date) {
  const pieces = monthPieces(from, to);
  const counted = (at: number) => {
    if (!pieces) return at >= from.getTime() && at < to.getTime() ? 1 : 0;
    const inMonths = at >= pieces.months.from.getTime() && at < pieces.months.to.getTime() ? 1 : 0;
    return inMonths + pieces.hours.reduce((total, piece) => total + (at >= piece.from.getTime() && at < piece.to.getTime() ? piece.sign : 0), 0);
  };
  const wrong: string[] = [];
  for (let at = from.getTime() - 40 * 24 * HOUR; at < to.getTime() + 40 * 24 * HOUR; at += HOUR) {
    const expected = at >= from.getTime() && at < to.getTime() ? 1 : 0;
    if (counted(at) !== expected) wrong.push(new Date(at).toISOString());
  }
  return { pieces, wrong };
}

const spanOf = (pieces: NonNullable<ReturnType<typeof monthPieces>>) =>
  pieces.hours.reduce((total, piece) => total + piece.to.getTime() - piece.from.getTime(), 0);

describe('monthPieces: a window as lot-months plus or minus lot-hours', () => {
  test.each([
    ['2026-08-29T05:00', '2026-11-27T06:00'], // the dashboard's 90 days on the 26th at Chicago
    ['2026-10-28T05:00', '2026-11-27T06:00'], // its 30 days
    ['2026-11-20T06:00', '2026-11-27T06:00'], // its 7 days: hours only
    ['2026-01-03T00:00', '2026-03-29T00:00'], // both edges cheaper as their month less the outside
    ['2026-01-01T00:00', '2026-03-01T00:00'], // whole months
    ['2026-02-02T00:00', '2026-02-27T00:00'], // inside one month: the month less both ends
    ['2025-12-31T23:00', '2026-01-01T01:00'], // two hours across a year's end
  ])('[%s, %s) counts each hour inside once and none outside', (from, to) => {
    const { pieces, wrong } = coverage(utc(from), utc(to));
    expect(wrong).toEqual([]);
    if (pieces) expect(spanOf(pieces)).toBeLessThan(utc(to).getTime() - utc(from).getTime());
  });

  test('a month-to-date late in the month reads the month less its last days (the 26th: 4 days of hours, not 26)', () => {
    const pieces = monthPieces(utc('2026-10-28T05:00'), utc('2026-11-27T06:00'))!;
    expect(pieces.months).toEqual({ from: utc('2026-11-01T00:00'), to: utc('2026-12-01T00:00') });
    expect(pieces.hours).toEqual([
      { from: utc('2026-10-28T05:00'), to: utc('2026-11-01T00:00'), sign: 1 },
      { from: utc('2026-11-27T06:00'), to: utc('2026-12-01T00:00'), sign: -1 },
    ]);
  });

  test('a short window inside a month reads hours only', () => {
    expect(monthPieces(utc('2026-11-20T06:00'), utc('2026-11-27T06:00'))).toBeUndefined();
  });
});
