/** The catalogues the platform maintains: amenities, asset types, equipment types. */
export const CATALOGUE_KINDS = ['amenities', 'assetTypes', 'equipmentTypes'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const CATALOGUE_STATUSES = ['Active', 'Inactive'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** One catalogue entry, as GET /api/amenities|assetTypes|equipmentTypes answers it. */
export interface CatalogueItem {
  id: number;
  name: string;
  status: CatalogueStatus;
}

/** The body of POST and PUT on a catalogue. */
export interface CatalogueItemInput {
  name: string;
  status?: CatalogueStatus;
}
