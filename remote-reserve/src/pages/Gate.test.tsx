import { apiClient } from '@haulstop/shared/auth';
import type { GateEvent, GateEventInput, GateEventResult, ParkingLot } from '@haulstop/shared/contracts';
import { sessionStore } from '@haulstop/shared/session';
import { renderWithProviders } from '@haulstop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Gate from './Gate';

const lot = (parkingLotId: number, name: string, timeZone: string) => ({ parkingLotId, name, timeZone }) as ParkingLot;

let get: jest.SpyInstance;
let post: jest.SpyInstance;
let put: jest.SpyInstance;
let events: GateEvent[];
/** What the server decides for a body (the API tests check the real rules). */
let decide: (body: GateEventInput) => GateEventResult;

beforeEach(() => {
  events = [
    {
      eventId: 9,
      parkingLotId: 7,
      reservationId: 41,
      sno: 1,
      kind: 'CHECK_OUT',
      source: 'GATE_CODE',
      decision: 'ALLOWED',
      reason: null,
      anomaly: 'CHECK_OUT_WITHOUT_CHECK_IN',
      licensePlate: null,
      at: '2026-12-06T15:30:00.000Z',
      recordedAt: '2026-12-06T15:30:01.000Z',
    },
  ];
  decide = () => ({ eventId: 10, decision: 'ALLOWED', reservationId: 41, sno: 1 });
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === '/api/parkingLots')
      return { data: { content: [lot(7, 'Ring Road Truck Yard', 'America/Regina'), lot(8, 'Calgary East', 'America/Edmonton')], totalElements: 2 } } as never;
    if (url === '/api/parkingLots/7/gatePolicy')
      return { data: { codeVisibleBeforeMinutes: 60, noShowAfterHours: 12, releaseNoShow: true, noShowFeePercent: 100, overstayGraceMinutes: 30 } } as never;
    if (url === '/api/gate/events') {
      const content = events.filter((e) => e.parkingLotId === (config?.params as { parkingLotId?: number } | undefined)?.parkingLotId);
      return { data: { content, totalElements: content.length, page: 0, size: 10 } } as never;
    }
    throw new Error(`unexpected call ${url}`);
  });
  sessionStore.setState({ token: 'T', saasOrgId: 2, orgType: 'PARKING_LOT_OWNER', role: 'admin', language: 'en' });
  put = jest.spyOn(apiClient, 'put').mockImplementation(async (url: string, body: unknown) => ({ data: body, status: 200 }) as never);
  post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string, body: unknown) => {
    if (url !== '/api/gate/events') throw new Error(`unexpected call ${url}`);
    return { data: decide(body as GateEventInput), status: 201 } as never;
  });
});

afterEach(() => {
  get.mockRestore();
  post.mockRestore();
  put.mockRestore();
});

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(20_000);

// Header names are case-insensitive: the key is found whatever case the client sends it in.
const keyOf = (call: unknown[]) =>
  Object.entries((call[2] as { headers: Record<string, string> }).headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];

describe('/gate, the owner’s gate screen', () => {
  it('a gate code checked in: ALLOWED with the booking, sent from the gate screen with an Idempotency-Key', async () => {
    renderWithProviders(<Gate />);
    fireEvent.change(await screen.findByLabelText('Gate code'), { target: { value: ' 4821 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const answer = await screen.findByTestId('gate-answer');
    expect(within(answer).queryByText('ALLOWED')).not.toBeNull();
    expect(within(answer).queryByText('Reservation #41, slot 1.')).not.toBeNull();
    expect(post.mock.calls[0][1]).toEqual({ parkingLotId: 7, kind: 'CHECK_IN', source: 'GATE_SCREEN', gateCode: '4821' });
    expect(keyOf(post.mock.calls[0])).toMatch(/.{8,}/);
  });

  it("refused, not yet open: until when, at the lot's clock with its zone", async () => {
    decide = () => ({ eventId: 11, decision: 'REFUSED', reason: 'NOT_YET_OPEN', reservationId: 41, sno: 1, validFrom: '2026-12-07T14:00:00.000Z' });
    renderWithProviders(<Gate />);
    fireEvent.change(await screen.findByLabelText('Gate code'), { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const answer = await screen.findByTestId('gate-answer');
    expect(within(answer).queryByText('REFUSED')).not.toBeNull();
    expect(within(answer).queryByText('Not yet open until Dec 7, 2026, 8:00 AM CST')).not.toBeNull();
  });

  it('by plate at another lot: ended at its time there, and another lot’s code is said so', async () => {
    decide = (body) =>
      body.licensePlate
        ? { eventId: 12, decision: 'REFUSED', reason: 'ENDED', validTo: '2026-12-05T21:00:00.000Z' }
        : { eventId: 13, decision: 'REFUSED', reason: 'OTHER_LOT', anomaly: 'OTHER_LOT_CODE' };
    renderWithProviders(<Gate />);
    fireEvent.change(await screen.findByLabelText('Lot'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plate' }));
    fireEvent.change(screen.getByLabelText('Plate'), { target: { value: 'AB 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect((await screen.findByText('Ended at Dec 5, 2026, 3:00 PM MDT')).isConnected).toBe(true);
    expect(post.mock.calls[0][1]).toEqual({ parkingLotId: 8, kind: 'CHECK_OUT', source: 'GATE_SCREEN', licensePlate: 'AB 123' });
    fireEvent.click(screen.getByRole('button', { name: 'Gate code' }));
    fireEvent.change(screen.getByLabelText('Gate code'), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByText('This code is for another lot')).isConnected).toBe(true);
    expect(screen.queryByText("Recorded as an anomaly: Another lot's code")).not.toBeNull();
  });

  it('each answered check is a new event: a new Idempotency-Key', async () => {
    renderWithProviders(<Gate />);
    fireEvent.change(await screen.findByLabelText('Gate code'), { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await screen.findByTestId('gate-answer');
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(keyOf(post.mock.calls[1])).not.toBe(keyOf(post.mock.calls[0]));
  });

  it("recent events at the lot's clock, with source and the anomaly flagged", async () => {
    renderWithProviders(<Gate />);
    const table = await screen.findByRole('table', { name: 'Recent gate events' });
    const row = (await within(table).findByText('Dec 6, 2026, 9:30 AM CST')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Check-out')).not.toBeNull();
    expect(within(row).queryByText('Gate code keypad')).not.toBeNull();
    expect(within(row).queryByText('Check-out without a check-in')).not.toBeNull();
    expect(screen.queryByText("Times at the lot's clock: Regina (CST)")).not.toBeNull();
  });

  it("the lot's gate policy: a value out of range is said at its field and not sent; a good one is saved", async () => {
    renderWithProviders(<Gate />);
    const hours = await screen.findByLabelText(/No-show after this many hours/);
    expect((hours as HTMLInputElement).value).toBe('12');
    fireEvent.change(hours, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Hours must be a whole number from 1 to 168')).isConnected).toBe(true);
    expect(put).not.toHaveBeenCalled();
    fireEvent.change(hours, { target: { value: '6' } });
    expect(screen.queryByRole('checkbox', { name: "Release a no-show's slot for resale" })).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0].slice(0, 2)).toEqual([
      '/api/parkingLots/7/gatePolicy',
      { codeVisibleBeforeMinutes: 60, noShowAfterHours: 6, releaseNoShow: true, noShowFeePercent: 100, overstayGraceMinutes: 30 },
    ]);
  });

  it('a user who does not set lots reads the policy without a Save', async () => {
    sessionStore.setState({ role: 'user' });
    renderWithProviders(<Gate />);
    expect(((await screen.findByLabelText(/No-show after this many hours/)) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
