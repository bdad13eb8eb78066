import { apiClient } from '@haulstop/shared/auth';
import { DEFAULT_RUNTIME_CONFIG, runtimeConfigStore } from '@haulstop/shared/config';
import type { BookingQuote, BookingQuoteBody, CreateBookingBody, LotAvailability } from '@haulstop/shared/contracts';
import { sessionStore } from '@haulstop/shared/session';
import { renderWithProviders } from '@haulstop/shared/testing';
import type { AxiosRequestConfig } from 'axios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Reserve from './Reserve';

// Search, four steps and a booking through the design system: slow on a busy 2-core machine.
jest.setTimeout(60_000);

const LOT: LotAvailability = {
  parkingLotId: 7,
  name: 'Regina East Truck Stop',
  address: '1 Ring Rd',
  city: 'Regina',
  region: 'SK',
  country: 'CA',
  latitude: 50.45,
  longitude: -104.6,
  timeZone: 'America/Regina',
  currency: 'CAD',
  totalSlots: 30,
  availableSlots: 12,
  startAt: '2026-12-01T15:00:00.000Z',
  endAt: '2026-12-02T15:00:00.000Z',
  duration: '24 hrs',
  slots: 1,
  priceMinor: 5400,
  amenities: ['Shower'],
  distanceKm: null,
  imagePath: null,
  ownerOrgId: 2,
  ownerOrgName: 'Prairie Truck Stops',
  instructions: 'Ring the bell at gate 2.',
};

/** The server's quote: 2 slots × CA$54, SAVE10 takes CA$10 off, Saskatchewan GST 5 % and PST 6 % on the rest. */
function quoteOf(body: BookingQuoteBody): BookingQuote {
  const subtotalMinor = 5400 * body.slots;
  const discountMinor = body.couponCode === 'SAVE10' ? 1000 : 0;
  const taxable = subtotalMinor - discountMinor;
  const taxLines = [
    { name: 'GST', rate: 50_000, amountMinor: Math.round(taxable * 0.05) },
    { name: 'PST', rate: 60_000, amountMinor: Math.round(taxable * 0.06) },
  ];
  return {
    parkingLotId: body.parkingLotId,
    currency: 'CAD',
    unitPriceMinor: 5400,
    subtotalMinor,
    discountMinor,
    taxLines,
    amountMinor: taxable + taxLines[0].amountMinor + taxLines[1].amountMinor,
    startAt: body.startAt,
    endAt: new Date(new Date(body.startAt).getTime() + 24 * 3_600_000).toISOString(),
    availableSlots: 12,
  };
}

const page = <T,>(content: T[]) => ({ content, totalElements: content.length, page: 0, size: 100 });

type Post = { url: string; body: unknown; key: string | undefined };
let posts: Post[];
let bookingAnswers: Array<() => unknown>;
let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeEach(() => {
  runtimeConfigStore.setState({ config: DEFAULT_RUNTIME_CONFIG, loaded: true, usingFallback: false });
  sessionStore.setState({ saasOrgId: 3 });
  posts = [];
  bookingAnswers = [];
  const gets: Record<string, () => unknown> = {
    '/api/parkingLots': () => page([]),
    '/api/dashboard/counts': () => ({ parkingLots: 16, activeReservations: 8, pendingPayments: 2, drivers: 7, failedPayments: 1 }),
    '/api/availability': () => page([LOT]),
    '/api/drivers': () =>
      page([
        {
          driverId: 11,
          orgId: 3,
          firstName: 'Tyler',
          lastName: 'Bennett',
          email: null,
          phone: null,
          employeeId: null,
          driverType: 'Company',
          status: 'Active',
        },
      ]),
    '/api/assets': () => page([{ assetId: 21, orgId: 3, vin: '1FUJGLDR12LM12345', licensePlate: 'NL98831', assetTypeName: 'Tractor', status: 'Active' }]),
    '/api/paymentMethods': () => [],
    '/api/openAccounts': () => [],
    '/api/reservations/501': () => ({
      reservationId: 501,
      payments: [{ paymentId: 1, method: 'CARD', status: 'Payment Failed', failureCode: 'CARD_DECLINED' }],
    }),
  };
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    const answer = gets[url];
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return { data: answer(), status: 200 } as never;
  });
  post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string, body?: unknown, config?: AxiosRequestConfig) => {
    const key = config?.headers?.['Idempotency-Key'];
    posts.push({ url, body, key: typeof key === 'string' ? key : undefined });
    if (url === '/api/reservations/quote' && (body as BookingQuoteBody).couponCode === 'NOPE10') {
      const data = { statusCode: 400, errorCode: 'INVALID_COUPON', errorMessage: 'This discount code does not exist' };
      throw Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { status: 400, data } });
    }
    if (url === '/api/reservations/quote') return { data: quoteOf(body as BookingQuoteBody), status: 200 } as never;
    if (url === '/api/reservations') {
      const next = bookingAnswers.shift();
      if (!next) throw new Error('unexpected booking');
      return { data: next(), status: 201 } as never;
    }
    throw new Error(`unexpected POST ${url}`);
  });
});

afterEach(() => {
  get.mockRestore();
  post.mockRestore();
});

const bookings = () => posts.filter((p) => p.url === '/api/reservations');
const networkError = () => {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
};

/** Search, reserve at the lot, 2 slots with a driver and a truck, a typed card and the SAVE10 code: the review. */
async function reachReview(card: string) {
  renderWithProviders(<Reserve />);
  fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
  fireEvent.click(await screen.findByRole('button', { name: `Reserve at ${LOT.name}` }));

  fireEvent.change(await screen.findByLabelText('Slots'), { target: { value: '2' } });
  const driver = await screen.findByRole('option', { name: 'Tyler Bennett' });
  fireEvent.change(driver.closest('select') as HTMLSelectElement, { target: { value: '11' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add driver' }));
  const asset = await screen.findByRole('option', { name: /^Tractor/ });
  fireEvent.change(asset.closest('select') as HTMLSelectElement, { target: { value: '21' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add asset' }));
  // The driver and his truck are one entry: one slot.
  const entries = screen.getByRole('table', { name: 'Drivers and assets of this booking' });
  expect(
    within(entries)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
  ).toEqual([['1', 'Tyler Bennett', expect.stringMatching(/^Tractor /), 'Remove']]);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  fireEvent.change(await screen.findByLabelText(/Pay with/), { target: { value: 'CARD:new' } });
  fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: card } });
  fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'SAVE10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  // The server's quote answers the code's discount before the review.
  await waitFor(() => expect(document.body.textContent).toContain('Code SAVE10 applied: CA$10.00 off.'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByLabelText('Booking summary');
}

const row = (summary: HTMLElement, label: string) => {
  const item = within(summary).getByText(label).parentElement as HTMLElement;
  return item.textContent?.replace(label, '').trim();
};

describe('/reserve: from the search to Book (DESIGN §7 POST /api/reservations)', () => {
  it('"after a refused code is cleared, Next silently does nothing": emptying the box removes the code and Next goes on', async () => {
    renderWithProviders(<Reserve />);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: `Reserve at ${LOT.name}` }));
    const driver = await screen.findByRole('option', { name: 'Tyler Bennett' });
    fireEvent.change(driver.closest('select') as HTMLSelectElement, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add driver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByLabelText(/Pay with/), { target: { value: 'CARD:new' } });
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'NOPE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This discount code does not exist');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Next reaches the review, and the refused code is on it nowhere.
    expect((await screen.findByLabelText('Booking summary')).textContent).not.toContain('NOPE10');
  });

  it('shows the SPEC §3 counts, and the review shows subtotal, discount, each tax line, total and the end date (24 hrs is one day) from the quote', async () => {
    const summary = await reachReview('4000 0000 0000 0002');
    expect(screen.getByTestId('count-drivers').textContent).toBe('7');
    expect(row(summary, 'Subtotal')).toBe('CA$108.00');
    expect(row(summary, 'Discount')).toBe('− CA$10.00');
    expect(row(summary, 'GST (5%)')).toBe('CA$4.90');
    expect(row(summary, 'PST (6%)')).toBe('CA$5.88');
    expect(row(summary, 'Total')).toBe('CA$108.78');
    const quoted = posts.filter((p) => p.url === '/api/reservations/quote').at(-1)?.body as BookingQuoteBody;
    expect(quoted).toMatchObject({ parkingLotId: 7, duration: '24 hrs', slots: 2, couponCode: 'SAVE10' });
    const window = row(summary, 'From → to') ?? '';
    const [start, end] = window.split('→').map((s) => s.trim());
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(24 * 3_600_000);
  });

  it('a retried Book of the same attempt keeps its Idempotency-Key; a declined card shows the reason and links /paymentRetry/{id}', async () => {
    await reachReview('4000 0000 0000 0002');
    bookingAnswers.push(networkError, () => ({
      reservationId: 501,
      status: 'Payment Failed',
      paymentStatus: 'Payment Failed',
      amountMinor: 10878,
      currency: 'CAD',
      startAt: LOT.startAt,
      endAt: LOT.endAt,
      gateCode: null,
    }));
    const book = screen.getByRole('button', { name: 'Book and pay CA$108.78' });
    fireEvent.click(book);
    await waitFor(() => expect(bookings()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book and pay CA$108.78' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay CA$108.78' }));

    await waitFor(() => expect(document.body.textContent).toContain('Reservation 501: the payment failed'));
    const [first, retry] = bookings();
    expect(first.key).toMatch(/.{8,}/);
    expect(retry.key).toBe(first.key);
    expect(retry.body).toEqual(first.body);
    expect(first.body as CreateBookingBody).toMatchObject({
      parkingLotId: 7,
      slots: 2,
      entries: [{ driverId: 11, assetId: 21 }],
      payment: { method: 'CARD', cardNumber: '4000000000000002' },
      couponCode: 'SAVE10',
    });
    await waitFor(() => expect(document.body.textContent).toMatch(/The card was declined\./));
    expect(screen.getByRole('link', { name: 'Retry payment' }).getAttribute('href')).toBe('/paymentRetry/501');
  });

  it('a Book refused about a payment field goes back to the payment step, the message under that field, focused, all kept', async () => {
    await reachReview('4000 0000 0000 0002');
    bookingAnswers.push(() => {
      const data = { statusCode: 400, errorCode: 'INVALID_CARD', errorMessage: 'Ce numéro de carte est refusé', errorField: 'cardNumber' };
      throw Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { status: 400, data } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay CA$108.78' }));
    const card = await screen.findByLabelText<HTMLInputElement>(/Card number/);
    await waitFor(() => expect(card.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ce numéro de carte est refusé');
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(card.value).toBe('4000 0000 0000 0002');
    expect(screen.getByLabelText<HTMLSelectElement>(/Pay with/).value).toBe('CARD:new');
    expect(screen.getByLabelText<HTMLInputElement>('Discount code').value).toBe('SAVE10');
    // A corrected number goes on to the review again, and the message is gone.
    fireEvent.change(card, { target: { value: '4242 4242 4242 4242' } });
    expect(card.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Back on the review: the same booking and total, ready to be paid again.
    expect((await screen.findByLabelText('Booking summary')).textContent).toContain('CA$108.78');
    expect(screen.getByRole('button', { name: 'Book and pay CA$108.78' })).toBeDefined();
  });

  it('after a lost answer, going back a step and booking the same again re-sends the same Idempotency-Key (nothing is booked twice)', async () => {
    await reachReview('4242 4242 4242 4242');
    bookingAnswers.push(networkError, () => ({
      reservationId: 503,
      status: 'Upcoming',
      paymentStatus: 'Payment Success',
      amountMinor: 10878,
      currency: 'CAD',
      startAt: LOT.startAt,
      endAt: LOT.endAt,
      gateCode: '100200',
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay CA$108.78' }));
    await waitFor(() => expect(bookings()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book and pay CA$108.78' }));

    await waitFor(() => expect(document.body.textContent).toContain('Reservation 503 is booked'));
    const [lost, again] = bookings();
    expect(again.key).toBe(lost.key);
  });

  it('another card is another attempt with a new key; the confirmation shows the gate code and the lot instructions', async () => {
    await reachReview('4000 0000 0000 0002');
    bookingAnswers.push(networkError, () => ({
      reservationId: 502,
      status: 'Upcoming',
      paymentStatus: 'Payment Success',
      amountMinor: 10878,
      currency: 'CAD',
      startAt: LOT.startAt,
      endAt: LOT.endAt,
      gateCode: '482913',
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay CA$108.78' }));
    await waitFor(() => expect(bookings()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Book and pay CA$108.78' }));

    const done = await screen.findByRole('region', { name: 'Your reservation' });
    expect(done.textContent).toContain('Reservation 502 is booked');
    expect(within(done).getByLabelText('Gate code').textContent).toBe('482913');
    expect(done.textContent).toContain('Ring the bell at gate 2.');
    expect(within(done).getByRole('link', { name: 'Open the reservation' }).getAttribute('href')).toBe('/reservations/502');
    const [declinedTry, paid] = bookings();
    expect(paid.key).not.toBe(declinedTry.key);
    expect((paid.body as CreateBookingBody).payment).toEqual({ method: 'CARD', cardNumber: '4242424242424242' });
  });
});

describe('/reserve "Near": any town of the gazetteer, as on the public page', () => {
  const EDMONTON = { placeId: 5946768, name: 'Edmonton', region: 'AB', country: 'CA', latitude: 53.55014, longitude: -113.46871, population: 712391 };
  const availabilityAsked = () =>
    get.mock.calls.filter(([url]) => url === '/api/availability').map(([, config]) => (config as { params: Record<string, unknown> }).params);

  beforeEach(() => {
    const answer = get.getMockImplementation() as (url: string, config?: { params?: Record<string, unknown> }) => Promise<unknown>;
    get.mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) =>
      url === '/api/public/places'
        ? { data: { content: String(config?.params?.search).toLowerCase().startsWith('edm') ? [EDMONTON] : [] }, status: 200 }
        : answer(url, config),
    );
  });

  it('"Edmonton" is searched around the town, within the radius the public page uses (250 km by default)', async () => {
    renderWithProviders(<Reserve />);
    fireEvent.change(await screen.findByLabelText('Near'), { target: { value: 'Edmonton' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('button', { name: `Reserve at ${LOT.name}` });
    expect(availabilityAsked().at(-1)).toMatchObject({ latitude: 53.55014, longitude: -113.46871, radiusKm: 250 });
  });

  it('a text no town or lot city bears is refused under Near, and nothing is searched', async () => {
    renderWithProviders(<Reserve />);
    fireEvent.change(await screen.findByLabelText('Near'), { target: { value: 'Nowhereville' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByText('Choose a place from the list')).textContent).toBe('Choose a place from the list');
    expect(availabilityAsked()).toEqual([]);
  });
});
