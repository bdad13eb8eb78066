import { organizationToday } from './useReportParams';
import { addDays, isDay, lastDayOf, presetRange, rangeFromParams, withRange } from './range';
import { reportQuery, sortFromParams, withParam, withSort } from './report-params';

describe('report range presets (last 7 / 30 / 90 days, this month, last month; from inclusive, to exclusive)', () => {
  it.each([
    ['last7', '2026-11-25', '2026-11-19', '2026-11-26'],
    ['last30', '2026-11-25', '2026-10-27', '2026-11-26'],
    ['last90', '2026-11-25', '2026-08-28', '2026-11-26'],
    ['thisMonth', '2026-11-25', '2026-11-01', '2026-12-01'],
    ['thisMonth', '2026-12-31', '2026-12-01', '2027-01-01'],
    ['lastMonth', '2026-11-25', '2026-10-01', '2026-11-01'],
    ['lastMonth', '2026-01-01', '2025-12-01', '2026-01-01'],
    ['lastMonth', '2024-03-31', '2024-02-01', '2024-03-01'],
  ] as const)('%s on %s is [%s, %s)', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('"last N days" holds exactly N days, today the last of them', () => {
    for (const [preset, days] of [
      ['last7', 7],
      ['last30', 30],
      ['last90', 90],
    ] as const) {
      const range = presetRange(preset, '2026-03-08');
      expect((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000).toBe(days);
      expect(lastDayOf(range)).toBe('2026-03-08');
    }
  });

  it('days are calendar days: leap years and month ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
  });
});

describe('report filters live in the URL (a report can be bookmarked and shared)', () => {
  const today = '2026-11-25';

  it('no range in the URL opens the last 30 days', () => {
    expect(rangeFromParams(new URLSearchParams(''), today)).toEqual({ preset: 'last30', from: '2026-10-27', to: '2026-11-26' });
  });

  it('a preset in the URL stays relative to today; a custom range keeps its days', () => {
    expect(rangeFromParams(new URLSearchParams('range=last7'), today)).toEqual({ preset: 'last7', from: '2026-11-19', to: '2026-11-26' });
    expect(rangeFromParams(new URLSearchParams('range=custom&from=2026-01-05&to=2026-02-01'), today)).toEqual({
      preset: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
    });
  });

  it('a custom range that is not one (a missing day, to before from, not a day) falls back to the default', () => {
    for (const query of ['range=custom&from=2026-01-05', 'range=custom&from=2026-02-01&to=2026-01-05', 'range=custom&from=x&to=y', 'range=forever']) {
      expect(rangeFromParams(new URLSearchParams(query), today).preset).toBe('last30');
    }
  });

  it('writing a range keeps the other filters; a preset drops the custom days', () => {
    const custom = withRange(new URLSearchParams('status=FAILED'), { preset: 'custom', from: '2026-01-01', to: '2026-01-10' });
    expect(custom.toString()).toBe('status=FAILED&range=custom&from=2026-01-01&to=2026-01-10');
    expect(withRange(custom, { preset: 'lastMonth' }).toString()).toBe('status=FAILED&range=lastMonth');
  });

  it('a filter set to All leaves the URL; the sort is a key and a direction', () => {
    expect(withParam(new URLSearchParams('orgId=3&range=last7'), 'orgId', '').toString()).toBe('range=last7');
    const sorted = withSort(new URLSearchParams('range=last7'), { key: 'grossMinor', direction: 'asc' });
    expect(sortFromParams(sorted)).toEqual({ key: 'grossMinor', direction: 'asc' });
  });

  it('the API and its CSV get the same query: the days, the filters set, the sort', () => {
    const range = { preset: 'last7' as const, from: '2026-11-19', to: '2026-11-26' };
    expect(reportQuery(range, { status: 'FAILED', orgId: '' }, { key: 'at', direction: 'desc' })).toEqual({
      from: '2026-11-19',
      to: '2026-11-26',
      status: 'FAILED',
      sort: 'at,desc',
    });
  });
});

describe("presets count from today at the organisation's accounting zone, not the browser's", () => {
  it('6:30 PM on Nov 30 in Edmonton (9:30 AM Dec 1 in Tokyo): "this month" is November, "last 7 days" ends Nov 30', () => {
    const now = Date.parse('2026-12-01T00:30:00Z');
    const today = organizationToday('America/Edmonton', now);
    expect(today).toBe('2026-11-30');
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-24', to: '2026-12-01' });
    expect(organizationToday('UTC', now)).toBe('2026-12-01');
  });
});
