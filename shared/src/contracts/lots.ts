/** One price of a lot (amount in minor units: cents). */
export type LotPrice = { duration: string; amountMinor: number; currency: string };

/** One picture of a lot; `imagePath` is an object path for /api/session/downloadUrl. */
export type LotImage = { imagePath: string; imagePriority: number };

/** A parking lot as `GET /api/parkingLots` lists it. */
export type ParkingLot = {
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
  /** totalSlots minus the slots held by reservations now */
  availableSlots: number;
  instructions: string | null;
  status: string;
  ownerOrgId: number;
  ownerOrgName: string;
  amenities: string[];
  prices: LotPrice[];
  images: LotImage[];
};
