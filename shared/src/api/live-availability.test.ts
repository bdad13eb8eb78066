import { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import { applyLotChange, publicLotKeys, searchPublicLots, withLotCounts } from './live-availability';

const lot = (parkingLotId: number, availableSlots: number) => ({ parkingLotId, name: `Lot ${parkingLotId}`, availableSlots, totalSlots: 10 });

describe('live availability: a change updates the cached lists of lots', () => {
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
    client.setQueryData(publicLotKeys.search({ latitude: 50.4, longitude: -104.6, size: 50 }), { content: [lot(7, 1)], totalElements: 1, page: 0, size: 50 });
    client.setQueryData(['org', 2, 'availability', { startAt: 'x' }], { content: [lot(7, 1)] });
    applyLotChange(client, { parkingLotId: 7, availableSlots: 0, totalSlots: 10 });
    expect(client.getQueryData(['org', 2, 'lots', 'map'])).toEqual([lot(7, 0)]);
    expect(client.getQueryData(['publicLots'])).toEqual([lot(7, 0)]);
    expect(client.getQueryData(publicLotKeys.search({ latitude: 50.4, longitude: -104.6, size: 50 }))).toEqual({
      content: [lot(7, 0)],
      totalElements: 1,
      page: 0,
      size: 50,
    });
    expect(client.getQueryData(['org', 2, 'availability', { startAt: 'x' }])).toEqual({ content: [lot(7, 1)] });
  });
});

describe('the public lot search asks the server (no more every lot to a phone)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the point, the words and the page size as query parameters, leaves out what is not asked, and sends no session token (public)', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { content: [], totalElements: 0, page: 0, size: 50 } });
    await searchPublicLots({ latitude: 50.45, longitude: -104.6, search: undefined, size: 50 });
    expect(get).toHaveBeenCalledWith('/api/public/lots', { params: { latitude: 50.45, longitude: -104.6, size: 50 }, skipAuth: true });
    await searchPublicLots({ search: 'Regina', size: 50 });
    expect(get).toHaveBeenLastCalledWith('/api/public/lots', { params: { search: 'Regina', size: 50 }, skipAuth: true });
  });

  it('one cache entry per search, the same whatever the order or the absent parameters', () => {
    expect(publicLotKeys.search({ size: 50, search: 'a', latitude: undefined })).toEqual(publicLotKeys.search({ search: 'a', size: 50 }));
    expect(publicLotKeys.search({ search: 'a', size: 50 })).not.toEqual(publicLotKeys.search({ search: 'b', size: 50 }));
  });
});
