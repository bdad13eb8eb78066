import type { Asset, Driver } from '@haulstop/shared/contracts';
import { assetLabel } from '@haulstop/shared/rules';
import type { EntryChoice, ReserveEntry } from './reserveState';

/** The list entry of a driver: `Ann Lee`. */
export const driverEntry = (driver: Driver): EntryChoice => ({
  kind: 'driver',
  refId: String(driver.driverId),
  label: `${driver.firstName} ${driver.lastName}`,
});

/** An asset named as everywhere (assetLabel): `Freightliner 2015 (AB1234)`; `typeLabel` shows its type in the user's language. */
export const assetName = (asset: Asset, typeLabel: (name: string) => string = (name) => name): string =>
  assetLabel({ ...asset, assetType: typeLabel(asset.assetTypeName) });

/** The list entry of an asset, with its type, named by assetName. */
export const assetEntry = (asset: Asset, typeLabel: (name: string) => string = (name) => name): EntryChoice => ({
  kind: 'asset',
  refId: String(asset.assetId),
  label: assetName(asset, typeLabel),
  assetType: asset.assetTypeName,
});

/** The entries as the shared slot rule and POST /api/reservations read them: one per slot, its driver and its asset. */
export const slotEntriesOf = (entries: readonly ReserveEntry[]): { driverId?: number; assetId?: number }[] =>
  entries.map((entry) => ({
    ...(entry.driver ? { driverId: Number(entry.driver.refId) } : {}),
    ...(entry.asset ? { assetId: Number(entry.asset.refId) } : {}),
  }));

/** What an entry holds, as one line: `Ann Lee · Freightliner 2015 (AB1234)`. */
export const entryLabel = (entry: ReserveEntry) => [entry.driver?.label, entry.asset?.label].filter(Boolean).join(' · ');
