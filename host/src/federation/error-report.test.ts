import { reportConsoleError, versionsLine } from './error-report';
import { setRemotesInUse } from './remotes-in-use';

const remote = (version: string) => ({ manifest: `http://h/remotes/x/${version}/mf-manifest.json`, entry: 'http://h/x/remoteEntry.js', version, pages: [] });

describe('every error report names the versions this tab runs', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    setRemotesInUse({});
  });

  it('host, @haulstop/shared, then each remote at the version in use; one not loaded says so', () => {
    setRemotesInUse({
      reports: remote('1.0.0-17'),
      finance: { ...remote('2.0.0'), incompatible: { part: '@haulstop/shared', range: '^9.0.0', running: '1.1.0' } },
    });
    const error = new Error('boom');
    reportConsoleError('Remote page reports/Revenue failed (render).', error);
    expect(console.error).toHaveBeenCalledWith(
      'Remote page reports/Revenue failed (render). [versions: host ?, @haulstop/shared ?, reports 1.0.0-17, finance 2.0.0 (incompatible, not loaded)]',
      error,
    );
    expect(versionsLine()).toContain('reports 1.0.0-17');
  });
});
