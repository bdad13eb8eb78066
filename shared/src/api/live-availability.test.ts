import { QueryClient } from '@tanstack/react-query';
import { applyLotChange, withLotCounts } from './live-availability';

const lot = (parkingLotId: number, availableSlots: number) => ({ parkingLotId, name: `Lot ${parkingLotId}`, availableSlots, totalSlots: 10 });

describe('live availability: a change updates the cached lists of lots (issue 9)', () => {
  it('replaces the counts of the changed lot in an array and in a page, and leaves other lots alone', () => {
    const change = { parkingLotId: 2, availableSlots: 3, totalSlots: 10 };
    expect(withLotCounts([lot(1, 5), lot(2, 4)], change)).toEqual([lot(1, 5), lot(2, 3)]);
    expect(withLotCounts({ content: [lot(2, 4)], totalElements: 1 }, change)).toEqual({ content: [lot(2, 3)], totalElements: 1 });
    const untouched = { content: [lot(1, 5)] };
    expect(withLotCounts(untouched, change)).toBe(untouched);
  });

  it('updates the lot lists and the public list, never an availability search (its count is for another window)', () => {
    const client = new QueryClient();
    client.setQueryData(['org', 2, 'lots', 'map'], [lot(7, 1)]);
    client.setQueryData(['publicLots'], [lot(7, 1)]);
    client.setQueryData(['org', 2, 'availability', { startAt: 'x' }], { content: [lot(7, 1)] });
    applyLotChange(client, { parkingLotId: 7, availableSlots: 0, totalSlots: 10 });
    expect(client.getQueryData(['org', 2, 'lots', 'map'])).toEqual([lot(7, 0)]);
    expect(client.getQueryData(['publicLots'])).toEqual([lot(7, 0)]);
    expect(client.getQueryData(['org', 2, 'availability', { startAt: 'x' }])).toEqual({ content: [lot(7, 1)] });
  });
});
