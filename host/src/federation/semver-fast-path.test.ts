import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime decides a plain version against a caret range (every shared module's
 * requiredVersion in the console) by comparing numbers, not through its regular expressions
 * (patches/@module-federation__runtime-core@2.9.2.patch). Both must give the same answers.
 * The general path is reached with the same range written with a leading space, which it trims.
 */
describe("the federation runtime's check of a shared module's version", () => {
  const versions = [
    '0.0.0',
    '0.0.3',
    '0.0.4',
    '0.1.0',
    '0.2.2',
    '0.2.3',
    '0.2.9',
    '0.3.0',
    '1.0.0',
    '1.1.0',
    '1.2.2',
    '1.2.3',
    '1.2.10',
    '1.3.0',
    '1.10.0',
    '2.0.0',
    '19.3.1',
    '19.4.0',
    '20.0.0',
  ];
  const ranges = ['^0.0.3', '^0.2.3', '^1.0.0', '^1.1.0', '^1.2.3', '^19.3.1', '^0.0.0'];

  it('answers every caret range of a plain version as the general path does', () => {
    for (const range of ranges)
      for (const version of versions) expect([range, version, satisfy(version, range)]).toEqual([range, version, satisfy(version, ` ${range}`)]);
  });

  it('accepts the same major from the version asked up, and nothing across a major (a minor or a patch below 1.0.0)', () => {
    expect(['1.2.3', '1.2.10', '1.10.0'].map((v) => satisfy(v, '^1.2.3'))).toEqual([true, true, true]);
    expect(['1.2.2', '2.0.0', '0.2.3'].map((v) => satisfy(v, '^1.2.3'))).toEqual([false, false, false]);
    expect(['0.2.3', '0.2.9', '0.3.0', '1.2.3'].map((v) => satisfy(v, '^0.2.3'))).toEqual([true, true, false, false]);
    expect(['0.0.3', '0.0.4'].map((v) => satisfy(v, '^0.0.3'))).toEqual([true, false]);
  });

  it('leaves other ranges and versions to the general path', () => {
    expect(satisfy('1.2.3-beta.1', '^1.2.3')).toBe(satisfy('1.2.3-beta.1', ' ^1.2.3'));
    expect(satisfy('1.4.0', '>=1.2.0 <2.0.0')).toBe(true);
    expect(satisfy('1.4.0', '~1.2.0')).toBe(false);
    expect(satisfy('', '^1.0.0')).toBe(false);
  });

  it('is the patched runtime (an upgrade that drops the patch fails here)', () => {
    expect(String(satisfy)).toContain('satisfyPlainCaret');
  });
});
