import path from 'node:path';
import { heavyPackages, staticImportGraph } from '@haulstop/shared/testing';

/**
 * The login page loads only what it draws. Everything bootstrap.tsx reaches by static
 * imports arrives before the first screen; the design system (Chakra and emotion, ~55 KB gz and most
 * of the start's main-thread work) and the query layer must come only through an import() (the
 * guarded area, the sign-up and invitation pages). This walks the host's static import graph.
 */
const SRC = path.resolve(__dirname, '..');

describe('the first load (login page) carries no design system', () => {
  const { packages, files } = staticImportGraph(path.join(SRC, 'bootstrap.tsx'));
  const rel = (f: string) => path.relative(SRC, f);

  it('walks the graph it checks (the login page and the routes are in it)', () => {
    expect([...files].map(rel)).toEqual(expect.arrayContaining(['app/routes.tsx', 'pages/LoginPage.tsx', 'features/auth/LoginForm.tsx']));
    expect(packages).toContain('react-router-dom');
  });

  it('no Chakra, emotion, @haulstop/shared/ui* nor the query layer before an import()', () => {
    expect(heavyPackages(packages)).toEqual([]);
  });

  it('nor the API client and the toasts (axios, react-toastify): they load when the person signs in', () => {
    expect([...packages].filter((p) => /^(axios|react-toastify)(\/|$)|^@haulstop\/shared\/auth$/.test(p))).toEqual([]);
  });

  it('the console itself (shell, remote pages) is not in it either', () => {
    expect([...files].map(rel)).not.toEqual(expect.arrayContaining(['app/guarded-area.tsx']));
    expect([...files].map(rel).filter((f) => f.startsWith('features/header') || f.startsWith('features/drawer'))).toEqual([]);
  });
});

describe("a visitor's public page (/globaldashboard) comes without the console", () => {
  const { packages, files } = staticImportGraph(path.join(SRC, 'app', 'public-remote-page.tsx'));
  const rel = (f: string) => path.relative(SRC, f);

  it('walks the graph it checks (the guard, the retry frame)', () => {
    expect([...files].map(rel)).toEqual(expect.arrayContaining(['features/guard/RouteGuard.tsx', 'features/remotes/RemotePageFrame.tsx']));
  });

  it('brings the query layer the page reads through, and no Chakra, emotion or @haulstop/shared/ui*', () => {
    expect(packages).toContain('@haulstop/shared/query');
    expect(heavyPackages(packages, { query: false })).toEqual([]);
  });

  it('nor the console: shell, header, drawer, layout frame', () => {
    const console = [...files].map(rel).filter((f) => /^app\/(guarded-area|GuardedShell|Shell)\.tsx$|^features\/(header|drawer)\/|LayoutFrame/.test(f));
    expect(console).toEqual([]);
  });
});

describe("a visitor's public page loads no API client (the driver's /globaldashboard)", () => {
  // Through the shared singletons it reaches (the query layer, the session, the errors and toasts).
  const { packages, files } = staticImportGraph(path.join(SRC, 'app', 'public-remote-page.tsx'), { throughShared: true });

  it('walks into shared (the query layer and the errors it reads)', () => {
    expect([...files].map((f) => path.relative(path.resolve(SRC, '..', '..', 'shared'), f))).toEqual(
      expect.arrayContaining(['src/query/index.ts', 'src/query/useApiMutation.ts', 'src/feedback/errors.ts']),
    );
  });

  it('no axios and no @haulstop/shared/auth: the query layer reads errors and toasts from @haulstop/shared/feedback', () => {
    expect([...packages].filter((p) => /^axios(\/|$)|^@haulstop\/shared\/auth$/.test(p))).toEqual([]);
  });

  it('no react-toastify: notify loads it at the first toast (shared/src/feedback/notify.ts)', () => {
    expect([...files].map((f) => path.relative(path.resolve(SRC, '..', '..', 'shared'), f))).toContain('src/feedback/notify.ts');
    expect([...packages].filter((p) => /^react-toastify(\/|$)/.test(p))).toEqual([]);
  });
});

describe('the first load carries no copy of the English texts', () => {
  // Every visit fetches language.json; the copy built into the code is the fallback for when that
  // file fails, loaded only then (shared/src/i18n/i18n.ts, addBundledEnglish): ~9 KB compressed.
  const texts = (entry: string) =>
    [...staticImportGraph(entry, { throughShared: true }).files].filter((f) => f.endsWith('.json')).map((f) => path.relative(path.resolve(SRC, '..', '..'), f));

  it("neither the login page nor a visitor's public page imports a locale file", () => {
    expect(texts(path.join(SRC, 'bootstrap.tsx'))).toEqual([]);
    expect(texts(path.join(SRC, 'app', 'public-remote-page.tsx'))).toEqual([]);
  });

  it('the walk does see JSON imports (the i18n test imports common.json statically)', () => {
    const i18nTest = path.resolve(SRC, '..', '..', 'shared', 'src', 'i18n', 'i18n.test.ts');
    expect(texts(i18nTest)).toContain('shared/locales/en/common.json');
  });
});
