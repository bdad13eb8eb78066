import type { Language } from '@haulstop/shared/constants';

/** Drivers and assets of carriers and brokers (DESIGN §7 fleet; field names are the contract). */
export const DRIVER_TYPES = ['Company', 'Owner operator', 'Contract'] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];

/** What a user may set; 'Deleted' is what DELETE leaves and lists never show. */
export const FLEET_STATUSES = ['Active', 'Inactive'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];

/** One driver, as GET /api/drivers and /api/drivers/{driverId} answer it. */
export interface Driver {
  driverId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  employeeId: string | null;
  driverType: string;
  status: string;
  /** The language of the driver's trip-link mail and SMS; null reads as English. */
  language: Language | null;
}

/** The body of POST /api/drivers and PUT /api/drivers/{driverId}. */
export interface DriverInput {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  employeeId?: string | null;
  driverType: string;
  status?: FleetStatus;
  /** 'en', 'fr' or 'es' (any other is refused with a field message); null or empty clears it (English). */
  language?: string | null;
}

/** One asset (truck or trailer), as GET /api/assets and /api/assets/{assetId} answer it. */
export interface Asset {
  assetId: number;
  orgId: number;
  vin: string;
  licensePlate: string;
  licenseState: string | null;
  axles: number | null;
  trailerLength: number | null;
  make: string | null;
  makeYear: string | null;
  color: string | null;
  assetTypeId: number | null;
  assetTypeName: string;
  equipmentTypeId: number | null;
  equipmentTypeName: string | null;
  status: string;
}

/** The body of POST /api/assets and PUT /api/assets/{assetId}. */
export interface AssetInput {
  vin: string;
  licensePlate: string;
  licenseState?: string | null;
  axles?: number | null;
  trailerLength?: number | null;
  make?: string | null;
  makeYear?: string | null;
  color?: string | null;
  assetTypeId: number;
  equipmentTypeId?: number | null;
  status?: FleetStatus;
}
