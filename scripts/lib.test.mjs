import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildInputsHash, needsBuild } from './lib.mjs';

const app = { name: 'reserve', dir: 'remote-reserve' };

/** A throwaway workspace: one built remote, shared/, the webpack setup and the lockfile. */
function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-build-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('remote-reserve/src/pages/MapDashboard.tsx', 'export default 1;');
  write('remote-reserve/dist/remoteEntry.js', 'built');
  write('shared/src/ui/core.ts', 'export const a = 1;');
  write('scripts/webpack-app.cjs', 'module.exports = {};');
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
  const built = () => fs.writeFileSync(path.join(root, 'remote-reserve/dist/.build-inputs'), `${buildInputsHash(app, root)}\n`);
  return { root, write, built, dispose: () => fs.rmSync(root, { recursive: true, force: true }) };
}

test('an app is rebuilt when a shared source changes, even if its modification time went back (content, not mtime)', (t) => {
  const w = workspace();
  t.after(w.dispose);
  w.built();
  assert.equal(needsBuild(app, w.root), false);
  const file = path.join(w.root, 'shared/src/ui/core.ts');
  const { mtime } = fs.statSync(file);
  w.write('shared/src/ui/core.ts', 'export const a = 2;');
  fs.utimesSync(file, mtime, mtime);
  assert.equal(needsBuild(app, w.root), true);
});

test('the lockfile and the webpack setup are inputs of every app', (t) => {
  const w = workspace();
  t.after(w.dispose);
  w.built();
  w.write('pnpm-lock.yaml', 'lockfileVersion: 9\n# another');
  assert.equal(needsBuild(app, w.root), true);
  w.built();
  w.write('scripts/webpack-app.cjs', 'module.exports = { changed: true };');
  assert.equal(needsBuild(app, w.root), true);
});

test('touching a file without changing it, or writing build output, needs no build', (t) => {
  const w = workspace();
  t.after(w.dispose);
  w.built();
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(w.root, 'remote-reserve/src/pages/MapDashboard.tsx'), later, later);
  w.write('remote-reserve/dist/extra.js', 'output');
  w.write('shared/node_modules/x/index.js', 'a dependency');
  assert.equal(needsBuild(app, w.root), false);
});

test('a dist without the record of its inputs (built by hand, or an older build script) is rebuilt', (t) => {
  const w = workspace();
  t.after(w.dispose);
  assert.equal(needsBuild(app, w.root), true);
});
