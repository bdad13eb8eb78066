import {
  dayAt,
  dayBounds,
  LOT_TIME_ZONES,
  lotTimeZoneOf,
  monthBounds,
  wallClockAt,
  zoneAbbreviation,
  zonedInstant,
  zoneFamily,
  zoneOffsetMinutes,
} from './zones';

// Jest runs in America/Vancouver (jest.config): none of this may depend on the machine's zone.
describe("a lot's clock", () => {
  it('"Regina keeps CST all year": its offset is -6 h in January and July, labelled CST', () => {
    for (const at of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      expect(zoneOffsetMinutes(new Date(at), 'America/Regina')).toBe(-360);
      expect(zoneAbbreviation(new Date(at), 'America/Regina')).toBe('CST');
    }
  });

  it('"Toronto is EST/EDT": the label and offset follow daylight saving', () => {
    expect(zoneAbbreviation(new Date('2026-01-15T12:00:00Z'), 'America/Toronto')).toBe('EST');
    expect(zoneAbbreviation(new Date('2026-07-15T12:00:00Z'), 'America/Toronto')).toBe('EDT');
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/Toronto')).toBe(-240);
  });

  it('"BC and Manitoba stopped changing clocks" (tz 2026): from 2026-11-01 Vancouver keeps UTC−7 and Winnipeg UTC−5, whatever tz data the runtime ships', () => {
    expect(zoneOffsetMinutes(Date.UTC(2027, 0, 15), 'America/Vancouver')).toBe(-420);
    expect(zoneOffsetMinutes(Date.UTC(2027, 0, 15), 'America/Winnipeg')).toBe(-300);
    expect(zonedInstant('2026-12-01T14:00', 'America/Winnipeg')?.toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(zonedInstant('2026-12-01T14:00', 'America/Vancouver')?.toISOString()).toBe('2026-12-01T21:00:00.000Z');
    // Before: daylight saving as it was.
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 15), 'America/Vancouver')).toBe(-480);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 15), 'America/Winnipeg')).toBe(-360);
  });
  it('"Alberta stopped changing clocks" (tz 2026): from 2026-11-01 a Calgary lot keeps UTC−6 (MDT), whatever tz data the runtime ships', () => {
    expect(zonedInstant('2026-11-25T22:00', 'America/Edmonton')?.toISOString()).toBe('2026-11-26T04:00:00.000Z');
    expect(wallClockAt(new Date('2026-11-26T04:00:00Z'), 'America/Edmonton')).toBe('2026-11-25T22:00');
    expect(zoneAbbreviation(Date.UTC(2027, 0, 15), 'America/Edmonton')).toBe('MDT');
    expect(zoneOffsetMinutes(Date.UTC(2027, 6, 15), 'America/Edmonton')).toBe(-360);
    // Before the change: Mountain time, with daylight saving.
    expect(zonedInstant('2026-07-01T12:00', 'America/Edmonton')?.toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(zoneAbbreviation(Date.UTC(2026, 0, 15), 'America/Edmonton')).toBe('MST');
  });
  it('"labelled with the region\'s own name": after the change Edmonton and Calgary read MDT, Winnipeg CDT, Vancouver PDT — never the CST/EST of the zone they are computed with', () => {
    const winter = Date.UTC(2026, 11, 1, 1, 30);
    expect(zoneAbbreviation(winter, 'America/Edmonton')).toBe('MDT');
    expect(zoneAbbreviation(winter, 'America/Winnipeg')).toBe('CDT');
    expect(zoneAbbreviation(winter, 'America/Vancouver')).toBe('PDT');
    expect(zoneAbbreviation(winter, 'America/Edmonton', 'fr-CA')).toBe('HAR');
    expect(zoneAbbreviation(winter, 'America/Winnipeg', 'fr-CA')).toBe('HAC');
    expect(zoneAbbreviation(winter, 'America/Edmonton', 'es-US')).toBe('MDT');
    // Regions that still change clocks keep their winter names.
    expect(zoneAbbreviation(winter, 'America/Denver')).toBe('MST');
    expect(zoneAbbreviation(winter, 'America/Regina')).toBe('CST');
    expect(zoneAbbreviation(Date.UTC(2026, 9, 31, 12), 'America/Edmonton')).toBe('MDT');
    expect(zoneAbbreviation(Date.UTC(2026, 10, 2, 12), 'America/Edmonton')).toBe('MDT');
  });
  it('"the Seen case": 8:00 PM UTC is 2:00 PM at a Regina lot, 3:00 PM at a Toronto one (in winter)', () => {
    expect(wallClockAt(new Date('2026-12-01T20:00:00Z'), 'America/Regina')).toBe('2026-12-01T14:00');
    expect(wallClockAt(new Date('2026-12-01T20:00:00Z'), 'America/Toronto')).toBe('2026-12-01T15:00');
  });

  it('"a start time entered at the lot" is the instant of that wall clock in the lot\'s zone', () => {
    expect(zonedInstant('2026-12-01T14:00', 'America/Regina')?.toISOString()).toBe('2026-12-01T20:00:00.000Z');
    expect(zonedInstant('2026-07-01T14:00', 'America/Edmonton')?.toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(zonedInstant('2026-07-01T14:00', 'America/Regina')?.toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(zonedInstant('2026-02-30T14:00', 'America/Regina')).toBeNull();
    expect(zonedInstant('not a time', 'America/Regina')).toBeNull();
  });

  it('"DST transitions": the spring hour that does not happen moves forward; the autumn hour that happens twice is the first', () => {
    // 8 March 2026, Chicago: 02:00 CST → 03:00 CDT.
    expect(zonedInstant('2026-03-08T02:30', 'America/Chicago')?.toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(wallClockAt(new Date('2026-03-08T08:30:00Z'), 'America/Chicago')).toBe('2026-03-08T03:30');
    expect(zonedInstant('2026-03-08T03:00', 'America/Chicago')?.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(zonedInstant('2026-03-08T01:59', 'America/Chicago')?.toISOString()).toBe('2026-03-08T07:59:00.000Z');
    // 1 November 2026, Chicago: 02:00 CDT → 01:00 CST; 01:30 happens at 06:30Z (CDT) and 07:30Z (CST).
    expect(zonedInstant('2026-11-01T01:30', 'America/Chicago')?.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(zoneAbbreviation(new Date('2026-11-01T06:30:00Z'), 'America/Chicago')).toBe('CDT');
    expect(zoneAbbreviation(new Date('2026-11-01T07:30:00Z'), 'America/Chicago')).toBe('CST');
    // Regina has no transition: the same wall clock the same day is one instant.
    expect(zonedInstant('2026-03-08T02:30', 'America/Regina')?.toISOString()).toBe('2026-03-08T08:30:00.000Z');
  });

  it('"today at the lot": the day, and its bounds, are the lot\'s (23 hours on the spring day)', () => {
    expect(dayAt(new Date('2026-12-02T03:00:00Z'), 'America/Regina')).toBe('2026-12-01');
    expect(dayAt(new Date('2026-12-02T03:00:00Z'), 'America/Halifax')).toBe('2026-12-01');
    expect(dayAt(new Date('2026-12-02T05:00:00Z'), 'America/Toronto')).toBe('2026-12-02');
    const spring = dayBounds('2026-03-08', 'America/Toronto')!;
    expect(spring.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
  });

  it('"statement months and month-end in a stated zone": a month at a place is its first midnight to the next month\'s', () => {
    const november = monthBounds('2026-11', 'America/Toronto')!;
    expect(november.start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(november.end.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(monthBounds('2026-12', 'America/Regina')!.end.toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(monthBounds('2026-13', 'America/Regina')).toBeNull();
  });

  it('"labelled with its abbreviation", per language: English MST/MDT, French HNR/HAR, Spanish as English', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect([zoneAbbreviation(winter, 'America/Edmonton'), zoneAbbreviation(summer, 'America/Edmonton')]).toEqual(['MST', 'MDT']);
    expect([zoneAbbreviation(winter, 'America/Edmonton', 'fr-CA'), zoneAbbreviation(summer, 'America/Edmonton', 'fr-CA')]).toEqual(['HNR', 'HAR']);
    expect(zoneAbbreviation(summer, 'America/Regina', 'fr-CA')).toBe('HNC');
    expect(zoneAbbreviation(summer, 'America/Vancouver', 'es-US')).toBe('PDT');
  });

  it('"the SPEC\'s MST/CST/EST/PST": every lot zone is labelled with its family in winter', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    for (const { zone, family } of LOT_TIME_ZONES) {
      expect(zoneAbbreviation(winter, zone)).toBe(family);
      expect(zoneFamily(zone)).toBe(family);
    }
  });

  it('"writes keep accepting what the console sent": an abbreviation resolves by the lot\'s region and country', () => {
    expect(lotTimeZoneOf('CST', 'CA', 'SK')).toBe('America/Regina');
    expect(lotTimeZoneOf('CST', 'CA', 'MB')).toBe('America/Winnipeg');
    expect(lotTimeZoneOf('CST', 'US', 'IL')).toBe('America/Chicago');
    expect(lotTimeZoneOf('MST', 'CA', 'AB')).toBe('America/Edmonton');
    expect(lotTimeZoneOf('MST', 'US', 'AZ')).toBe('America/Phoenix');
    expect(lotTimeZoneOf('EST', 'CA', 'ON')).toBe('America/Toronto');
    expect(lotTimeZoneOf('pst', 'US', 'OR')).toBe('America/Los_Angeles');
    expect(lotTimeZoneOf('America/Regina', 'US', 'IL')).toBe('America/Regina');
    expect(lotTimeZoneOf('Europe/Paris')).toBeNull();
    expect(lotTimeZoneOf('XST')).toBeNull();
    expect(lotTimeZoneOf('AST', 'CA', 'NS')).toBeNull();
  });
});
