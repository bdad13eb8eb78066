import { bookingLengthText } from './reservation';

const WORDS: Record<string, string> = { 'durations.24Hrs': '24 hrs', 'durations.12Hrs': '12 hrs', 'durations.weekly': 'Weekly' };
const t = (key: string, params?: Record<string, unknown>) =>
  key === 'durations.extended' ? `${String(params?.hours)} hrs (${String(params?.parts)})` : (WORDS[key] ?? key);

describe('bookingLengthText: the length of a booking as it now stands', () => {
  const start = '2026-12-01T12:00:00.000Z';
  it('not extended: the duration booked', () =>
    expect(bookingLengthText(t, { duration: '24 hrs', startAt: start, endAt: '2026-12-02T12:00:00.000Z', extensionDurations: [] })).toBe('24 hrs'));
  it('extended: the hours the window covers, then how they came', () =>
    expect(bookingLengthText(t, { duration: '24 hrs', startAt: start, endAt: '2026-12-02T24:00:00.000Z', extensionDurations: ['12 hrs'] })).toBe(
      '36 hrs (24 hrs + 12 hrs)',
    ));
  it('a week and 12 hrs: 180 hrs (Weekly + 12 hrs)', () =>
    expect(bookingLengthText(t, { duration: 'Weekly', startAt: start, endAt: '2026-12-08T24:00:00.000Z', extensionDurations: ['12 hrs'] })).toBe(
      '180 hrs (Weekly + 12 hrs)',
    ));
});
