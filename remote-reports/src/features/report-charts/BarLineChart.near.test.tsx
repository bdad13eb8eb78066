import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { BarLineChart } from './BarLineChart';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const drawn: unknown[] = [];
let mockLibraryLoaded = false;
jest.mock('./uplot-loader', () => {
  mockLibraryLoaded = true;
  class FakePlot {
    static pxRatio = 1;
    static paths = { bars: () => undefined };
    constructor(_options: unknown, data: unknown) {
      drawn.push(data);
    }
    setSize() {}
    destroy() {}
  }
  return { uPlot: FakePlot };
});

type Watch = { callback: IntersectionObserverCallback; elements: Element[]; rootMargin?: string };
const watches: Watch[] = [];

class FakeIntersectionObserver {
  private readonly watch: Watch;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watch = { callback, elements: [], rootMargin: options?.rootMargin };
    watches.push(this.watch);
  }
  observe(element: Element) {
    this.watch.elements.push(element);
  }
  disconnect() {
    this.watch.elements = [];
  }
}

/** The observer tells every watched element it has come into (or near) the viewport. */
function scrollNear() {
  for (const watch of watches) {
    const entries = watch.elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    if (entries.length) watch.callback(entries, watch as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  drawn.length = 0;
  watches.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const chart = (
  <BarLineChart
    title="Bookings per day"
    labels={['Dec 1', 'Dec 2']}
    series={[{ label: 'Bookings', values: [3, 5], kind: 'bars', color: '#2C7EF4' }]}
    alternative={<p>3, 5</p>}
  />
);

describe('a chart below the fold', () => {
  it('is not drawn until it comes near the viewport (its library is fetched meanwhile), then drawn once with its figures', async () => {
    renderWithProviders(chart);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The library is fetched once the page is idle, so a scroll to the chart never waits on it.
    expect(mockLibraryLoaded).toBe(true);
    expect(drawn).toEqual([]);
    expect(watches.some((watch) => watch.elements.length === 1 && watch.rootMargin === '200px 0px')).toBe(true);

    await act(async () => scrollNear());
    await waitFor(() =>
      expect(drawn).toEqual([
        [
          [0, 1],
          [3, 5],
        ],
      ]),
    );
  });

  it('is drawn at once where the browser cannot tell what is in view', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderWithProviders(chart);
    await waitFor(() =>
      expect(drawn).toEqual([
        [
          [0, 1],
          [3, 5],
        ],
      ]),
    );
  });
});
