import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareVersions, satisfies } from './semver-range.mjs';

test('caret, tilde, at-least, exact and any ranges', () => {
  assert.equal(satisfies('1.1.0', '^1.1.0'), true);
  assert.equal(satisfies('1.4.2', '^1.1.0'), true);
  assert.equal(satisfies('1.0.9', '^1.1.0'), false);
  assert.equal(satisfies('2.0.0', '^1.1.0'), false);
  assert.equal(satisfies('0.3.1', '^0.3.0'), true);
  assert.equal(satisfies('0.4.0', '^0.3.0'), false);
  assert.equal(satisfies('1.1.9', '~1.1.0'), true);
  assert.equal(satisfies('1.2.0', '~1.1.0'), false);
  assert.equal(satisfies('3.0.0', '>=1.1.0'), true);
  assert.equal(satisfies('1.1.0', '1.1.0'), true);
  assert.equal(satisfies('1.1.1', '1.1.0'), false);
  assert.equal(satisfies('9.9.9', '*'), true);
  assert.equal(satisfies('2.1.0', '^1.0.0 || ^2.0.0'), true);
  assert.equal(satisfies('1.5.0', '>=1.2.0 ~1.5.0'), true);
});

test('a pre-release is below its release', () => {
  assert.equal(compareVersions('1.0.0-1700000000000', '1.0.0'), -1);
  assert.equal(compareVersions('1.0.1', '1.0.0-5'), 1);
});
