import i18next from 'i18next';
import { DRIVER_TYPES } from '@haulstop/shared/contracts';
import { catalogueKey, catalogueLabel, type CatalogueLabelKind } from './catalogue-label';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import es from '../../locales/es/common.json';

/** Catalogue values (driver, asset and equipment types) show in the user's language. */
const SEEDED: Record<CatalogueLabelKind, readonly string[]> = {
  driverTypes: DRIVER_TYPES,
  // api/migrations/020_catalogues.sql
  assetTypes: ['Truck', 'Tractor', 'Trailer', 'Reefer', 'Flatbed', 'Tanker'],
  equipmentTypes: ['Dry van', 'Refrigerated', 'Flatbed', 'Step deck', 'Lowboy', 'Tanker'],
};

const instance = i18next.createInstance();
beforeAll(() => instance.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: en }, fr: { translation: fr }, es: { translation: es } } }));
const tIn = (language: string) => instance.getFixedT(language);

test('a key from the stored name', () => {
  expect(catalogueKey('equipmentTypes', 'Dry van')).toBe('catalogue.equipmentTypes.dryVan');
  expect(catalogueKey('driverTypes', 'Owner operator')).toBe('catalogue.driverTypes.ownerOperator');
});

test.each(Object.entries(SEEDED).flatMap(([kind, names]) => names.map((name) => [kind as CatalogueLabelKind, name] as const)))(
  '%s %s: English as stored, French and Spanish translated',
  (kind, name) => {
    expect(catalogueLabel(kind, name, tIn('en'))).toBe(name);
    expect(catalogueLabel(kind, name, tIn('fr'))).not.toBe(catalogueKey(kind, name));
    expect(catalogueLabel(kind, name, tIn('es'))).not.toBe(catalogueKey(kind, name));
  },
);

test('French and Spanish words', () => {
  expect(catalogueLabel('driverTypes', 'Owner operator', tIn('fr'))).toBe('Propriétaire-exploitant');
  expect(catalogueLabel('assetTypes', 'Trailer', tIn('fr'))).toBe('Remorque');
  expect(catalogueLabel('equipmentTypes', 'Dry van', tIn('es'))).toBe('Caja seca');
});

test('a value the platform added later shows as stored; nothing shows nothing', () => {
  expect(catalogueLabel('assetTypes', 'Car hauler', tIn('fr'))).toBe('Car hauler');
  expect(catalogueLabel('equipmentTypes', null, tIn('fr'))).toBe('');
});
