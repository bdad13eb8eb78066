import { IncompatibleRemoteError, incompatibilityOf, meets } from './compatibility';

const running = { host: '1.1.0', shared: '1.1.0' };

describe('a remote runs only with the host and @haulstop/shared its manifest requires', () => {
  it('reads the ranges a manifest may declare, as the deploy does', () => {
    expect(meets('1.1.0', '^1.0.0')).toBe(true);
    expect(meets('1.1.0', '^1.2.0')).toBe(false);
    expect(meets('2.0.0', '^1.1.0')).toBe(false);
    expect(meets('1.1.5', '~1.1.0')).toBe(true);
    expect(meets('1.2.0', '~1.1.0')).toBe(false);
    expect(meets('1.1.0', '>=1.0.0')).toBe(true);
    expect(meets('1.1.0', '^9.0.0 || ^1.0.0')).toBe(true);
    expect(meets('1.1.0', '*')).toBe(true);
    expect(meets('1.1.0', 'not-a-range')).toBe(false);
  });

  it('a remote within both ranges is compatible', () => {
    expect(incompatibilityOf({ '@haulstop/shared': '^1.1.0', host: '^1.0.0' }, running)).toBeNull();
  });

  it('names the part, the range needed and the version running when one is unmet', () => {
    expect(incompatibilityOf({ '@haulstop/shared': '^9.0.0', host: '^1.0.0' }, running)).toEqual({
      part: '@haulstop/shared',
      range: '^9.0.0',
      running: '1.1.0',
    });
    expect(incompatibilityOf({ '@haulstop/shared': '^1.0.0', host: '^2.0.0' }, running)).toEqual({ part: 'host', range: '^2.0.0', running: '1.1.0' });
  });

  it('a version the build did not write is not checked', () => {
    expect(incompatibilityOf({ '@haulstop/shared': '^9.0.0', host: '^9.0.0' }, { host: '', shared: '' })).toBeNull();
  });

  it('the error thrown instead of loading names both versions', () => {
    const error = new IncompatibleRemoteError('reports', '1.0.0-7', { part: '@haulstop/shared', range: '^9.0.0', running: '1.1.0' });
    expect(error.name).toBe('IncompatibleRemoteError');
    expect(error.message).toContain('^9.0.0');
    expect(error.message).toContain('1.1.0');
  });
});
