import { findPlace, placesOf } from './places';

const lots = [
  { city: 'Calgary', region: 'AB', latitude: 51, longitude: -114 },
  { city: 'Calgary', region: 'AB', latitude: 52, longitude: -113 },
  { city: 'Denver', region: 'CO', latitude: 39.7, longitude: -105 },
  { city: 'Dallas', region: 'TX', latitude: 32.8, longitude: -96.8 },
];

describe('places to search around, from the bookable lots', () => {
  it('one place per city, at the middle of its lots, sorted', () => {
    expect(placesOf(lots)).toEqual([
      { label: 'Calgary, AB', latitude: 51.5, longitude: -113.5 },
      { label: 'Dallas, TX', latitude: 32.8, longitude: -96.8 },
      { label: 'Denver, CO', latitude: 39.7, longitude: -105 },
    ]);
  });

  it('a typed place: the exact label or a unique beginning, case ignored; ambiguous or unknown is null', () => {
    const places = placesOf(lots);
    expect(findPlace(places, 'calgary')?.label).toBe('Calgary, AB');
    expect(findPlace(places, 'Denver, CO')?.label).toBe('Denver, CO');
    expect(findPlace(places, 'D')).toBeNull();
    expect(findPlace(places, 'Boise')).toBeNull();
  });
});
