import { nextSort } from './sort';

describe('report sort (every report is sortable)', () => {
  it('a new column sorts descending, the same one flips', () => {
    expect(nextSort(null, 'bookings')).toEqual({ key: 'bookings', direction: 'desc' });
    expect(nextSort({ key: 'bookings', direction: 'desc' }, 'bookings')).toEqual({ key: 'bookings', direction: 'asc' });
    expect(nextSort({ key: 'bookings', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
  });
});
