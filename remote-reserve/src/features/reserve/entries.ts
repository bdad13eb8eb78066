import type { Asset, Driver } from '@haulstop/shared/contracts';
import type { EntryChoice, ReserveEntry } from './reserveState';

/** The list entry of a driver: `Ann Lee`. */
export const driverEntry = (driver: Driver): EntryChoice => ({
  kind: 'driver',
  refId: String(driver.driverId),
  label: `${driver.firstName} ${driver.lastName}`,
});

/**
 * The list entry of an asset, with its type: `Tractor 1FUJGLDR0CLBP8834 (AB1234)`;
 * `typeLabel` shows the type in the user's language (useCatalogueLabel).
 */
export const assetEntry = (asset: Asset, typeLabel: (name: string) => string = (name) => name): EntryChoice => ({
  kind: 'asset',
  refId: String(asset.assetId),
  label: `${typeLabel(asset.assetTypeName)} ${asset.vin}${asset.licensePlate ? ` (${asset.licensePlate})` : ''}`,
  assetType: asset.assetTypeName,
});

/** The entries as the shared slot rule and POST /api/reservations read them: one per slot, its driver and its asset. */
export const slotEntriesOf = (entries: readonly ReserveEntry[]): { driverId?: number; assetId?: number }[] =>
  entries.map((entry) => ({
    ...(entry.driver ? { driverId: Number(entry.driver.refId) } : {}),
    ...(entry.asset ? { assetId: Number(entry.asset.refId) } : {}),
  }));

/** What an entry holds, as one line: `Ann Lee · Tractor 1FUJGLDR0CLBP8834 (AB1234)`. */
export const entryLabel = (entry: ReserveEntry) => [entry.driver?.label, entry.asset?.label].filter(Boolean).join(' · ');
