import assert from 'node:assert/strict';
import fs from 'node:fs';
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

/**
 * The @haulstop/shared singletons each a module of the share scope, and the value imports between
 * them (`import type` and `export type` are erased, so they load nothing): a file's own relative
 * imports are followed, an import of another singleton is an edge.
 */
function singletonEdges() {
  const { SHARED_SUBPATHS } = require('./webpack-app.cjs');
  const exportsMap = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).exports;
  const valueImports = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  const resolveFile = (from, spec) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((end) => path.resolve(path.dirname(from), spec) + end)
      .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  const edges = new Map();
  for (const sub of SHARED_SUBPATHS) {
    const entry = path.join(ROOT, 'shared', exportsMap[`./${sub}`]);
    const seen = new Set();
    const reached = new Set();
    const walk = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(valueImports)) {
        if (spec.startsWith('.')) {
          const next = resolveFile(file, spec);
          if (next) walk(next);
        } else if (spec.startsWith('@haulstop/shared/')) {
          const other = spec.slice('@haulstop/shared/'.length);
          if (SHARED_SUBPATHS.includes(other) && other !== sub) reached.add(other);
        }
      }
    };
    walk(entry);
    edges.set(sub, reached);
  }
  return edges;
}

test('no two shared singletons import each other, even through others: loading one would wait on itself and the page never show', () => {
  const edges = singletonEdges();
  const cycles = [];
  const visit = (sub, trail) => {
    if (trail.includes(sub)) {
      cycles.push([...trail.slice(trail.indexOf(sub)), sub].join(' → '));
      return;
    }
    for (const next of edges.get(sub) ?? []) visit(next, [...trail, sub]);
  };
  for (const sub of edges.keys()) visit(sub, []);
  assert.deepEqual([...new Set(cycles)], []);
});
