import { apiClient } from '@haulstop/shared/auth';
import { runtimeConfigStore, DEFAULT_RUNTIME_CONFIG } from '@haulstop/shared/config';
import { sessionStore } from '@haulstop/shared/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SAMPLE_LOTS } from '../test/lots';
import { renderWithProviders } from '@haulstop/shared/testing';
import * as lotList from '../features/map/LotList';
import MapDashboard from './MapDashboard';

// The list, counted as it renders (the counts arriving must not re-render it).
jest.mock('../features/map/LotList', () => {
  const actual = jest.requireActual('../features/map/LotList');
  return { ...actual, LotList: jest.fn(actual.LotList) };
});

const COUNTS = { parkingLots: 3, activeReservations: 7, pendingPayments: 2, drivers: 11, failedPayments: 1 };

type Answer = (params: unknown) => Promise<unknown> | unknown;
let answers: Record<string, Answer>;
let get: jest.SpyInstance;

beforeEach(() => {
  runtimeConfigStore.setState({ config: DEFAULT_RUNTIME_CONFIG, loaded: true, usingFallback: false });
  sessionStore.setState({ saasOrgId: 2 });
  answers = {
    '/api/parkingLots': () => ({ content: SAMPLE_LOTS, totalElements: SAMPLE_LOTS.length, page: 0, size: 100 }),
    '/api/dashboard/counts': () => COUNTS,
    '/api/session/downloadUrl': (params) => `http://files.test/${(params as { objectPath: string }).objectPath}?sig=${get.mock.calls.length}`,
  };
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected call ${url}`);
    return { data: await answer(config?.params), status: 200 } as never;
  });
});

afterEach(() => get.mockRestore());

const callsTo = (url: string) => get.mock.calls.filter(([called]) => called === url);

describe('/mapDashboard (SPEC §3 reserve state counts; DESIGN.md §4 map)', () => {
  it('fetches lots and counts in parallel and shows the five counts as labelled cards', async () => {
    renderWithProviders(<MapDashboard />);
    // Both requests start before either answers.
    expect(callsTo('/api/parkingLots')).toHaveLength(1);
    expect(callsTo('/api/dashboard/counts')).toHaveLength(1);
    expect(callsTo('/api/parkingLots')[0][1]).toMatchObject({ params: { page: 0, size: 100 } });
    const counts = await screen.findByRole('region', { name: 'Reservation summary' });
    await waitFor(() => expect(within(counts).getByText('11')).toBeTruthy());
    for (const label of ['Parking lots', 'Active reservations', 'Pending payments', 'Drivers', 'Failed payments']) {
      expect(within(counts).getByText(label)).toBeTruthy();
    }
    expect(screen.getByTestId('count-activeReservations').textContent).toBe('7');
  });

  it('the counts arriving after the lots re-render the counts, not the list (no long task for nothing)', async () => {
    let answerCounts: (value: unknown) => void = () => undefined;
    answers['/api/dashboard/counts'] = () => new Promise((resolve) => (answerCounts = resolve));
    renderWithProviders(<MapDashboard />);
    await screen.findByRole('list', { name: 'Parking lots' });
    const renders = jest.mocked(lotList.LotList);
    renders.mockClear();
    await act(async () => answerCounts(COUNTS));
    await waitFor(() => expect(screen.getByTestId('count-drivers').textContent).toBe('11'));
    expect(renders).not.toHaveBeenCalled();
  });

  it('shows every lot on the built-in map and in the list with place, time zone, currency, slots, from-price and amenities', async () => {
    renderWithProviders(<MapDashboard />);
    const map = await screen.findByRole('group', { name: 'Map of parking lots' });
    const list = screen.getByRole('list', { name: 'Parking lots' });
    for (const lot of SAMPLE_LOTS) {
      expect(within(map).getByRole('button', { name: lot.name })).toBeTruthy();
      expect(within(list).getByRole('button', { name: lot.name })).toBeTruthy();
    }
    expect(within(list).getByText(/Regina, SK, CA · CST · CAD/)).toBeTruthy();
    expect(within(list).getByText('30 of 40 slots available')).toBeTruthy();
    // The cheapest duration (6 hrs, CA$15.00), in the lot's currency.
    expect(within(list).getByText('From CA$15.00')).toBeTruthy();
    expect(within(list).getByText('From US$40.00')).toBeTruthy();
    expect(within(within(list).getByRole('list', { name: 'Amenities of Regina East Truck Stop' })).getByText('Shower')).toBeTruthy();
    expect(screen.getByText('The interactive map is unavailable. Showing the lots on a built-in map.')).toBeTruthy();
  });

  it('selecting a lot in the list highlights its marker and shows its details, prices per duration and image', async () => {
    renderWithProviders(<MapDashboard />);
    const list = await screen.findByRole('list', { name: 'Parking lots' });
    fireEvent.click(within(list).getByRole('button', { name: 'Regina East Truck Stop' }));
    const map = screen.getByRole('group', { name: 'Map of parking lots' });
    expect(within(map).getByRole('button', { name: 'Regina East Truck Stop' }).getAttribute('aria-pressed')).toBe('true');
    const details = screen.getByRole('region', { name: 'Details of Regina East Truck Stop' });
    expect(within(details).getByText('1 Ring Rd')).toBeTruthy();
    const prices = within(details).getByRole('table', { name: 'Prices' });
    expect(within(prices).getByText('6 hrs')).toBeTruthy();
    expect(within(prices).getByText('CA$25.00')).toBeTruthy();
    const image = (await within(details).findByRole('img', { name: 'Regina East Truck Stop, photo 1' })) as HTMLImageElement;
    expect(image.src).toContain('http://files.test/lots/1/front.svg');
    expect(callsTo('/api/session/downloadUrl')[0][1]).toMatchObject({ params: { objectPath: 'lots/1/front.svg' } });
  });

  it('selecting a marker on the map selects the lot too', async () => {
    renderWithProviders(<MapDashboard />);
    const map = await screen.findByRole('group', { name: 'Map of parking lots' });
    fireEvent.click(within(map).getByRole('button', { name: 'Denver I-70 Lot' }));
    expect(screen.getByRole('region', { name: 'Details of Denver I-70 Lot' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Parking lots' });
    expect(within(list).getByRole('button', { name: 'Denver I-70 Lot' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('SPEC §7: an image that fails to load is retried once with a fresh URL, then shown as unavailable', async () => {
    renderWithProviders(<MapDashboard />);
    fireEvent.click(within(await screen.findByRole('list', { name: 'Parking lots' })).getByRole('button', { name: 'Regina East Truck Stop' }));
    const first = await screen.findByRole('img', { name: 'Regina East Truck Stop, photo 1' });
    fireEvent.error(first);
    await waitFor(() => expect(callsTo('/api/session/downloadUrl')).toHaveLength(2));
    const second = await screen.findByRole('img', { name: 'Regina East Truck Stop, photo 1' });
    expect((second as HTMLImageElement).src).not.toBe((first as HTMLImageElement).src);
    fireEvent.error(second);
    expect(await screen.findByText('Image unavailable')).toBeTruthy();
    expect(callsTo('/api/session/downloadUrl')).toHaveLength(2);
  });

  it('on a failed load shows the server errorMessage and a Retry that loads again', async () => {
    let fail = true;
    answers['/api/parkingLots'] = () => {
      if (fail)
        throw Object.assign(new Error('Request failed'), {
          isAxiosError: true,
          response: { status: 500, data: { statusCode: 500, errorCode: 'INTERNAL', errorMessage: 'Lots are resting' } },
        });
      return { content: SAMPLE_LOTS, totalElements: 3, page: 0, size: 100 };
    };
    renderWithProviders(<MapDashboard />);
    expect(await screen.findByText('Lots are resting')).toBeTruthy();
    expect(screen.getByText('The parking lots could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Map of parking lots' })).toBeTruthy();
  });

  it('SPEC §4: switching organisation reloads the lots and counts for the new one', async () => {
    renderWithProviders(<MapDashboard />);
    await screen.findByRole('group', { name: 'Map of parking lots' });
    answers['/api/parkingLots'] = () => ({ content: [SAMPLE_LOTS[2]], totalElements: 1, page: 0, size: 100 });
    act(() => sessionStore.setState({ saasOrgId: 3 }));
    // Marker and list entry of the new organisation's only lot.
    expect(await screen.findAllByRole('button', { name: 'Toronto 401 Yard' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Regina East Truck Stop' })).toBeNull();
    expect(callsTo('/api/parkingLots')).toHaveLength(2);
    expect(callsTo('/api/dashboard/counts')).toHaveLength(2);
  });
});
