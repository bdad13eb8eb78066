import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { remoteFederation, remotePage } = require('./remote-pages.cjs');
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

test("a remote's exposes are the modules of the pages it declares", () => {
  const federation = remoteFederation({ name: 'reports', appDir: path.join(ROOT, 'remote-reports') });
  const declared = require(path.join(ROOT, 'remote-reports', 'pages.manifest.cjs')).pages;
  assert.deepEqual(
    Object.entries(federation.exposes),
    declared.map((page) => [page.module, page.file]),
  );
});

test('its build writes version, requires and pages (without source files) under metaData.haulstop', () => {
  process.env.HAULSTOP_REMOTE_VERSION = '1.0.0-7';
  try {
    const federation = remoteFederation({ name: 'finance', appDir: path.join(ROOT, 'remote-finance') });
    const stats = federation.manifest.additionalData({ stats: { metaData: { name: 'finance' } } });
    const { haulstop } = stats.metaData;
    assert.equal(stats.metaData.name, 'finance');
    assert.equal(haulstop.version, '1.0.0-7');
    assert.deepEqual(Object.keys(haulstop.requires).sort(), ['@haulstop/shared', 'host']);
    const invoices = haulstop.pages.find((page) => page.route === '/invoiceDashboard');
    assert.deepEqual(invoices.access, { resource: '/invoiceDashboard', action: 'view' });
    assert.equal(invoices.menu.labelKey, 'menu.invoices');
    assert.deepEqual(Object.keys(invoices.menu.labels).sort(), ['en', 'es', 'fr']);
    assert.ok(haulstop.pages.every((page) => !('file' in page) && typeof page.public === 'boolean'));
  } finally {
    delete process.env.HAULSTOP_REMOTE_VERSION;
  }
});

test('a deploy e2e test builds a remote from a fixture pages file (HAULSTOP_REMOTE_PAGES_FILE) without editing its sources', () => {
  process.env.HAULSTOP_REMOTE_PAGES_FILE = path.join(ROOT, 'e2e', 'fixtures', 'remote-deploy', 'reports-with-a-page-more.cjs');
  try {
    const federation = remoteFederation({ name: 'reports', appDir: path.join(ROOT, 'remote-reports') });
    assert.ok(federation.exposes['./DeployedReport']);
    const { haulstop } = federation.manifest.additionalData({ stats: { metaData: {} } }).metaData;
    assert.deepEqual(haulstop.pages.find((page) => page.route === '/deployedReport').menu.labels, {
      en: 'Deployed Report',
      fr: 'Rapport déployé',
      es: 'Informe desplegado',
    });
  } finally {
    delete process.env.HAULSTOP_REMOTE_PAGES_FILE;
  }
  assert.equal(remoteFederation({ name: 'reports', appDir: path.join(ROOT, 'remote-reports') }).exposes['./DeployedReport'], undefined);
});

test("a declared page's module is its page file, and its access is viewing its route without the route's parameters", () => {
  assert.deepEqual(remotePage('/reservations/:reservationId', 'ReservationDetails'), {
    route: '/reservations/:reservationId',
    module: './ReservationDetails',
    file: './src/pages/ReservationDetails.tsx',
    access: { resource: '/reservations', action: 'view' },
    public: false,
    menu: null,
  });
  const menu = { group: 'reports', order: 304, labelKey: 'menu.revenue', labels: { en: 'Revenue', fr: 'Revenus', es: 'Ingresos' }, iconClass: 'revenue' };
  assert.deepEqual(remotePage('/revenue', 'Revenue', { menu }), {
    route: '/revenue',
    module: './Revenue',
    file: './src/pages/Revenue.tsx',
    access: { resource: '/revenue', action: 'view' },
    public: false,
    menu,
  });
  assert.equal(remotePage('/trip/:token', 'Trip', { public: true }).public, true);
  assert.deepEqual(remotePage('/trip/:token', 'Trip', { public: true }).access, { resource: '/trip', action: 'view' });
});
