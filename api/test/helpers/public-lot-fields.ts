/**
 * The fields of a lot as GET /api/public/lots shows it to anyone, sorted: nothing private (no
 * owner, instructions or access codes). With a point asked for, `distanceKm` comes too.
 */
export const PUBLIC_LOT_FIELDS = [
  'address',
  'amenities',
  'availableSlots',
  'city',
  'country',
  'latitude',
  'longitude',
  'name',
  'parkingLotId',
  'photoUrl',
  'postalCode',
  'priceFrom',
  'region',
  'totalSlots',
];
