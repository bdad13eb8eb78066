/**
 * notify loads react-toastify at the first toast, not with the page (~10 KB compressed off
 * a visitor's /globaldashboard; host/src/app/first-load.test.ts checks no page's first load imports
 * it). Each test takes a fresh notify module, the library not yet loaded.
 */
type Notify = typeof import('./notify');

const mockToast = { error: jest.fn(() => 'library-id'), success: jest.fn(), warning: jest.fn(), info: jest.fn(() => 'library-id-2') };
jest.mock('react-toastify', () => ({ toast: mockToast }));

function freshNotify(): Notify {
  let module: Notify | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Notify>('./notify');
  });
  return module!;
}

beforeEach(() => jest.clearAllMocks());

it('the first toast: its id at once, shown once the library is here, under that id', async () => {
  const { notify, loadToastLibrary } = freshNotify();
  const id = notify.error('The lot could not be saved');
  expect(id).toEqual(expect.any(String));
  expect(mockToast.error).not.toHaveBeenCalled();
  await loadToastLibrary();
  expect(mockToast.error).toHaveBeenCalledTimes(1);
  expect(mockToast.error).toHaveBeenCalledWith('The lot could not be saved', { toastId: id });
});

it("the caller's own toastId and options are kept on the first toast", async () => {
  const { notify, loadToastLibrary } = freshNotify();
  expect(notify.success('Saved', { toastId: 'save', autoClose: 1000 })).toBe('save');
  await loadToastLibrary();
  expect(mockToast.success).toHaveBeenCalledWith('Saved', { toastId: 'save', autoClose: 1000 });
});

it('later toasts call the library at once and return its id', async () => {
  const { notify, loadToastLibrary } = freshNotify();
  notify.error('first');
  await loadToastLibrary();
  expect(notify.info('second')).toBe('library-id-2');
  expect(mockToast.info).toHaveBeenCalledWith('second', undefined);
  expect(mockToast.error).toHaveBeenCalledTimes(1);
});

it("a suppressed message ('JWT') answers null and loads nothing", () => {
  const { notify } = freshNotify();
  expect(notify.error('jwt expired')).toBeNull();
  expect(notify.error('')).toBeNull();
});
