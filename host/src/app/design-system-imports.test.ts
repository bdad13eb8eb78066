import * as display from '../../../shared/src/ui/display';
import { appSources, importLists, staticImportGraph } from '@haulstop/shared/testing';
import path from 'node:path';

/**
 * The design system is three federation singletons, each loaded whole the first time a page
 * imports it: ui/core, ui/display (tables, tags, stats, formatting) and ui, which adds the overlays
 * and the form kit on react-hook-form and the rules (~45 KB compressed, a quarter of a second of a
 * phone's network before a list can paint). So a module imports the lightest one that has every
 * name it uses, and a page that only shows opens without the form kit.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const imports = appSources()
  // Tests and their helpers are not bundled.
  .filter(({ file }) => !/\.test\.tsx?$/.test(file) && !file.startsWith('shared/src/testing/'))
  .flatMap(({ file, source }) => importLists(source, /@haulstop\/shared\/ui/).map((names) => ({ file, names })));

describe('modules import the lightest design-system singleton that has what they use', () => {
  it('finds the imports it checks (the scan itself works)', () => {
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.flatMap(({ names }) => names)).toEqual(expect.arrayContaining(['FormField', 'useValidatedForm']));
  });

  it('imports @haulstop/shared/ui only for a name ui/display lacks (an overlay, the form kit)', () => {
    const lighterWouldDo = imports.filter(({ names }) => names.every((name) => name in display)).map(({ file }) => file);
    expect(lighterWouldDo).toEqual([]);
  });
});

describe('the pages people land on signed in open without the form kit', () => {
  const reached = (page: string, pattern: RegExp) => {
    const { packages } = staticImportGraph(path.join(ROOT, page));
    expect(packages).toContain('@haulstop/shared/ui/display');
    return [...packages].filter((name) => pattern.test(name));
  };

  it.each([
    ['/mapDashboard', 'remote-reserve/src/pages/MapDashboard.tsx'],
    ['/dashboard', 'remote-reports/src/pages/CompanyDashboard.tsx'],
    ['/reservations', 'remote-reports/src/pages/Reservations.tsx'],
    ['/invoiceDashboard', 'remote-finance/src/pages/InvoiceDashboard.tsx'],
    ['/consolidatedInvoice', 'remote-finance/src/pages/ConsolidatedInvoice.tsx'],
  ])('%s reaches neither @haulstop/shared/ui, the rules nor react-hook-form by static imports', (_, page) => {
    expect(reached(page, /^(@haulstop\/shared\/(ui|rules)|react-hook-form)$/)).toEqual([]);
  });

  it('/reserve reaches neither @haulstop/shared/ui nor react-hook-form (its search is checked by the rules)', () => {
    expect(reached('remote-reserve/src/pages/Reserve.tsx', /^(@haulstop\/shared\/ui|react-hook-form)$/)).toEqual([]);
  });
});
