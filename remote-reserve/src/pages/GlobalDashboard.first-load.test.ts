import path from 'node:path';
import { heavyPackages, staticImportGraph } from '@haulstop/shared/testing';

/**
 * A visitor's /globaldashboard comes without the console (host/src/app/first-load.test.ts)
 * and the page itself draws plain elements, as the login page does: what it reaches by static
 * imports, and the Google map it loads when a map key is configured, bring no Chakra, emotion nor
 * @haulstop/shared/ui* (the host's design-system singletons, which would load Chakra with them).
 */
const SRC = path.resolve(__dirname, '..');
const rel = (f: string) => path.relative(SRC, f);

describe('the public /globaldashboard carries no design system', () => {
  const page = staticImportGraph(path.join(SRC, 'pages', 'GlobalDashboard.tsx'));
  const google = staticImportGraph(path.join(SRC, 'features', 'map', 'GoogleLotMap.tsx'));

  it('walks the graph it checks (the list, the map, its legend, the tags)', () => {
    expect([...page.files].map(rel)).toEqual(
      expect.arrayContaining([
        'features/map/DriverLotList.tsx',
        'features/map/LotMap.tsx',
        'features/map/OfflineLotMap.tsx',
        'features/map/MapLegend.tsx',
        'features/map/AmenityTags.tsx',
      ]),
    );
    expect(page.packages).toContain('@haulstop/shared/api');
  });

  it('no Chakra, emotion or @haulstop/shared/ui* in the page or its Google map', () => {
    expect(heavyPackages(page.packages, { query: false })).toEqual([]);
    expect(heavyPackages(google.packages, { query: false })).toEqual([]);
  });
});

describe("the driver's page loads no API client until the driver searches", () => {
  // The page and the shared modules it reaches, with the public lots' queries and live counts as the
  // page uses them (the @haulstop/shared/api barrel is walked by the file: webpack keeps only what is used).
  const SHARED_SRC = path.resolve(SRC, '..', '..', 'shared', 'src');
  const page = staticImportGraph(path.join(SRC, 'pages', 'GlobalDashboard.tsx'));
  const publicLots = staticImportGraph(path.join(SHARED_SRC, 'api', 'live-availability.ts'), { throughShared: true });

  it('takes the public lots from live-availability, the file walked here', () => {
    const { publicLotSearchOptions, usePublicLotSearch, useLiveAvailability } =
      jest.requireActual<typeof import('@haulstop/shared/api')>('@haulstop/shared/api');
    const own = jest.requireActual<Record<string, unknown>>(path.join(SHARED_SRC, 'api', 'live-availability.ts'));
    expect([own.publicLotSearchOptions, own.usePublicLotSearch, own.useLiveAvailability]).toEqual([
      publicLotSearchOptions,
      usePublicLotSearch,
      useLiveAvailability,
    ]);
    expect([...publicLots.files].map((f) => path.relative(SHARED_SRC, f))).toEqual(
      expect.arrayContaining(['api/lot-keys.ts', 'query/index.ts', 'feedback/errors.ts']),
    );
  });

  it('no axios and no @haulstop/shared/auth statically: errors come from @haulstop/shared/feedback, the client is imported on a search', () => {
    const client = (packages: Set<string>) => [...packages].filter((p) => /^axios(\/|$)|^@haulstop\/shared\/auth$/.test(p));
    expect(client(page.packages)).toEqual([]);
    expect(client(publicLots.packages)).toEqual([]);
  });
});
