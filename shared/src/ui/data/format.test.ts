import {
  EMPTY_VALUE,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatPercent,
  formatRate,
  formatTimeZone,
  intlLocale,
} from './format';

// Intl output uses narrow/non-breaking spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney — amounts in integer minor units with a currency (USD, CAD)', () => {
  it('USD in English says US$', () => expect(formatMoney(123456, 'USD', 'en')).toBe('US$1,234.56'));
  it('CAD in English is told apart from USD', () => expect(formatMoney(500, 'CAD', 'en')).toBe('CA$5.00'));
  it("French no longer writes CAD as a bare '$' beside '$ US': both carry their country, in the French number style", () => {
    expect(plain(formatMoney(123456, 'CAD', 'fr'))).toBe('1 234,56 CA$');
    expect(plain(formatMoney(123456, 'USD', 'fr'))).toBe('1 234,56 US$');
  });
  it('Spanish: both currencies unambiguous too', () => {
    expect(plain(formatMoney(123456, 'USD', 'es'))).toBe('US$1,234.56');
    expect(plain(formatMoney(123456, 'CAD', 'es'))).toMatch(/^CA\$ ?1,234\.56$/);
  });
  it('no language shows a bare $ for either currency', () => {
    for (const language of ['en', 'fr', 'es']) {
      for (const currency of ['USD', 'CAD'])
        expect([language, currency, /(^|[^AS])\$/.test(formatMoney(100, currency, language))]).toEqual([language, currency, false]);
    }
  });
  it('zero and negative amounts', () => {
    expect(formatMoney(0, 'USD', 'en')).toBe('US$0.00');
    expect(formatMoney(-250, 'USD', 'en')).toBe('-US$2.50');
  });
  it('lower-case currency codes are accepted', () => expect(formatMoney(100, 'usd', 'en')).toBe('US$1.00'));
  it('missing amount shows a dash', () => {
    expect(formatMoney(null, 'USD', 'en')).toBe(EMPTY_VALUE);
    expect(formatMoney(undefined, 'USD', 'en')).toBe(EMPTY_VALUE);
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe(EMPTY_VALUE);
  });
  it('a missing currency shows the number without a symbol', () => expect(formatMoney(1999, null, 'en')).toBe('19.99'));
  it('unknown language falls back to English', () => expect(formatMoney(100, 'USD', 'xx')).toBe('US$1.00'));
});

describe('formatCount — whole numbers in the language', () => {
  it('groups thousands in each language', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(plain(formatCount(12345, 'fr'))).toBe('12 345');
    expect(formatCount(0, 'es')).toBe('0');
  });
  it('missing or unreadable counts show a dash', () => {
    expect(formatCount(undefined, 'en')).toBe(EMPTY_VALUE);
    expect(formatCount(Number.NaN, 'en')).toBe(EMPTY_VALUE);
  });
});

describe('formatters are made once per language and options, not per call', () => {
  it('formatting twice in one language makes one Intl formatter', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        // A fresh module: no formatter kept yet.
        const fresh = jest.requireActual<typeof import('./format')>('./format');
        fresh.formatMoney(100, 'USD', 'es');
        const first = made.mock.calls.length;
        expect(first).toBeGreaterThan(0);
        fresh.formatMoney(250, 'USD', 'es');
        fresh.formatMoney(999, 'USD', 'es');
        expect(made.mock.calls.length).toBe(first);
        fresh.formatMoney(100, 'USD', 'fr');
        expect(made.mock.calls.length).toBeGreaterThan(first);
      });
    } finally {
      made.mockRestore();
    }
  });
});

describe('formatDate / formatDateTime', () => {
  it('a date-only value is that calendar day in any time zone', () => expect(formatDate('2026-11-30', 'en')).toBe('Nov 30, 2026'));
  it('French and Spanish month names', () => {
    expect(plain(formatDate('2026-11-30', 'fr'))).toBe('30 nov. 2026');
    expect(plain(formatDate('2026-11-30', 'es'))).toMatch(/30 nov 2026/);
  });
  it('a date-time value', () => expect(formatDate('2026-03-05T12:00:00Z', 'en')).toBe('Mar 5, 2026'));
  it('date-time in a given time zone, labelled with it', () =>
    expect(plain(formatDateTime('2026-03-05T18:30:00Z', 'en', 'UTC'))).toBe('Mar 5, 2026, 6:30 PM UTC'));
  it('"shown in the lot\'s time zone, labelled with its abbreviation": 8:00 PM UTC at a Regina lot is 2:00 PM CST for every viewer', () => {
    expect(plain(formatDateTime('2026-12-01T20:00:00Z', 'en', 'America/Regina'))).toBe('Dec 1, 2026, 2:00 PM CST');
    expect(plain(formatDateTime('2026-12-01T20:00:00Z', 'en', 'America/Toronto'))).toBe('Dec 1, 2026, 3:00 PM EST');
    expect(plain(formatDateTime('2026-07-01T20:00:00Z', 'en', 'America/Toronto'))).toBe('Jul 1, 2026, 4:00 PM EDT');
  });
  it('the label per language: French writes the Canadian abbreviation (HNC), Spanish the English one', () => {
    expect(plain(formatDateTime('2026-12-01T20:00:00Z', 'fr', 'America/Regina'))).toBe('1 déc. 2026, 14 h 00 HNC');
    expect(plain(formatDateTime('2026-12-01T20:00:00Z', 'es', 'America/Regina'))).toMatch(/^1 dic 2026, 2:00 p\.? ?m\.? CST$/);
  });
  it('"labelled as the browser names them": 6:30 PM on Nov 30 2026 at an Edmonton lot reads MDT, at Winnipeg CDT (not CST/EST)', () => {
    expect(plain(formatDateTime('2026-12-01T00:30:00Z', 'en', 'America/Edmonton'))).toBe('Nov 30, 2026, 6:30 PM MDT');
    expect(plain(formatDateTime('2026-12-01T00:30:00Z', 'en', 'America/Winnipeg'))).toBe('Nov 30, 2026, 7:30 PM CDT');
    expect(plain(formatDateTime('2026-12-01T00:30:00Z', 'fr', 'America/Edmonton'))).toBe('30 nov. 2026, 18 h 30 HAR');
  });
  it('the lot form names the zone by its region: Edmonton (MDT), Winnipeg (CDT), Vancouver (PDT)', () => {
    expect(formatTimeZone('America/Edmonton', 'en')).toBe('Edmonton (MDT)');
    expect(formatTimeZone('America/Winnipeg', 'en')).toBe('Winnipeg (CDT)');
    expect(formatTimeZone('America/Vancouver', 'en')).toBe('Vancouver (PDT)');
  });
  it('a lot stored the old way (CST) still shows a labelled time', () =>
    expect(plain(formatDateTime('2026-12-01T20:00:00Z', 'en', 'CST'))).toBe('Dec 1, 2026, 2:00 PM CST'));
  it("a lot's zone reads as its city and abbreviations: Regina (CST) all year, Toronto (EST/EDT); French HNE/HAE", () => {
    expect(formatTimeZone('America/Regina', 'en')).toBe('Regina (CST)');
    expect(formatTimeZone('America/Toronto', 'en')).toBe('Toronto (EST/EDT)');
    expect(formatTimeZone('America/Los_Angeles', 'es')).toBe('Los Angeles (PST/PDT)');
    expect(formatTimeZone('America/Toronto', 'fr')).toBe('Toronto (HNE/HAE)');
    expect(formatTimeZone(null, 'en')).toBe(EMPTY_VALUE);
  });
  it('date-only through formatDateTime stays a date', () => expect(formatDateTime('2026-03-05', 'en')).toBe('Mar 5, 2026'));
  it('missing or invalid dates show a dash', () => {
    expect(formatDate(null, 'en')).toBe(EMPTY_VALUE);
    expect(formatDate('not a date', 'en')).toBe(EMPTY_VALUE);
    expect(formatDateTime('', 'en')).toBe(EMPTY_VALUE);
  });
  it('intlLocale maps console languages', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('fr')).toBe('fr-CA');
    expect(intlLocale('es')).toBe('es-US');
    expect(intlLocale(undefined)).toBe('en-US');
  });
});

describe('formatMonth — the period of a monthly document', () => {
  it('the month and year as each language writes them', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(plain(formatMonth('2026-10', 'fr'))).toBe('octobre 2026');
    expect(plain(formatMonth('2026-01', 'es'))).toMatch(/^enero (de )?2026$/);
  });
  // jest.config.cjs runs these tests west of UTC, where the 1st at 00:00 UTC is still the month before.
  it('the first of the month in UTC, so a time zone west of UTC still shows that month', () => expect(formatMonth('2026-03', 'en')).toBe('March 2026'));
  it('anything but a month shows a dash', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-10-01', '', null, undefined]) expect(formatMonth(bad, 'en')).toBe(EMPTY_VALUE);
  });
});

describe('formatRate — rates in parts per million as percentages', () => {
  it('whole and fractional rates, in the language', () => {
    expect(formatRate(130_000, 'en')).toBe('13%');
    expect(formatRate(99_750, 'en')).toBe('9.975%');
    expect(plain(formatRate(99_750, 'fr'))).toBe('9,975 %');
    expect(formatRate(0, 'en')).toBe('0%');
  });
  it('a missing or unreadable rate shows a dash', () => {
    expect(formatRate(null, 'en')).toBe(EMPTY_VALUE);
    expect(formatRate(Number.NaN, 'es')).toBe(EMPTY_VALUE);
  });
});

describe('formatPercent — percentages (a sales agent commission)', () => {
  it('in the language, to three decimals at most', () => {
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(plain(formatPercent(12.5, 'fr'))).toBe('12,5 %');
    expect(formatPercent(33.33333, 'en')).toBe('33.333%');
  });
  it('a missing percentage shows a dash', () => expect(formatPercent(undefined, 'en')).toBe(EMPTY_VALUE));
});
