/** The amenity catalogue, exact spelling and order. */
export const AMENITIES = [
  'Wifi',
  'Shower',
  'Restaurant',
  'Parking',
  'Gas station',
  'Truck',
  'Repair',
  'Drug store',
  'ATM',
  'CAT scales',
  'Driver lounge',
  'Laundry Service',
  'Parts & supply',
  'Truck wash',
  'Diesel',
  'Armed Security',
  'Gaming Zone',
  'Restroom',
  'Security',
  'LCV',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Status names, exact spelling. Statuses are stored and sent with this spelling. */
export const STATUS_NAMES = [
  'Active',
  'Inactive',
  'Completed',
  'Cancelled',
  'Booked',
  'Upcoming',
  'Failed',
  'Expired',
  'Removed',
  'Invited',
  'Pending',
  'Refunded',
  'Referred',
  'Joined',
  'Deleted',
  'Unpaid',
  'Partial Cancel',
  'To be Paid',
  'Partially Paid',
  'Currently Recurring',
  'Recurring Failed',
  'Payment Refunded',
  'Payment Success',
  'Payment Failed',
  'Booking Failed',
  'Pending Payment',
  'Payment Initiated',
  'Payment Pending',
  'Not Verified',
  'Pending Approval',
] as const;
export type StatusName = (typeof STATUS_NAMES)[number];

/** 'Paid' is not in SPEC §4's list but is what forced consolidated statements display. */
export const PAID_STATUS = 'Paid';

/** Type guard: `isAmenity('ATM') === true`. */
export function isAmenity(value: unknown): value is Amenity {
  return typeof value === 'string' && (AMENITIES as readonly string[]).includes(value);
}

/** Type guard: `isStatusName('Partial Cancel') === true` (exact spelling). */
export function isStatusName(value: unknown): value is StatusName {
  return typeof value === 'string' && (STATUS_NAMES as readonly string[]).includes(value);
}

/** camelCase of a label's words: `labelToKeyPart('Parts & supply') === 'partsSupply'`. */
export function labelToKeyPart(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
}

/** Translation key of an amenity: `amenityKey('Gas station') === 'amenities.gasStation'`. */
export function amenityKey(amenity: Amenity | string): string {
  return `amenities.${labelToKeyPart(amenity)}`;
}
