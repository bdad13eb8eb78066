// The fleet's fixed lists, free of TypeBox so a page's select options need no schema code.

/** The kinds of driver a carrier or broker records. */
export const DRIVER_TYPES = ['Company', 'Owner operator', 'Contract'] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];

/** What a user may set; 'Deleted' is what DELETE leaves and lists never show. */
export const FLEET_STATUSES = ['Active', 'Inactive'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];
