import type { PublicLot } from '@haulstop/shared/contracts';
import { cityLabels, directionsUrl, driverLotsQuery } from './near';

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

describe('a lot on the driver’s map', () => {
  it('the page asks the server for the place typed and the lots near the driver, one page at a time', () => {
    expect(driverLotsQuery('', null)).toEqual({ size: 50 });
    expect(driverLotsQuery('  Regina, SK ', null)).toEqual({ search: 'Regina, SK', size: 50 });
    // The position goes to ~100 m: enough to sort lots, no closer to where the driver stands.
    expect(driverLotsQuery('', { latitude: 50.451234, longitude: -104.606789 })).toEqual({ latitude: 50.451, longitude: -104.607, size: 50 });
    expect(driverLotsQuery('truck', { latitude: 50.45, longitude: -104.6 })).toEqual({ latitude: 50.45, longitude: -104.6, search: 'truck', size: 50 });
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
