import { AMENITIES, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import { amenityKey, durationKey } from './labels';

const lookup = (file: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);

describe('labels of catalogue values (English, French and Spanish)', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['es', es],
  ])('every amenity of SPEC §3 and duration of SPEC §9 has a %s label', (_lang, file) => {
    for (const amenity of AMENITIES) expect(typeof lookup(file, amenityKey(amenity))).toBe('string');
    for (const duration of RESERVATION_DURATIONS) expect(typeof lookup(file, durationKey(duration))).toBe('string');
  });

  it('the English amenity labels keep the catalogue spelling', () => {
    for (const amenity of AMENITIES) expect(lookup(en, amenityKey(amenity))).toBe(amenity);
  });
});
