import {
  AMENITIES,
  BANK_SETTLEMENT_DAYS,
  CURRENCIES,
  DASHBOARD_PERIOD_DAYS,
  DEFAULT_LANGUAGE,
  DEFAULT_ORG,
  DIALOG_MAX,
  DIALOG_WIDTHS,
  DURATION_HOURS,
  DURATION_MULTIPLIERS,
  LANGUAGE_FILES,
  LANGUAGES,
  PAGE_SIZE,
  RESERVATION_DURATIONS,
  STATUS_NAMES,
  TIME_ZONES,
  TOAST,
  isDuration,
  isOrgType,
  isRole,
  reservationEndDate,
} from './index';

const start = new Date('2026-03-01T08:00:00Z');
const hoursAfter = (d: Date) => (d.getTime() - start.getTime()) / 3_600_000;

describe('SPEC §9 business constants', () => {
  it('page size: 10 rows', () => expect(PAGE_SIZE).toBe(10));
  it('reservation durations: 6 hrs, 12 hrs, 24 hrs, 36 hrs, Weekly, Monthly, Yearly', () =>
    expect(RESERVATION_DURATIONS).toEqual(['6 hrs', '12 hrs', '24 hrs', '36 hrs', 'Weekly', 'Monthly', 'Yearly']));
  it('multipliers: weekly 7, monthly 30, yearly 365', () => expect(DURATION_MULTIPLIERS).toEqual({ Weekly: 7, Monthly: 30, Yearly: 365 }));
  it('bank payment transaction takes 3 to 4 days', () => expect(BANK_SETTLEMENT_DAYS).toEqual({ min: 3, max: 4 }));
  it('currencies: USD and CAD', () => expect(CURRENCIES).toEqual(['USD', 'CAD']));
  it('languages: English, French, Spanish; default English', () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_FILES).toEqual({ en: 'language.json', fr: 'french.json', es: 'Spanish.json' });
  });
  it('time zones: MST, CST, EST, PST', () => expect(TIME_ZONES).toEqual(['MST', 'CST', 'EST', 'PST']));
  it('dashboard statistics: last 7, 30, 90 days', () => expect(DASHBOARD_PERIOD_DAYS).toEqual([7, 30, 90]));
  it('the default organisation fallback is id 1 with the internal organisation name', () =>
    expect(DEFAULT_ORG).toEqual({ orgId: 1, orgName: 'Haulstop Platform' }));
  it('dialog maximum 800 x 300 px; dialog widths 45%, 35%, 32%', () => {
    expect(DIALOG_MAX).toEqual({ width: 800, height: 300 });
    expect(DIALOG_WIDTHS).toEqual({ switchOrganization: '45%', changePassword: '35%', myProfile: '32%' });
  });
  it('toast limit 1; auto close 5000 ms; top-right', () => expect(TOAST).toMatchObject({ limit: 1, autoClose: 5000, position: 'top-right' }));
  it('amenity catalogue has 20 entries', () => expect(AMENITIES).toHaveLength(20));
  it('status names: 30 exact spellings', () => {
    expect(STATUS_NAMES).toHaveLength(30);
    expect(STATUS_NAMES).toContain('To be Paid');
    expect(STATUS_NAMES).toContain('Partial Cancel');
  });
});

describe('reservationEndDate', () => {
  it.each([
    ['6 hrs', 6],
    ['12 hrs', 12],
    ['24 hrs: one day', 24],
    ['36 hrs', 36],
  ])('%s ends that many hours later', (label, hours) => {
    const duration = label.split(':')[0] as (typeof RESERVATION_DURATIONS)[number];
    expect(hoursAfter(reservationEndDate(start, duration))).toBe(hours);
  });
  it('weekly: 7 days', () => expect(hoursAfter(reservationEndDate(start, 'Weekly'))).toBe(7 * 24));
  it('monthly: 30 days', () => expect(reservationEndDate(start, 'Monthly').toISOString()).toBe('2026-03-31T08:00:00.000Z'));
  it('yearly: 365 days', () => expect(hoursAfter(reservationEndDate(start, 'Yearly'))).toBe(365 * 24));
  it('hours table agrees with the multipliers', () => expect(DURATION_HOURS.Monthly).toBe(DURATION_MULTIPLIERS.Monthly * 24));
  it('rejects an unknown duration from untrusted input', () => {
    expect(isDuration('2 days')).toBe(false);
    expect(() => reservationEndDate(start, '2 days' as never)).toThrow(RangeError);
  });
  it('does not mutate the start date', () => {
    const s = new Date(start);
    reservationEndDate(s, 'Weekly');
    expect(s.getTime()).toBe(start.getTime());
  });
});

describe('type guards', () => {
  it('org types are ADMIN, PARKING_LOT_OWNER, CARRIER, BROKER', () => {
    expect(isOrgType('BROKER')).toBe(true);
    expect(isOrgType('FLEETORG')).toBe(false);
  });
  it('roles are case-sensitive: Manager, admin, user', () => {
    expect(isRole('Manager')).toBe(true);
    expect(isRole('manager')).toBe(false);
  });
});
