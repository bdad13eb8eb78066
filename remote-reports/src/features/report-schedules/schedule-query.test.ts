import { scheduleQueryOf } from './schedule-query';

describe("a schedule keeps the report's filters, not its range", () => {
  it('drops from, to, the preset and the page; ids become numbers', () => {
    expect(scheduleQueryOf('assets', { from: '2026-10-01', to: '2026-11-01', range: 'last30', page: '2', orgId: '7', sort: 'bookings,desc' })).toEqual({
      orgId: 7,
      sort: 'bookings,desc',
    });
    expect(scheduleQueryOf('parkingLots', { parkingLotId: '12', status: 'ignored' })).toEqual({ parkingLotId: 12 });
    expect(scheduleQueryOf('revenue', { groupBy: 'month', sort: 'label,asc' })).toEqual({ groupBy: 'month' });
    expect(scheduleQueryOf('reconciliation', { status: '', sort: 'paidAt,desc' })).toEqual({ sort: 'paidAt,desc' });
  });
});
