import path from 'node:path';
import { staticImportGraph } from '@haulstop/shared/testing';

/**
 * /reserve's first view is its heading, the counts, the steps and the search form: the results'
 * map and list and the booking's steps come in a chunk of their own (pages/reserve-after-search.ts),
 * loaded when the person starts on the form, so the page's own chunk evaluates only what it draws.
 */
const SRC = path.resolve(__dirname, '..');
const rel = (f: string) => path.relative(SRC, f);

describe("/reserve's first view", () => {
  const page = [...staticImportGraph(path.join(SRC, 'pages', 'Reserve.tsx')).files].map(rel);

  it('reaches the search form and the counts by static imports', () => {
    expect(page).toEqual(expect.arrayContaining(['features/reserve/SearchForm.tsx', 'features/dashboard-counts/DashboardCounts.tsx']));
  });

  it('does not reach the results nor the booking steps', () => {
    const later = [
      'pages/reserve-after-search.ts',
      'features/map/LotMap.tsx',
      'features/map/OfflineLotMap.tsx',
      'features/reserve/AvailabilityList.tsx',
      'features/reserve/EntriesStep.tsx',
      'features/reserve/PaymentStep.tsx',
      'features/reserve/ReviewStep.tsx',
      'features/reserve/Confirmation.tsx',
    ];
    expect(page.filter((file) => later.includes(file))).toEqual([]);
  });
});
