// Where the e2e suite's time goes, from Playwright's JSON report (e2e/test-results/results.json):
// the slowest spec files and tests, retries, and the time spent in named steps (signing in).
// Prints figures and asserts nothing. Usage: node scripts/e2e-durations.mjs [results.json] [top N]
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const file = process.argv[2] ?? path.join(ROOT, 'e2e', 'test-results', 'results.json');
const top = Number(process.argv[3] ?? 15);
const report = JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every test of a suite tree, with its spec file. */
function* testsOf(suite, specFile = suite.file) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { file: spec.file ?? specFile, title: spec.title, test };
  for (const child of suite.suites ?? []) yield* testsOf(child, child.file ?? specFile);
}

/** Total duration of the steps (at any depth) whose title starts with a prefix; nested matches count once. */
function stepTime(steps = [], prefix) {
  let total = 0;
  for (const step of steps) total += step.title.startsWith(prefix) ? step.duration : stepTime(step.steps, prefix);
  return total;
}

const perFile = new Map();
const tests = [];
let retried = 0;
for (const suite of report.suites) {
  for (const { file: specFile, title, test } of testsOf(suite)) {
    const duration = test.results.reduce((sum, r) => sum + r.duration, 0);
    const signIn = test.results.reduce((sum, r) => sum + stepTime(r.steps, 'sign in'), 0);
    if (test.results.length > 1) retried += 1;
    tests.push({ file: specFile, title, duration, signIn, runs: test.results.length, status: test.status });
    const entry = perFile.get(specFile) ?? { duration: 0, tests: 0, signIn: 0 };
    entry.duration += duration;
    entry.tests += 1;
    entry.signIn += signIn;
    perFile.set(specFile, entry);
  }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sum = tests.reduce((total, t) => total + t.duration, 0);
const signIn = tests.reduce((total, t) => total + t.signIn, 0);
console.log(
  `${tests.length} tests, ${retried} retried; wall ${s(report.stats.duration)}, sum of test durations ${s(sum)}, mean ${s(sum / tests.length)} per test`,
);
console.log(`signing in (steps titled 'sign in…'): ${s(signIn)} (${((100 * signIn) / sum).toFixed(0)}% of the test time)`);
console.log(`\nslowest spec files:`);
for (const [name, e] of [...perFile].sort((a, b) => b[1].duration - a[1].duration).slice(0, top)) {
  console.log(
    `  ${s(e.duration).padStart(8)}  ${String(e.tests).padStart(3)} tests  ${s(e.duration / e.tests).padStart(7)}/test  sign-in ${s(e.signIn).padStart(7)}  ${name}`,
  );
}
console.log(`\nslowest tests:`);
for (const t of tests.sort((a, b) => b.duration - a.duration).slice(0, top)) {
  console.log(`  ${s(t.duration).padStart(8)}${t.runs > 1 ? ` (${t.runs} runs, ${t.status})` : ''}  ${t.file}: ${t.title}`);
}
