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

test('react, react-dom, the router and every @haulstop/shared concern are strict singletons in host and remotes alike', () => {
  for (const [app, isRemote] of [
    ['host', false],
    ['remote-reports', true],
  ]) {
    const shared = sharedModules(path.join(ROOT, app), { isRemote });
    for (const name of ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-router-dom', '@haulstop/shared/menu', '@haulstop/shared/ui']) {
      assert.equal(shared[name].singleton, true, `${app} ${name}`);
      assert.equal(shared[name].strictVersion, true, `${app} ${name}`);
      assert.equal(typeof shared[name].requiredVersion, 'string', `${app} ${name}: a range to be strict about`);
    }
  }
});
