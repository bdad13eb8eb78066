// A lot's clock: the time zones lots are in (real IANA zones, so daylight saving is right: Regina
// keeps CST all year, Toronto is EST then EDT) and the zone math the console and the API share.
// Intl does the calendar work (no library): a wall-clock time at a lot ↔ a UTC instant, a lot's
// day and month as instants, and the zone's abbreviation at an instant.

/** The standard-time abbreviations SPEC §3 offers (MST, CST, EST, PST), plus Atlantic for the Maritimes. */
export const ZONE_FAMILIES = ['PST', 'MST', 'CST', 'EST', 'AST'] as const;
export type ZoneFamily = (typeof ZONE_FAMILIES)[number];

/** The zones a lot can be in, west to east, each with its standard-time abbreviation (its SPEC family). */
export const LOT_TIME_ZONES = [
  { zone: 'America/Vancouver', family: 'PST' },
  { zone: 'America/Los_Angeles', family: 'PST' },
  { zone: 'America/Edmonton', family: 'MST' },
  { zone: 'America/Denver', family: 'MST' },
  { zone: 'America/Phoenix', family: 'MST' },
  { zone: 'America/Regina', family: 'CST' },
  { zone: 'America/Winnipeg', family: 'CST' },
  { zone: 'America/Chicago', family: 'CST' },
  { zone: 'America/Toronto', family: 'EST' },
  { zone: 'America/New_York', family: 'EST' },
  { zone: 'America/Halifax', family: 'AST' },
] as const satisfies readonly { zone: string; family: ZoneFamily }[];
export type LotTimeZone = (typeof LOT_TIME_ZONES)[number]['zone'];
export const LOT_TIME_ZONE_NAMES: readonly LotTimeZone[] = LOT_TIME_ZONES.map((z) => z.zone);

export const isLotTimeZone = (value: unknown): value is LotTimeZone => typeof value === 'string' && (LOT_TIME_ZONE_NAMES as readonly string[]).includes(value);

/**
 * The zone of a lot written the old way (an abbreviation, MST/CST/EST/PST), from where the lot
 * is: Saskatchewan keeps CST all year (Regina), Arizona MST (Phoenix); otherwise the family's zone
 * of the country. AST is not one of them: a Maritimes lot names its zone (America/Halifax). The 160 migration moves stored lots with the same table.
 */
const BY_FAMILY: Partial<Record<ZoneFamily, { CA: LotTimeZone; US: LotTimeZone; regions?: Record<string, LotTimeZone> }>> = {
  PST: { CA: 'America/Vancouver', US: 'America/Los_Angeles' },
  MST: { CA: 'America/Edmonton', US: 'America/Denver', regions: { AZ: 'America/Phoenix', ARIZONA: 'America/Phoenix' } },
  CST: { CA: 'America/Winnipeg', US: 'America/Chicago', regions: { SK: 'America/Regina', SASKATCHEWAN: 'America/Regina' } },
  EST: { CA: 'America/Toronto', US: 'America/New_York' },
};

/**
 * A lot's zone from what a client sends or an old row holds: a zone of LOT_TIME_ZONES as is, an
 * abbreviation SPEC §3 offers (MST, CST, EST, PST: what the console sent before) resolved by the lot's country and region;
 * anything else → null.
 * @example lotTimeZoneOf('CST', 'CA', 'SK') === 'America/Regina'; lotTimeZoneOf('EST', 'US') === 'America/New_York'
 */
export function lotTimeZoneOf(value: string | null | undefined, country?: string | null, region?: string | null): LotTimeZone | null {
  if (isLotTimeZone(value)) return value;
  const family = BY_FAMILY[(value ?? '').trim().toUpperCase() as ZoneFamily];
  if (!family) return null;
  return family.regions?.[(region ?? '').trim().toUpperCase()] ?? (country?.trim().toUpperCase() === 'CA' ? family.CA : family.US);
}

/** The SPEC family (standard-time abbreviation) of a lot's zone: 'America/Regina' → 'CST'. */
export const zoneFamily = (zone: string): ZoneFamily | null => LOT_TIME_ZONES.find((z) => z.zone === zone)?.family ?? null;

// One formatter per zone (and locale) for the page's or the process's life: they are costly to make.
const formats = new Map<string, Intl.DateTimeFormat>();
function kept(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * Zone changes newer than the time zone data some runtimes ship. In 2026 British Columbia, Alberta
 * and Manitoba stopped changing clocks: from the night of 1 November 2026 they keep UTC−7, UTC−6 and
 * UTC−5 all year. Chromium 156 ships those rules; Node 20's ICU (tz 2025c) and Debian's tzdata 2025b
 * still fall back to standard time — so a browser and the API put a booking at a Vancouver, Calgary
 * or Winnipeg lot an hour apart. From the instant each province stopped, its zone is read as one
 * whose rules every tz release agrees on (Phoenix UTC−7, Regina UTC−6, Panama UTC−5, none with
 * daylight saving), and the browser, the API, PDFs and mails agree. Drop an entry once every
 * runtime ships the change. Node's ICU reads newer zone data from ICU_TIMEZONE_FILES_DIR (the
 * four .res files unicode-org/icu-data publishes per tz release under tzdata/icunew/<release>/44/le;
 * process.versions.tz then names that release), but no release published so far (2026a) has the change.
 */
const ZONE_SUCCESSORS: readonly { zone: string; from: number; readAs: string }[] = [
  { zone: 'America/Vancouver', from: Date.UTC(2026, 10, 1, 9), readAs: 'America/Phoenix' },
  { zone: 'America/Edmonton', from: Date.UTC(2026, 10, 1, 8), readAs: 'America/Regina' },
  { zone: 'America/Winnipeg', from: Date.UTC(2026, 10, 1, 7), readAs: 'America/Panama' },
];

/**
 * A zone Intl can use at an instant: the old abbreviations (not all are IANA names) go through
 * lotTimeZoneOf, and a zone whose rules changed after some runtimes' data (ZONE_SUCCESSORS) is read
 * as one with the same rules from then on.
 * @example intlZone('America/Edmonton', Date.parse('2026-12-01T00:00Z')) === 'America/Regina'
 */
export function intlZone(zone: string, instant?: Date | number): string {
  const iana = lotTimeZoneOf(zone) ?? zone;
  if (instant === undefined) return iana;
  return ZONE_SUCCESSORS.find((s) => s.zone === iana && Number(instant) >= s.from)?.readAs ?? iana;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall clock in a zone at an instant (to the second). */
function wallAt(instant: number, zone: string): Wall {
  const parts = kept('en-US', {
    timeZone: intlZone(zone, instant),
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute'), second: part('second') };
}

const wallAsUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC in minutes at an instant: America/Regina → -360 all year; America/Toronto -300 in winter, -240 in summer. */
export function zoneOffsetMinutes(instant: Date | number, zone: string): number {
  const ms = Math.floor(Number(instant) / 1000) * 1000;
  return (wallAsUtc(wallAt(ms, zone)) - ms) / 60_000;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time at a place happens: '2026-12-01T14:00' at America/Regina →
 * 2026-12-01T20:00:00Z. A time that happens twice (the autumn hour) is the first; one that does not
 * happen (the spring hour) moves forward by the gap, as a clock would: 02:30 → 03:30.
 * A date alone is its midnight. Not a wall-clock time → null.
 */
export function zonedInstant(wallClock: string | null | undefined, zone: string): Date | null {
  const match = WALL_CLOCK.exec(wallClock ?? '');
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((v) => Number(v ?? 0));
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(local);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The zone's offset is one of those a day before and a day after (one change at most between).
  const before = zoneOffsetMinutes(local - DAY_MS, zone);
  const after = zoneOffsetMinutes(local + DAY_MS, zone);
  const valid = [before, after].map((offset) => local - offset * 60_000).filter((instant, i) => zoneOffsetMinutes(instant, zone) === [before, after][i]);
  return new Date(valid.length ? Math.min(...valid) : local - before * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock at a place at an instant, as a datetime-local value: 2026-12-01T20:00:00Z at America/Regina → '2026-12-01T14:00'. */
export function wallClockAt(instant: Date | number, zone: string): string {
  const w = wallAt(Number(instant), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The calendar day at a place at an instant ('YYYY-MM-DD'): what "today" is at a lot. */
export const dayAt = (instant: Date | number, zone: string): string => wallClockAt(instant, zone).slice(0, 10);

/** A day at a place as instants [start, end): its midnight to the next (23 or 25 hours on the days the clocks change). */
export function dayBounds(day: string, zone: string): { start: Date; end: Date } | null {
  const start = zonedInstant(day, zone);
  if (!start || day.length !== 10) return null;
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { start, end: zonedInstant(next, zone)! };
}

/**
 * A month ('YYYY-MM') at a place as instants [start, end): the first's midnight to the next month's
 * first's, for dates that bound money (statement months, month-end) in a stated zone.
 * @example monthBounds('2026-11', 'America/Toronto') → 2026-11-01T04:00:00Z to 2026-12-01T05:00:00Z
 */
export function monthBounds(period: string, zone: string): { start: Date; end: Date } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return null;
  const next = month === 12 ? `${Number(match[1]) + 1}-01` : `${match[1]}-${pad(month + 1)}`;
  return { start: zonedInstant(`${period}-01`, zone)!, end: zonedInstant(`${next}-01`, zone)! };
}

/** The label Intl gives a zone at an instant ('' when it has none). */
function intlAbbreviation(instant: number, zone: string, locale: string, timeZoneName: 'short' | 'shortOffset' = 'short'): string {
  try {
    return (
      kept(locale, { timeZone: zone, timeZoneName })
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * The zone's abbreviation at an instant in an Intl locale: America/Regina → 'CST' all year,
 * America/Toronto 'EST' or 'EDT'; in fr-CA 'HNC', 'HNE' or 'HAE'. Not a zone → ''.
 * A zone read through a successor (ZONE_SUCCESSORS) keeps its own region's name: the name its own
 * rules gave the same offset just before the change (Edmonton at UTC−6 is MDT, as browsers with
 * the new rules say), never the successor's (Regina's CST would name another region); with no
 * such name, its UTC offset.
 * @example zoneAbbreviation(Date.UTC(2027, 0, 15), 'America/Edmonton') === 'MDT'
 */
export function zoneAbbreviation(instant: Date | number, zone: string, locale = 'en-US'): string {
  const at = Number(instant);
  const iana = lotTimeZoneOf(zone) ?? zone;
  const successor = ZONE_SUCCESSORS.find((s) => s.zone === iana && at >= s.from);
  if (!successor) return intlAbbreviation(at, intlZone(zone, at), locale);
  const offset = zoneOffsetMinutes(at, zone);
  const year = new Date(successor.from).getUTCFullYear();
  const before = [Date.UTC(year, 6, 15), Date.UTC(year, 0, 15), Date.UTC(year - 1, 6, 15), Date.UTC(year - 1, 0, 15)];
  const same = before.find((moment) => moment < successor.from && zoneOffsetMinutes(moment, iana) === offset);
  return same !== undefined ? intlAbbreviation(same, iana, locale) : intlAbbreviation(at, successor.readAs, locale, 'shortOffset');
}

/**
 * The viewer's own zone (the browser's), for moments entered by a person and bound to no one lot
 * (a discount code spans an owner's lots): stated beside them so no one reads them at another clock.
 */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zones an organisation's accounting calendar can be in: UTC or a lot's zone. */
export const ACCOUNTING_TIME_ZONES: readonly string[] = ['UTC', ...LOT_TIME_ZONE_NAMES];

export const isAccountingTimeZone = (value: unknown): value is string => typeof value === 'string' && ACCOUNTING_TIME_ZONES.includes(value);

/**
 * An instant as the wall clock at a lot, labelled with the zone's abbreviation then, the way
 * documents (PDF, CSV) write a reservation's times: 2026-12-01T20:00:00Z at America/Regina →
 * "2026-12-01 14:00 CST"; in July at America/Toronto "… EDT".
 */
export const lotTimeText = (instant: Date | string, timeZone: string) => {
  const at = new Date(instant);
  return `${wallClockAt(at, timeZone).replace('T', ' ')} ${zoneAbbreviation(at, timeZone)}`;
};
