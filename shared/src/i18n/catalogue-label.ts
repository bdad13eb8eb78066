import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Catalogue values (driver types, asset types, equipment types) are stored and sent in their
 * English catalogue spelling; a screen shows them in the user's language. The seeded values have
 * a key in the shared locale files (`catalogue.<kind>.<code>`); a value the platform adds later has
 * none and shows as stored.
 */
export type CatalogueLabelKind = 'driverTypes' | 'assetTypes' | 'equipmentTypes';

/** `catalogueKey('equipmentTypes', 'Dry van')` → 'catalogue.equipmentTypes.dryVan'. */
export function catalogueKey(kind: CatalogueLabelKind, name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/);
  const code = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
  return `catalogue.${kind}.${code}`;
}

/**
 * The label of a catalogue value in the language of `t`, the stored name when it has no key.
 * @example catalogueLabel('driverTypes', 'Owner operator', t) // 'Propriétaire-exploitant' in French
 */
export function catalogueLabel(kind: CatalogueLabelKind, name: string | null | undefined, t: TFunction): string {
  if (!name) return '';
  return t(catalogueKey(kind, name), { defaultValue: name });
}

/**
 * THE way a screen shows or offers a catalogue value: `const label = useCatalogueLabel();`
 * then `label('assetTypes', asset.assetTypeName)`. Re-renders on a language change.
 */
export function useCatalogueLabel(): (kind: CatalogueLabelKind, name: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback((kind: CatalogueLabelKind, name: string | null | undefined) => catalogueLabel(kind, name, t), [t]);
}
