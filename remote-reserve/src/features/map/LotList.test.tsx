import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { SAMPLE_LOTS } from '../../test/lots';
import { LotList } from './LotList';
import { cheapestPrice } from './price';

// The from-price is worked out once per item render: counting its calls counts the items rendered.
jest.mock('./price', () => {
  const actual = jest.requireActual<typeof import('./price')>('./price');
  return { ...actual, cheapestPrice: jest.fn(actual.cheapestPrice) };
});
const itemRenders = cheapestPrice as jest.MockedFunction<typeof cheapestPrice>;

/** Thirteen lots, as many as the demo owner's /mapDashboard lists. */
const LOTS = Array.from({ length: 13 }, (_, i) => ({ ...SAMPLE_LOTS[i % SAMPLE_LOTS.length], parkingLotId: i + 1, name: `Lot ${i + 1}` }));

const items = () =>
  within(screen.getByRole('list', { name: 'Parking lots' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

async function nextPaint() {
  await act(async () => {
    await jest.runAllTimersAsync();
  });
}

describe('LotList renders what is on the first screen first', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('the first render holds the first six lots, then six more after each paint until every lot is listed, in order', async () => {
    renderWithProviders(<LotList lots={LOTS} onSelect={() => undefined} />);
    const counts = [items().length];
    for (let frame = 0; frame < 2; frame += 1) {
      await nextPaint();
      counts.push(items().length);
    }
    expect(counts).toEqual([6, 12, 13]);
    expect(items()).toEqual(LOTS.map((lot) => lot.name));
  });

  it('each batch renders only its new items (13 item renders for 13 lots), and a selection only the items it changes', async () => {
    itemRenders.mockClear();
    const onSelect = () => undefined;
    const { rerender } = renderWithProviders(<LotList lots={LOTS} onSelect={onSelect} />);
    await nextPaint();
    await nextPaint();
    expect(items()).toHaveLength(13);
    expect(itemRenders).toHaveBeenCalledTimes(13);
    itemRenders.mockClear();
    rerender(<LotList lots={LOTS} selectedLotId={9} onSelect={onSelect} />);
    expect(itemRenders).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lot 9' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a short list renders whole at once', () => {
    renderWithProviders(<LotList lots={SAMPLE_LOTS} onSelect={() => undefined} />);
    expect(items()).toEqual(SAMPLE_LOTS.map((lot) => lot.name));
  });
});
