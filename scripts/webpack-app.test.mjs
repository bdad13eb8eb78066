import assert from 'node:assert/strict';
import path from 'node:path';
import Module, { createRequire } from 'node:module';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..');
// webpack-app.cjs finds the webpack plugins the way the apps' webpack (a pnpm bin) does: through
// pnpm's hoisted folder on NODE_PATH.
process.env.NODE_PATH = path.join(ROOT, 'node_modules', '.pnpm', 'node_modules');
Module._initPaths();
const require = createRequire(import.meta.url);
const { sharedModules } = require('./webpack-app.cjs');
const DESIGN_SYSTEM = ['@haulstop/shared/ui', '@haulstop/shared/ui/core', '@haulstop/shared/ui/display'];

test('the design system is one Chakra: the host builds all three parts, remotes bring no copy of any', () => {
  const host = sharedModules(path.join(ROOT, 'host'));
  const remote = sharedModules(path.join(ROOT, 'remote-admin'), { isRemote: true });
  for (const name of DESIGN_SYSTEM) {
    assert.equal(host[name].singleton, true, name);
    assert.notEqual(host[name].import, false, `${name}: the host provides it`);
    assert.equal(remote[name].import, false, `${name}: a remote would otherwise offer its own Chakra`);
  }
});

test('@haulstop/shared/api is not shared: it holds no state, so each app bundles only the endpoints it uses', () => {
  assert.equal(sharedModules(path.join(ROOT, 'host'))['@haulstop/shared/api'], undefined);
  assert.equal(sharedModules(path.join(ROOT, 'host'))['@haulstop/shared/query'].singleton, true);
});
