import { ICU_DATA_STARTED, ICU_DATA_WORKER, loadIcuData } from './icu-data';

const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;

describe("the worker that loads ICU's data for the page", () => {
  let made: string[];
  let numberFormat: jest.SpyInstance;
  let dateTimeFormat: jest.SpyInstance;
  beforeEach(() => {
    made = [];
    numberFormat = jest.spyOn(Intl, 'NumberFormat').mockImplementation((locale, options) => {
      const format = new RealNumberFormat(locale, options);
      return { format: (value: number) => (made.push(`number ${options?.style} ${format.format(value)}`), format.format(value)) } as Intl.NumberFormat;
    });
    dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => {
      const format = new RealDateTimeFormat(locale, options);
      return { format: (value: number) => (made.push(`date ${format.format(value)}`), format.format(value)) } as Intl.DateTimeFormat;
    });
  });
  afterEach(() => {
    numberFormat.mockRestore();
    dateTimeFormat.mockRestore();
  });

  it('formats a price, then a date and time, then ends itself: its code runs as the worker runs it', () => {
    const close = jest.fn(() => made.push('closed'));
    // A worker's global scope, reduced to what the code uses: Intl (the real one, observed) and close.
    new Function('close', ICU_DATA_WORKER)(close);
    expect(made).toEqual(['number currency $0.00', 'date Jan 1, 1970, 12:00 AM', 'closed']);
  });
});

describe('loadIcuData', () => {
  let worker: jest.Mock;
  beforeEach(() => {
    // jsdom has no workers: the constructor, observed.
    worker = jest.fn();
    Object.assign(globalThis, { Worker: worker });
  });
  afterEach(() => {
    delete (globalThis as { Worker?: unknown }).Worker;
    delete (globalThis as Record<string, unknown>)[ICU_DATA_STARTED];
  });

  it("starts one worker from a data: URL carrying the worker's code, once a page", () => {
    loadIcuData();
    loadIcuData();
    expect(worker).toHaveBeenCalledTimes(1);
    expect(worker).toHaveBeenCalledWith(`data:text/javascript,${encodeURIComponent(ICU_DATA_WORKER)}`);
  });

  it("starts none when the page's start script has (its mark)", () => {
    Object.assign(globalThis, { [ICU_DATA_STARTED]: true });
    loadIcuData();
    expect(worker).not.toHaveBeenCalled();
  });

  it('goes on without one where the page may not start a worker (a policy forbids it)', () => {
    worker.mockImplementation(() => {
      throw new DOMException('Worker forbidden', 'SecurityError');
    });
    expect(() => loadIcuData()).not.toThrow();
  });
});
