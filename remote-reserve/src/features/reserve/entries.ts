import type { Asset, Driver } from '@haulstop/shared/contracts';
import type { SlotEntry } from '@haulstop/shared/rules';
import type { ReserveEntry } from './reserveState';

/** The list entry of a driver: `Ann Lee`. */
export const driverEntry = (driver: Driver): Omit<ReserveEntry, 'sno'> => ({
  kind: 'driver',
  refId: String(driver.driverId),
  label: `${driver.firstName} ${driver.lastName}`,
});

/**
 * The list entry of an asset, with its type (the slot rule reads it): `Tractor 1FUJGLDR0CLBP8834 (AB1234)`;
 * `typeLabel` shows the type in the user's language (useCatalogueLabel).
 */
export const assetEntry = (asset: Asset, typeLabel: (name: string) => string = (name) => name): Omit<ReserveEntry, 'sno'> => ({
  kind: 'asset',
  refId: String(asset.assetId),
  label: `${typeLabel(asset.assetTypeName)} ${asset.vin}${asset.licensePlate ? ` (${asset.licensePlate})` : ''}`,
  assetType: asset.assetTypeName,
});

/** The entries as the shared slot rule reads them (slotsNeeded, validateEntriesFitSlots): a driver needs no slot of their own. */
export const slotEntriesOf = (entries: readonly ReserveEntry[]): SlotEntry[] =>
  entries.map((entry) => (entry.kind === 'asset' ? { assetType: entry.assetType ?? '' } : {}));
