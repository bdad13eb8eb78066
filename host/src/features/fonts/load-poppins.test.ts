import { loadConsoleFonts } from './load-poppins';

describe("the console's font weights, loaded during the guard's wait", () => {
  it('asks the browser for the medium and semibold Poppins, and a failure leaves the fallback quietly', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = jest.fn((font: string) => (font.startsWith('600') ? Promise.reject(new Error('offline')) : Promise.resolve([])));
      loadConsoleFonts({ fonts: { load } } as unknown as Document);
      expect(load.mock.calls.map(([font]) => font)).toEqual(['500 12px Poppins', '600 12px Poppins']);
      // The failed weight's rejection is caught: nothing reaches the page as an unhandled error.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
