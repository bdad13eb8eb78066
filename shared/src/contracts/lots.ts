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

/** A lot image as the lot editor sends it (SPEC §3): an uploaded object path and its order. */
export type LotAttachment = { imageFilePath: string; priority: number };

/** GET /api/parkingLots/{parkingLotId}: the list item plus what the editor needs. */
export type ParkingLotDetail = ParkingLot & { postalCode: string | null; attachments: LotAttachment[] };

export const LOT_EDIT_STATUSES = ['Active', 'Inactive'] as const;

/** The body of POST /api/parkingLots and PUT /api/parkingLots/{parkingLotId} (DESIGN §7). */
export type ParkingLotInput = {
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode?: string | null;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: string;
  totalSlots: number;
  instructions?: string | null;
  amenities: string[];
  attachments: LotAttachment[];
  status?: (typeof LOT_EDIT_STATUSES)[number];
};

/** A gate access code of a lot (SPEC §3, §5); `status` Expired is computed from the window. */
export type AccessCode = {
  accessCodeId: number;
  parkingLotId: number;
  code: string;
  validFrom: string;
  validTo: string;
  status: 'Active' | 'Inactive' | 'Expired' | 'Removed';
};

/** The body of POST and PUT …/accessCodes. */
export type AccessCodeInput = { code: string; validFrom: string; validTo: string; status?: 'Active' | 'Inactive' };
