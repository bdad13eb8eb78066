import type { LotAttachment, ParkingLotDetail, ParkingLotInput } from '@haulstop/shared/contracts';

/** The lot editor's values: what a person types stays text until it is sent. */
export type LotForm = {
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  latitude: string;
  longitude: string;
  timeZone: string;
  currency: string;
  totalSlots: string;
  instructions: string;
  amenities: string[];
  images: LotAttachment[];
  status: 'Active' | 'Inactive';
};

export const EMPTY_LOT: LotForm = {
  name: '',
  address: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  latitude: '',
  longitude: '',
  timeZone: '',
  currency: 'USD',
  totalSlots: '',
  instructions: '',
  amenities: [],
  images: [],
  status: 'Active',
};

/** A loaded lot as form values. */
export function toLotForm(lot: ParkingLotDetail): LotForm {
  return {
    name: lot.name,
    address: lot.address,
    city: lot.city,
    region: lot.region,
    postalCode: lot.postalCode ?? '',
    country: lot.country,
    latitude: String(lot.latitude),
    longitude: String(lot.longitude),
    timeZone: lot.timeZone,
    currency: lot.currency,
    totalSlots: String(lot.totalSlots),
    instructions: lot.instructions ?? '',
    amenities: [...lot.amenities],
    images: lot.attachments,
    status: lot.status === 'Inactive' ? 'Inactive' : 'Active',
  };
}

/** Form values (already checked by validateParkingLot) as the API's body. */
export function toLotInput(form: LotForm): ParkingLotInput {
  return {
    name: form.name.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    region: form.region.trim(),
    postalCode: form.postalCode.trim() || null,
    country: form.country,
    latitude: Number(form.latitude),
    longitude: Number(form.longitude),
    timeZone: form.timeZone,
    currency: form.currency,
    totalSlots: Number(form.totalSlots),
    instructions: form.instructions.trim() || null,
    amenities: form.amenities,
    attachments: form.images,
    status: form.status,
  };
}

/** US lots are priced in USD, Canadian ones in CAD: choosing the country sets the currency. */
export const currencyOf = (country: string) => (country === 'CA' ? 'CAD' : 'USD');
