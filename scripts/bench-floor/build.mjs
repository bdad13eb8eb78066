// Builds the floor page (floor.js): one production bundle of react and react-dom, with the same
// webpack as the console, into scripts/bench-floor/dist (index.html + one script).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// webpack, react and react-dom as the host has them (the same versions the console ships).
const hostRequire = createRequire(path.join(here, '..', '..', 'host', 'package.json'));
const webpack = hostRequire('webpack');

/** Builds dist/ and answers its folder. */
export async function buildFloor() {
  const dist = path.join(here, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  const compiler = webpack({
    mode: 'production',
    context: here,
    entry: './floor.js',
    output: { path: dist, filename: 'floor.[contenthash:8].js', publicPath: '/' },
    resolve: {
      alias: { react: path.dirname(hostRequire.resolve('react/package.json')), 'react-dom': path.dirname(hostRequire.resolve('react-dom/package.json')) },
    },
    performance: { hints: false },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const script = Object.keys(stats.compilation.assets).find((name) => name.endsWith('.js'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Haulstop floor</title>` +
      `<script defer src="/${script}"></script></head>\n<body><div id="root"></div></body>\n</html>\n`,
  );
  return dist;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`floor built in ${await buildFloor()}`);
