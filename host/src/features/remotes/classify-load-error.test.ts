import { autoRetryDelay, classifyRemoteError } from './classify-load-error';

describe('retry boundary classification (DESIGN.md §1)', () => {
  it.each([
    [
      'a federation runtime load error (#RUNTIME-008 / ScriptNetworkError)',
      new Error('[ Federation Runtime ]: #RUNTIME-008 ScriptNetworkError: Failed to load script resources'),
    ],
    ['a ChunkLoadError', Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' })],
    ['a style chunk failure (CSS_CHUNK_LOAD_FAILED)', Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
  ])('%s is a load failure: retried', (_what, error) => expect(classifyRemoteError(error)).toBe('load'));

  it.each([
    ['a TypeError thrown while rendering', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a thrown string', 'boom'],
    ['null', null],
  ])("%s is a render error: 'Something went wrong.'", (_what, error) => expect(classifyRemoteError(error)).toBe('render'));

  it('retries back off 1 s, 2 s, 4 s, then wait for the person', () => {
    expect([1, 2, 3, 4].map((n) => autoRetryDelay(n))).toEqual([1000, 2000, 4000, null]);
  });
});
