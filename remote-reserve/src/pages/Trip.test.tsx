import { apiClient } from '@haulstop/shared/auth';
import type { Trip as TripAnswer } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import Trip from './Trip';

const TOKEN = 'tok_abc123';

// A booking at a lot in Regina (CST all year): 14:00 UTC is 8:00 AM there.
const answer = (over: Partial<TripAnswer> = {}): TripAnswer => ({
  reservationId: 41,
  sno: 1,
  lot: {
    parkingLotId: 7,
    name: 'Ring Road Truck Yard',
    address: '1 Ring Rd',
    city: 'Regina',
    region: 'SK',
    postalCode: 'S4P 3Y2',
    latitude: 50.45,
    longitude: -104.6,
    timeZone: 'America/Regina',
    instructions: 'Enter by the north gate.',
  },
  startAt: '2026-12-07T15:00:00.000Z',
  endAt: '2026-12-07T21:00:00.000Z',
  status: 'Upcoming',
  gateStatus: 'NOT_ARRIVED',
  gateCode: null,
  gateCodeFrom: '2026-12-07T14:00:00.000Z',
  driver: { firstName: 'Dana' },
  asset: { licensePlate: 'SK 123 ABC', make: 'Volvo' },
  checkedInAt: null,
  checkedOutAt: null,
  ...over,
});

let get: jest.SpyInstance;
let post: jest.SpyInstance;
let current: TripAnswer;
/** The booking's organisation lets the booking's method pay an extension the driver asks for. */
let extensionPaid: boolean;

const notFound = () =>
  Object.assign(new Error('Request failed with status code 404'), { isAxiosError: true, response: { status: 404, data: { statusCode: 404 } } });

beforeEach(() => {
  current = answer();
  extensionPaid = false;
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/trips/${TOKEN}`) return { data: current, status: 200 } as never;
    throw notFound();
  });
  post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === `/api/trips/${TOKEN}/checkIn`) current = { ...current, gateStatus: 'ON_LOT', checkedInAt: '2026-12-07T15:05:00.000Z' };
    else if (url === `/api/trips/${TOKEN}/checkOut`) current = { ...current, gateStatus: 'LEFT', checkedOutAt: '2026-12-07T20:30:00.000Z' };
    else if (url === `/api/trips/${TOKEN}/extensionRequest`) {
      if (extensionPaid) current = { ...current, endAt: '2026-12-08T03:00:00.000Z' };
      return { data: { outcome: extensionPaid ? 'EXTENDED' : 'REQUESTED', endAt: current.endAt }, status: 201 } as never;
    } else throw notFound();
    return { data: current, status: 200 } as never;
  });
});

afterEach(() => {
  get.mockRestore();
  post.mockRestore();
});

const renderTrip = (token = TOKEN) =>
  renderWithProviders(
    <Routes>
      <Route path="/trip/:token" element={<Trip />} />
    </Routes>,
    { route: `/trip/${token}` },
  );

describe('/trip/:token, the driver’s page', () => {
  it("shows the lot, directions, the window at the lot's clock with its zone, the truck and the instructions", async () => {
    renderTrip();
    expect((await screen.findByRole('heading', { name: 'Ring Road Truck Yard' })).isConnected).toBe(true);
    expect(screen.queryByText('1 Ring Rd, Regina, SK S4P 3Y2')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Directions to Ring Road Truck Yard/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=50.45,-104.6',
    );
    expect(screen.queryByText('Dec 7, 2026, 9:00 AM CST to Dec 7, 2026, 3:00 PM CST')).not.toBeNull();
    expect(screen.queryByText('SK 123 ABC · Volvo')).not.toBeNull();
    expect(screen.queryByText('Enter by the north gate.')).not.toBeNull();
    expect(screen.queryByText('Not arrived')).not.toBeNull();
    expect(screen.queryByText('Hello Dana')).not.toBeNull();
  });

  it('before its window: when the code shows, and no code', async () => {
    renderTrip();
    const code = await screen.findByRole('region', { name: 'Gate code' });
    expect(within(code).queryByText('The gate code shows from Dec 7, 2026, 8:00 AM CST.')).not.toBeNull();
    expect(code.querySelector('[data-part=code]')).toBeNull();
  });

  it('inside its window: the code', async () => {
    current = answer({ gateCode: '4821' });
    renderTrip();
    const code = await screen.findByRole('region', { name: 'Gate code' });
    expect(within(code).queryByText('4821')).not.toBeNull();
  });

  it("I'm here checks in, then I left checks out; each shows the new status and its time", async () => {
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: "I'm here" }));
    expect((await screen.findByText('You are checked in.')).isConnected).toBe(true);
    expect(screen.queryByText('On the lot')).not.toBeNull();
    expect(screen.queryByText('Checked in Dec 7, 2026, 9:05 AM CST')).not.toBeNull();
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I left' }));
    expect((await screen.findByText('You are checked out. Safe travels!')).isConnected).toBe(true);
    expect(screen.queryByText('Left')).not.toBeNull();
    expect(screen.queryByText('Checked out Dec 7, 2026, 2:30 PM CST')).not.toBeNull();
    expect(post.mock.calls.map(([url]) => url)).toEqual([`/api/trips/${TOKEN}/checkIn`, `/api/trips/${TOKEN}/checkOut`]);
  });

  it("I need more time, paid as the organisation allowed: the new end at the lot's clock", async () => {
    extensionPaid = true;
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for more time' }));
    expect((await screen.findByText('Granted: your booking now ends Dec 7, 2026, 9:00 PM CST.')).isConnected).toBe(true);
    expect(post).toHaveBeenCalledWith(
      `/api/trips/${TOKEN}/extensionRequest`,
      { duration: '6 hrs' },
      expect.objectContaining({ headers: { 'Idempotency-Key': expect.any(String) } }),
    );
  });

  it('I need more time asks the organisation for the chosen duration', async () => {
    renderTrip();
    fireEvent.change(await screen.findByLabelText('How much more'), { target: { value: '12 hrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for more time' }));
    expect((await screen.findByText(/Asked for 12 hrs more/)).isConnected).toBe(true);
    expect(post).toHaveBeenCalledWith(
      `/api/trips/${TOKEN}/extensionRequest`,
      { duration: '12 hrs' },
      expect.objectContaining({ headers: { 'Idempotency-Key': expect.any(String) } }),
    );
  });

  it('asked again after no answer, the same request keeps its Idempotency-Key (one charge); once answered, the next ask is a new one', async () => {
    extensionPaid = true;
    const keyOf = (call: unknown[]) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    post.mockImplementationOnce(async () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true });
    });
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for more time' }));
    expect((await screen.findByRole('alert')).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for more time' }));
    expect((await screen.findByText(/^Granted: your booking now ends/)).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for more time' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    const keys = post.mock.calls.map(keyOf);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('an unknown or ended link says so, with nothing to press', async () => {
    renderTrip('gone');
    expect((await screen.findByRole('heading', { name: 'This trip link does not work' })).isConnected).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a token of the wrong shape (400) is the same clear page', async () => {
    get.mockImplementation(async () => {
      throw Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { status: 400, data: { statusCode: 400 } } });
    });
    renderTrip('short');
    expect((await screen.findByRole('heading', { name: 'This trip link does not work' })).isConnected).toBe(true);
  });

  it('a cancelled booking shows no code and offers no check-in', async () => {
    current = answer({ status: 'Cancelled', gateCode: null });
    renderTrip();
    expect((await screen.findByText('No gate code: this booking no longer opens the gate.')).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
  });
});
