import type { PublicLot } from '@haulstop/shared/contracts';
import { cityLabels, directionsUrl, findLots, matchesPlace } from './near';

const lot = (id: number, name: string, city: string, region: string, latitude: number, longitude: number, availableSlots = 5): PublicLot => ({
  parkingLotId: id,
  name,
  address: `${id} Main Street`,
  postalCode: null,
  city,
  region,
  country: region === 'CO' ? 'US' : 'CA',
  latitude,
  longitude,
  totalSlots: 10,
  availableSlots,
  amenities: [],
  priceFrom: null,
  photoUrl: null,
});

const LOTS = [
  lot(1, 'Alpha Stop', 'Regina', 'SK', 50.45, -104.6),
  lot(2, 'Bravo Yard', 'Saskatoon', 'SK', 52.13, -106.67),
  lot(3, 'Charlie Lot', 'Denver', 'CO', 39.74, -104.99, 0),
  lot(4, 'Delta Depot', 'Montréal', 'QC', 45.5, -73.57),
];

describe('finding a lot as a driver (issue 24: search by city or near me, sorted by distance)', () => {
  it('a place matches the lot’s city, region, street address or name, whatever the case and accents', () => {
    expect(matchesPlace(LOTS[0], 'regina')).toBe(true);
    expect(matchesPlace(LOTS[3], 'MONTREAL')).toBe(true);
    expect(matchesPlace(LOTS[1], 'Saskatoon, SK')).toBe(true);
    expect(matchesPlace(LOTS[1], '2 main street')).toBe(true);
    expect(matchesPlace(LOTS[1], 'bravo')).toBe(true);
    expect(matchesPlace(LOTS[1], 'Regina')).toBe(false);
    expect(matchesPlace(LOTS[1], '')).toBe(true);
  });

  it('near me: every lot, nearest to the driver first, each with its distance', () => {
    const nearSaskatoon = { latitude: 52.1, longitude: -106.6 };
    const found = findLots(LOTS, { place: '', origin: nearSaskatoon, onlyFree: false });
    expect(found.map((l) => l.parkingLotId)).toEqual([2, 1, 3, 4]);
    expect(found[0].distanceKm).toBeLessThan(10);
    expect(found[1].distanceKm).toBeGreaterThan(200);
  });

  it('without a position the list keeps its order and shows no distance', () => {
    const found = findLots(LOTS, { place: '', origin: null, onlyFree: false });
    expect(found.map((l) => l.parkingLotId)).toEqual([1, 2, 3, 4]);
    expect(found.every((l) => l.distanceKm === null)).toBe(true);
  });

  it('a place typed keeps only the lots there; "only with free slots" leaves full lots out', () => {
    expect(findLots(LOTS, { place: 'sk', origin: null, onlyFree: false }).map((l) => l.parkingLotId)).toEqual([1, 2]);
    expect(findLots(LOTS, { place: '', origin: null, onlyFree: true }).map((l) => l.parkingLotId)).toEqual([1, 2, 4]);
  });

  it('the directions link is a maps URL with the lot’s coordinates', () => {
    expect(directionsUrl(LOTS[0])).toBe('https://www.google.com/maps/dir/?api=1&destination=50.45,-104.6');
  });

  it('the built-in map names each city once, at the centre of its lots', () => {
    const labels = cityLabels([...LOTS, { ...LOTS[0], parkingLotId: 9, latitude: 50.55, longitude: -104.4 }]);
    expect(labels.map((l) => l.city)).toEqual(['Regina', 'Saskatoon', 'Denver', 'Montréal']);
    expect(labels[0].latitude).toBeCloseTo(50.5);
    expect(labels[0].longitude).toBeCloseTo(-104.5);
  });
});
