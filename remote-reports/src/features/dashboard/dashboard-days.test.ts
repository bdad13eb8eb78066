import { dashboardDaysOf } from './dashboard-days';

describe('dashboard period (last 7, 30, 90 days; default 30)', () => {
  it('reads 7, 30 or 90 from the URL and falls back to 30', () => {
    expect(dashboardDaysOf('7')).toBe(7);
    expect(dashboardDaysOf('90')).toBe(90);
    expect(dashboardDaysOf(null)).toBe(30);
    expect(dashboardDaysOf('365')).toBe(30);
    expect(dashboardDaysOf('abc')).toBe(30);
  });
});
