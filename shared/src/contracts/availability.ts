import type { LotPrice } from './lots';

/** One lot of GET /api/availability (DESIGN §7): its free slots and price for the asked window. */
export type LotAvailability = {
  parkingLotId: number;
  name: string;
  address: string;
  city: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: string;
  totalSlots: number;
  /** slots free during the whole window: total minus the slots of every holding reservation overlapping it */
  availableSlots: number;
  /** ISO 8601 instants; endAt = startAt + the duration */
  startAt: string;
  endAt: string;
  duration: string;
  slots: number;
  /** the lot's price for the duration × slots, in minor units; null when the lot has no price for it */
  priceMinor: number | null;
  amenities: string[];
  /** straight-line distance from the searched point, when one was given */
  distanceKm: number | null;
  /** the lot's first photo (an object path for /api/session/downloadUrl), or null when it has none */
  imagePath: string | null;
  ownerOrgId: number;
  ownerOrgName: string;
  instructions: string | null;
};

/** The query of GET /api/availability: one lot, or a search by area and amenities. */
export type AvailabilityQuery = {
  startAt: string;
  duration: string;
  slots?: number;
  parkingLotId?: number;
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
  /** every listed amenity must be present (comma-separated in the URL) */
  amenities?: string[];
  /** only lots with at least `slots` free */
  onlyAvailable?: boolean;
  page?: number;
  size?: number;
};

/** GET /api/public/lots (no login): a bookable lot as the global dashboard shows it; nothing private. */
export type PublicLot = {
  parkingLotId: number;
  name: string;
  city: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  totalSlots: number;
  /** Free at this moment. */
  availableSlots: number;
  amenities: string[];
  /** Street address (with city, region and country: where a driver goes). */
  address: string;
  postalCode: string | null;
  /** The lot's cheapest price (its "from" price), or null when it has none. */
  priceFrom: LotPrice | null;
  /** The lot's first photo, public (GET /api/public/lots/{id}/photo), or null when it has none. */
  photoUrl: string | null;
  /** Great-circle distance in km from the asked point (0.1 km steps); only when a point was asked. */
  distanceKm?: number;
};

/**
 * The query of GET /api/public/lots. Without any of these the answer is every bookable lot, in
 * name order (`{ content }`); with any, it is one page of the matching lots (`Page<PublicLot>`).
 */
export type PublicLotsQuery = {
  /** A point (both or neither): the lots nearest to it first, each with its distanceKm. */
  latitude?: number;
  longitude?: number;
  /** Words each found (any case or accent) in the lot's name, address, city, region, postal code or country. */
  search?: string;
  /** With a point: only the lots within this great-circle distance of it (km). */
  radiusKm?: number;
  page?: number;
  /** Rows per page: default 50, at most 200. */
  size?: number;
};

/**
 * A town or city of the gazetteer (GeoNames, places of 1,000 people or more in Canada, the United
 * States and Mexico) as GET /api/public/places answers it: where to search lots around.
 */
export type Place = {
  /** The GeoNames id of the place; null for a town of the lots the gazetteer does not hold (Nisku, AB). */
  placeId: number | null;
  name: string;
  /** The province or state code: SK, TX, JAL (ISO 3166-2, without the country). */
  region: string;
  /** CA, US or MX. */
  country: string;
  latitude: number;
  longitude: number;
  /** GeoNames' population; null for a town of the lots the gazetteer does not hold. */
  population: number | null;
};

/** The query of GET /api/public/places. */
export type PlacesQuery = {
  /** The start of a place's name (any case or accent), optionally followed by ", region" or ", country". */
  search: string;
  /** Places answered, the likeliest first: default 8, at most 20. */
  size?: number;
};

/** One `availability` event of GET /api/public/availability/stream: a lot's count after a change. */
export type LotAvailabilityChange = Pick<PublicLot, 'parkingLotId' | 'availableSlots' | 'totalSlots'>;
