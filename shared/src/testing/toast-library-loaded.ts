/*
 * A jest `setupFilesAfterEnv` entry of every browser package (scripts/jest-web.cjs): react-toastify
 * is loaded before the tests, as it is in the browser after a session's first toast, so a test sees
 * `notify` call the library at once with the caller's own options. The first toast's path (the
 * library still loading) is tested in shared/src/feedback/notify.test.ts.
 */
beforeAll(async () => {
  // Imported here, after the test file has run its jest.mock calls: a mocked react-toastify is the one loaded.
  const feedback = await import('@haulstop/shared/feedback');
  await feedback.loadToastLibrary?.();
});
