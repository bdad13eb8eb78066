import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { remoteFederation } = require('./remote-pages.cjs');
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
