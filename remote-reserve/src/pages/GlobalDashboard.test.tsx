import { apiClient } from '@haulstop/shared/auth';
import { DEFAULT_RUNTIME_CONFIG, runtimeConfigStore } from '@haulstop/shared/config';
import type { Place, PublicLot, PublicLotsQuery } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as driverLotList from '../features/map/DriverLotList';
import GlobalDashboard from './GlobalDashboard';

// The cards, counted as they render (the page's typing must not re-render them).
jest.mock('../features/map/DriverLotList', () => {
  const actual = jest.requireActual('../features/map/DriverLotList');
  return { ...actual, DriverLotList: jest.fn(actual.DriverLotList) };
});

const lot = (parkingLotId: number, name: string, city: string, availableSlots: number, distanceKm?: number): PublicLot => ({
  parkingLotId,
  name,
  city,
  region: 'SK',
  country: 'CA',
  latitude: 50.45,
  longitude: -104.6,
  totalSlots: 40,
  availableSlots,
  amenities: [],
  address: `${parkingLotId} Ring Rd`,
  postalCode: null,
  priceFrom: null,
  photoUrl: null,
  ...(distanceKm === undefined ? {} : { distanceKm }),
});

let get: jest.SpyInstance;
/** The server's answer to each query the page sends (what the API tests check the server does). */
let answer: (query: PublicLotsQuery) => { content: PublicLot[]; totalElements: number };
const asked = () => get.mock.calls.filter(([url]) => url === '/api/public/lots').map(([, config]) => (config as { params: PublicLotsQuery }).params);
/** The gazetteer's towns: what GET /api/public/places answers for a text (the API tests check the real one). */
const MOOSE_JAW: Place = { placeId: 6078112, name: 'Moose Jaw', region: 'SK', country: 'CA', latitude: 50.40005, longitude: -105.53445, population: 32166 };
let towns: (search: string) => Place[];

beforeEach(() => {
  runtimeConfigStore.setState({ config: DEFAULT_RUNTIME_CONFIG, loaded: true, usingFallback: false });
  answer = () => ({ content: [lot(1, 'Alpha Stop', 'Regina', 5), lot(2, 'Bravo Yard', 'Saskatoon', 0)], totalElements: 2 });
  towns = () => [];
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === '/api/public/places') return { data: { content: towns((config?.params as { search: string }).search) }, status: 200 } as never;
    if (url !== '/api/public/lots') throw new Error(`unexpected call ${url}`);
    const params = (config?.params ?? {}) as PublicLotsQuery;
    return { data: { ...answer(params), page: 0, size: params.size }, status: 200 } as never;
  });
});

afterEach(() => {
  get.mockRestore();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const listed = () =>
  within(screen.getByRole('list', { name: 'Parking lots' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0].textContent);

describe('/globaldashboard asks the server for the lots a driver looks for', () => {
  it('"no phone loads every lot": the first request asks one page, never the whole list', async () => {
    renderWithProviders(<GlobalDashboard />);
    await screen.findByText('Alpha Stop');
    expect(asked()).toEqual([{ size: 50 }]);
    expect(screen.getByText(/slots free now/).textContent).toBe('2 lots · 5 slots free now · updated live');
  });

  it('the summary counts in the singular for one lot and one free slot', async () => {
    answer = () => ({ content: [lot(1, 'Alpha Stop', 'Regina', 1)], totalElements: 1 });
    renderWithProviders(<GlobalDashboard />);
    await screen.findByText('Alpha Stop');
    expect(screen.getByText(/free now/).textContent).toBe('1 lot · 1 slot free now · updated live');
  });

  it('a town of the gazetteer: the lots within the shared radius of it are asked, nearest first, once typing pauses', async () => {
    towns = (search) => (search.toLowerCase().startsWith('moose') ? [MOOSE_JAW] : []);
    answer = (query) =>
      query.radiusKm
        ? { content: [lot(1, 'Alpha Stop', 'Regina', 5, 68.6)], totalElements: 1 }
        : { content: [lot(2, 'Bravo Yard', 'Saskatoon', 3)], totalElements: 1 };
    renderWithProviders(<GlobalDashboard />);
    await screen.findByText('Bravo Yard');
    const field = screen.getByLabelText('City, address or lot name');
    fireEvent.change(field, { target: { value: 'M' } });
    fireEvent.change(field, { target: { value: 'Moose Jaw' } });
    await waitFor(() => expect(listed()).toEqual(['Alpha Stop']));
    // No text search in between: the lots are asked once the town is known, around it.
    expect(asked()).toEqual([{ size: 50 }, { latitude: 50.40005, longitude: -105.53445, radiusKm: 250, size: 50 }]);
    expect(screen.getByRole('status').textContent).toContain('Within 250 km of Moose Jaw, SK, CA');
    // The towns answered are suggested under the field, as /reserve suggests them.
    expect([...document.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual(['Moose Jaw, SK, CA']);
    expect(screen.getByRole('link', { name: /GeoNames/ }).getAttribute('href')).toMatch(/geonames\.org/);
  });

  it('"search by city": a text the gazetteer does not know is sent as `search` once typing pauses, and the answer is what the list shows', async () => {
    answer = (query) =>
      query.search ? { content: [lot(2, 'Bravo Yard', 'Saskatoon', 3)], totalElements: 1 } : { content: [lot(1, 'Alpha Stop', 'Regina', 5)], totalElements: 1 };
    renderWithProviders(<GlobalDashboard />);
    await screen.findByText('Alpha Stop');
    const field = screen.getByLabelText('City, address or lot name');
    fireEvent.change(field, { target: { value: 'S' } });
    fireEvent.change(field, { target: { value: 'Saskatoon ' } });
    await waitFor(() => expect(listed()).toEqual(['Bravo Yard']));
    // One request for the pause, none for the keystroke before it.
    expect(asked()).toEqual([{ size: 50 }, { search: 'Saskatoon', size: 50 }]);
    expect(screen.getByRole('status').textContent).toContain('1 lot found');
  });

  it('a key typed re-renders the field, not the cards (typing stays quick on a phone)', async () => {
    renderWithProviders(<GlobalDashboard />);
    await screen.findByText('Alpha Stop');
    const renders = jest.mocked(driverLotList.DriverLotList);
    renders.mockClear();
    fireEvent.change(screen.getByLabelText('City, address or lot name'), { target: { value: 'S' } });
    expect(screen.getByLabelText<HTMLInputElement>('City, address or lot name').value).toBe('S');
    expect(renders).not.toHaveBeenCalled();
  });

  it('"near me": the driver’s position is sent (to ~100 m), the answer comes nearest first with its distances', async () => {
    answer = (query) =>
      query.latitude === undefined
        ? { content: [lot(1, 'Alpha Stop', 'Regina', 5), lot(2, 'Bravo Yard', 'Saskatoon', 3)], totalElements: 2 }
        : { content: [lot(2, 'Bravo Yard', 'Saskatoon', 3, 2.4), lot(1, 'Alpha Stop', 'Regina', 5, 236.2)], totalElements: 2 };
    const getCurrentPosition = jest.fn((located: PositionCallback) =>
      located({ coords: { latitude: 52.123456, longitude: -106.654321 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderWithProviders(<GlobalDashboard />);
    await screen.findByText('Alpha Stop');
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Nearest to you first'));
    expect(listed()).toEqual(['Bravo Yard', 'Alpha Stop']);
    expect(asked()).toContainEqual({ latitude: 52.123, longitude: -106.654, size: 50 });
    const [nearest] = within(screen.getByRole('list', { name: 'Parking lots' })).getAllByRole('listitem');
    expect(nearest.textContent).toContain('2 km away');
  });

  it('an answer cut at the page size says how many lots matched; "only free" drops the full lots of the answer', async () => {
    answer = () => ({ content: [lot(1, 'Alpha Stop', 'Regina', 5), lot(2, 'Bravo Yard', 'Saskatoon', 0)], totalElements: 1234 });
    renderWithProviders(<GlobalDashboard />);
    await screen.findByText('Alpha Stop');
    expect(screen.getByRole('status').textContent).toContain('1,234 lots found, 2 shown');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only lots with free slots' }));
    expect(listed()).toEqual(['Alpha Stop']);
    expect(screen.getByRole('status').textContent).toContain('1,234 lots found, 1 shown');
  });
});
