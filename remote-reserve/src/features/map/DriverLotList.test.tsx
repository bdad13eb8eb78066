import { act, screen, waitFor, within } from '@testing-library/react';
import type { PublicLot } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { DriverLotList } from './DriverLotList';
import { directionsUrl } from './near';

// The directions link is made once per card render: counting its calls counts the cards rendered.
jest.mock('./near', () => {
  const actual = jest.requireActual<typeof import('./near')>('./near');
  return { ...actual, directionsUrl: jest.fn(actual.directionsUrl) };
});
const cardRenders = directionsUrl as jest.MockedFunction<typeof directionsUrl>;

/** Sixteen lots, as many as the demo data's /globaldashboard shows. */
const LOTS: PublicLot[] = Array.from({ length: 16 }, (_, i) => ({
  parkingLotId: i + 1,
  name: `Lot ${i + 1}`,
  city: 'Regina',
  region: 'SK',
  country: 'CA',
  latitude: 50.45,
  longitude: -104.6,
  totalSlots: 40,
  availableSlots: 30,
  amenities: ['Shower'],
  address: `${i + 1} Ring Rd`,
  postalCode: null,
  priceFrom: null,
  photoUrl: null,
}));

const cards = () =>
  within(screen.getByRole('list', { name: 'Parking lots' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The paints after the first, each followed by a batch: 8, 12, then all sixteen cards. */
async function showEveryBatch() {
  for (let frame = 0; frame < 3; frame += 1) {
    await act(async () => {
      await jest.runAllTimersAsync();
    });
  }
}

describe('DriverLotList renders what is on the first screen first', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('"render only the cards on screen first": the first render holds the first four cards, in order', () => {
    renderWithProviders(<DriverLotList lots={LOTS} label="Parking lots" onSelect={() => undefined} />);
    expect(cards()).toEqual(['Lot 1', 'Lot 2', 'Lot 3', 'Lot 4']);
  });

  it('"the rest after first paint": four more after each paint, until every card is there, in order, for scrolling, find-in-page and screen readers', async () => {
    renderWithProviders(<DriverLotList lots={LOTS} label="Parking lots" onSelect={() => undefined} />);
    // Four more after each paint: 8, 12, then all sixteen.
    const counts = [cards().length];
    for (let frame = 0; frame < 3; frame += 1) {
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      counts.push(cards().length);
    }
    expect(counts).toEqual([4, 8, 12, 16]);
    expect(cards()).toEqual(LOTS.map((lot) => lot.name));
  });

  it('each batch renders only its new cards, not the ones already shown (16 card renders for 16 lots, not 4 + 8 + 12 + 16)', async () => {
    cardRenders.mockClear();
    renderWithProviders(<DriverLotList lots={LOTS} label="Parking lots" onSelect={() => undefined} />);
    await showEveryBatch();
    expect(cards()).toHaveLength(16);
    expect(cardRenders).toHaveBeenCalledTimes(16);
  });

  it("a lot's new live count renders that card alone, and the selection only the cards it changes", async () => {
    const onSelect = () => undefined;
    const { rerender } = renderWithProviders(<DriverLotList lots={LOTS} label="Parking lots" onSelect={onSelect} />);
    await showEveryBatch();
    cardRenders.mockClear();
    const updated = LOTS.map((lot) => (lot.parkingLotId === 5 ? { ...lot, availableSlots: 29 } : lot));
    rerender(<DriverLotList lots={updated} label="Parking lots" onSelect={onSelect} />);
    expect(cardRenders).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lot 5' }).closest('li')?.textContent).toContain('29');
    cardRenders.mockClear();
    rerender(<DriverLotList lots={updated} label="Parking lots" selectedLotId={7} onSelect={onSelect} />);
    expect(cardRenders).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lot 7' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('only the first mount is staged: a longer list afterwards (a search cleared) renders at once', async () => {
    const { rerender } = renderWithProviders(<DriverLotList lots={LOTS} label="Parking lots" onSelect={() => undefined} />);
    await waitFor(() => expect(cards()).toHaveLength(16));
    rerender(<DriverLotList lots={LOTS.slice(0, 2)} label="Parking lots" onSelect={() => undefined} />);
    rerender(<DriverLotList lots={LOTS} label="Parking lots" onSelect={() => undefined} />);
    expect(cards()).toHaveLength(16);
  });
});

describe('DriverLotList shows the distance the server measured', () => {
  it('"N km away" on a lot answered with its distance from the driver, nothing on one answered without', () => {
    renderWithProviders(<DriverLotList lots={[{ ...LOTS[0], distanceKm: 12.6 }, LOTS[1]]} label="Parking lots" onSelect={() => undefined} />);
    const [near, far] = within(screen.getByRole('list', { name: 'Parking lots' })).getAllByRole('listitem');
    expect(near.textContent).toContain('13 km away');
    expect(far.textContent).not.toContain('km away');
  });
});
