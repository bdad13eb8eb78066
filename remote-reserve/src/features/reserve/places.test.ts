import { findPlace, placeOfTown, placesOf } from './places';

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

describe('a town of the gazetteer as a place to search around', () => {
  it('keeps the town’s position and label, in the zone of the nearest lots', () => {
    const lotPlaces = placesOf([
      { city: 'Regina', region: 'SK', latitude: 50.46, longitude: -104.57, timeZone: 'America/Regina' },
      { city: 'Nisku', region: 'AB', latitude: 53.34, longitude: -113.54, timeZone: 'America/Edmonton' },
    ]);
    expect(placeOfTown({ latitude: 50.4, longitude: -105.53 }, 'Moose Jaw, SK, CA', lotPlaces)).toEqual({
      label: 'Moose Jaw, SK, CA',
      latitude: 50.4,
      longitude: -105.53,
      timeZone: 'America/Regina',
    });
    expect(placeOfTown({ latitude: 53.55, longitude: -113.47 }, 'Edmonton, AB, CA', lotPlaces).timeZone).toBe('America/Edmonton');
    expect(placeOfTown({ latitude: 53.55, longitude: -113.47 }, 'Edmonton, AB, CA', [])).toEqual({
      label: 'Edmonton, AB, CA',
      latitude: 53.55,
      longitude: -113.47,
    });
  });
});
