import type { Place } from '@haulstop/shared/contracts';
import { chosenPlace, placeLabel } from './places';

const town = (name: string, region: string, country: string, population: number): Place => ({
  placeId: population,
  name,
  region,
  country,
  latitude: 0,
  longitude: 0,
  population,
});
// As the server answers "Edmonton": the likeliest first.
const EDMONTONS = [town('Edmonton', 'AB', 'CA', 712391), town('Edmonton', 'KY', 'US', 1568)];

describe('the town a typed text names, the same on the public page and in /reserve', () => {
  it('a town is written "name, region, country"', () => {
    expect(placeLabel(EDMONTONS[0])).toBe('Edmonton, AB, CA');
  });

  it('a suggestion chosen is that town; a name typed is the likeliest town answered for it', () => {
    expect(chosenPlace('edmonton, ky, us', EDMONTONS)).toBe(EDMONTONS[1]);
    expect(chosenPlace('Edmonton', EDMONTONS)).toBe(EDMONTONS[0]);
  });

  it('nothing typed, or no town answered: no town', () => {
    expect(chosenPlace('  ', EDMONTONS)).toBeNull();
    expect(chosenPlace('Nisku', [])).toBeNull();
    expect(chosenPlace('Nisku', undefined)).toBeNull();
  });
});
