// The catalogues' fixed lists, free of TypeBox so a page's choices need no schema code.

/** The catalogues the platform maintains: amenities, asset types, equipment types. */
export const CATALOGUE_KINDS = ['amenities', 'assetTypes', 'equipmentTypes'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const CATALOGUE_STATUSES = ['Active', 'Inactive'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];
