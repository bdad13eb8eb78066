// How an asset (a truck, a trailer) is named wherever the console or the API names it: one rule,
// so a truck reads the same on the booking screen, the reservation, the lot's day and the reports.

/** The fields an asset's name is made of (the asset contract's names). */
export type AssetNaming = {
  make?: string | null;
  makeYear?: string | number | null;
  licensePlate?: string | null;
  vin?: string | null;
  /** the asset's type as the reader should read it (translated on screens): named when make and year are unknown */
  assetType?: string | null;
};

const present = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * An asset's label: make and year (what a person recognises), else its type, then the licence
 * plate in brackets (what a gate reads), else the VIN. The API's SQL builds the same text
 * (api/src/modules/fleet/asset-label-sql.ts), checked against this rule by its tests.
 * @example assetLabel({ make: 'Freightliner', makeYear: '2015', licensePlate: 'NL98831' }) // 'Freightliner 2015 (NL98831)'
 * @example assetLabel({ assetType: 'Tractor', licensePlate: 'AB1234' }) // 'Tractor (AB1234)'
 */
export function assetLabel(asset: AssetNaming): string {
  const name = [present(asset.make), present(asset.makeYear)].filter(Boolean).join(' ') || present(asset.assetType);
  const id = present(asset.licensePlate) || present(asset.vin);
  return name && id ? `${name} (${id})` : name || id;
}
