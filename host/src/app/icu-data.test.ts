import { loadIcuData } from './icu-data';

const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;

/** Runs the timers due now (the next task), then every microtask that follows them. */
async function nextTaskRuns(): Promise<void> {
  jest.advanceTimersByTime(0);
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe("ICU's data, loaded ahead of a page's first format", () => {
  // Each format made, with how many times it formatted: making one may leave its data for the first format.
  let formatted: { kind: string; calls: number }[];
  let numberFormat: jest.SpyInstance;
  let dateTimeFormat: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    formatted = [];
    const counting = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, made: T): T => {
      const entry = { kind, calls: 0 };
      formatted.push(entry);
      return { format: (value: number) => (entry.calls++, made.format(value)) } as unknown as T;
    };
    numberFormat = jest.spyOn(Intl, 'NumberFormat').mockImplementation((locale, options) => counting('number', new RealNumberFormat(locale, options)));
    dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => counting('date', new RealDateTimeFormat(locale, options)));
  });
  afterEach(() => {
    numberFormat.mockRestore();
    dateTimeFormat.mockRestore();
    jest.useRealTimers();
  });

  it('loads numbers, then dates, each in a task of its own, none in the task that asked', async () => {
    const done = loadIcuData();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(formatted).toEqual([]);

    await nextTaskRuns();
    expect(formatted).toEqual([{ kind: 'number', calls: 1 }]);

    await nextTaskRuns();
    expect(formatted).toEqual([
      { kind: 'number', calls: 1 },
      { kind: 'date', calls: 1 },
    ]);
    await done;
  });
});
