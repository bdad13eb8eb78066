import path from 'node:path';
import { heavyPackages, staticImportGraph } from '@haulstop/shared/testing';

/**
 * The driver's /trip/:token is a public phone page: what it reaches by static imports brings no
 * Chakra, emotion nor @haulstop/shared/ui* (the design system would load with them), and no API
 * client until the trip is asked for (shared/src/api/trips.ts imports it then).
 */
const SRC = path.resolve(__dirname, '..');
const SHARED_SRC = path.resolve(SRC, '..', '..', 'shared', 'src');

describe('the public /trip/:token carries no design system', () => {
  const page = staticImportGraph(path.join(SRC, 'pages', 'Trip.tsx'));
  const trips = staticImportGraph(path.join(SHARED_SRC, 'api', 'trips.ts'), { throughShared: true });

  it('walks the page and its trip feature', () => {
    expect([...page.files].map((f) => path.relative(SRC, f))).toEqual(expect.arrayContaining(['features/trip/trip-view.ts', 'features/trip/trip-css.ts']));
  });

  it('no Chakra, emotion or @haulstop/shared/ui*, and no axios nor @haulstop/shared/auth statically', () => {
    expect(heavyPackages(page.packages, { query: false })).toEqual([]);
    expect(heavyPackages(trips.packages, { query: false })).toEqual([]);
    const client = (packages: Set<string>) => [...packages].filter((p) => /^axios(\/|$)|^@haulstop\/shared\/auth$/.test(p));
    expect(client(page.packages)).toEqual([]);
    expect(client(trips.packages)).toEqual([]);
  });
});
