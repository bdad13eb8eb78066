import * as reactI18next from 'react-i18next';
import * as reactRouterDom from 'react-router-dom';
import * as thinI18next from '../../../shared/src/react-i18next';
import * as thinRouter from '../../../shared/src/router';
import { appSources, importLists } from '@haulstop/shared/testing';

/**
 * Every app imports 'react-router-dom' and 'react-i18next', and the build serves them from the thin
 * modules of shared/src/router and shared/src/react-i18next (scripts/webpack-app.cjs): a name the
 * code imports that a thin module does not export would be `undefined` in the browser. This reads
 * every app's sources and checks.
 */
const sources = appSources().map(({ source }) => source);
const usedFrom = (pkg: RegExp) => new Set(sources.flatMap((source) => importLists(source, pkg).flat()));

describe('the thin react-router serves every name the apps import', () => {
  const used = usedFrom(/react-router(?:-dom)?/);

  it('finds the imports it checks (the scan itself works)', () => {
    expect([...used]).toEqual(expect.arrayContaining(['createBrowserRouter', 'useLocation', 'Link']));
  });

  it('each runtime name imported from react-router-dom is exported by shared/src/router', () => {
    // A name react-router-dom lacks at runtime is a type imported without `type`: erased, fine.
    const runtime = [...used].filter((name) => name in reactRouterDom);
    const missing = runtime.filter((name) => !(name in thinRouter));
    expect(missing).toEqual([]);
  });

  it('RouterProvider is the DOM one (flushSync-aware), as react-router-dom exports it', () => {
    expect(thinRouter.RouterProvider).toBe(reactRouterDom.RouterProvider);
  });
});

describe('the thin react-i18next serves every name the apps import', () => {
  const used = usedFrom(/react-i18next/);

  it('finds the imports it checks (the scan itself works)', () => {
    expect([...used]).toEqual(expect.arrayContaining(['useTranslation', 'initReactI18next']));
  });

  it('each runtime name imported from react-i18next is exported by shared/src/react-i18next', () => {
    const runtime = [...used].filter((name) => name in reactI18next);
    const missing = runtime.filter((name) => !(name in thinI18next));
    expect(missing).toEqual([]);
  });
});
