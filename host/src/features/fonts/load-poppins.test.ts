import { loadConsoleFonts } from './load-poppins';

describe("the console's font weights, loaded during the guard's wait (issue 6)", () => {
  it('asks the browser for the medium and semibold Poppins, and a failure leaves the fallback quietly', async () => {
    const load = jest.fn((font: string) => (font.startsWith('600') ? Promise.reject(new Error('offline')) : Promise.resolve([])));
    loadConsoleFonts({ fonts: { load } } as unknown as Document);
    expect(load.mock.calls.map(([font]) => font)).toEqual(['500 12px Poppins', '600 12px Poppins']);
    // The rejection is caught: nothing reaches the page as an unhandled error.
    await expect(Promise.all(load.mock.results.map((r) => (r.value as Promise<unknown>).catch(() => 'caught')))).resolves.toEqual([[], 'caught']);
  });
});
