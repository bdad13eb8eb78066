// Bookings and payments (DESIGN §7 `POST /api/reservations` and friends): the API answers these.
import type { EntryGateFields } from './gate';

export const PAYMENT_METHODS = ['CARD', 'BANK', 'OPEN_ACCOUNT', 'PAY_LATER'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

export interface BookingPayment {
  method: PaymentMethodKind;
  paymentMethodId?: number;
  /** Sandbox only: a test card number charged once (DESIGN §7 test cards). */
  cardNumber?: string;
}

export interface BookingEntry {
  driverId?: number;
  assetId?: number;
}

export interface CreateBookingBody {
  parkingLotId: number;
  duration: string;
  startAt: string;
  slots: number;
  entries: BookingEntry[];
  payment: BookingPayment;
  couponCode?: string;
  recurring?: boolean;
  forOrgId?: number;
}

/** POST /api/reservations/quote: what a booking would cost, before booking it. */
export interface BookingQuoteBody {
  parkingLotId: number;
  duration: string;
  startAt: string;
  slots: number;
  couponCode?: string;
}

export interface BookingQuote {
  parkingLotId: number;
  currency: 'USD' | 'CAD';
  /** The lot's price of one slot for the duration. */
  unitPriceMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  /** Canadian lots: GST/HST/PST (rate in parts per million) on the subtotal less the discount. */
  taxLines: { name: string; rate: number; amountMinor: number }[];
  amountMinor: number;
  startAt: string;
  endAt: string;
  /** Free over the whole window now (a quote holds nothing). */
  availableSlots: number;
}

/**
 * POST /api/reservations/{reservationId}/extend/quote: what extending the booking by `duration`
 * would cost now, before the customer confirms (nothing written or held).
 */
export interface ExtensionQuote {
  reservationId: number;
  duration: string;
  currency: 'USD' | 'CAD';
  slots: number;
  /** The lot's price of one slot for the duration. */
  unitPriceMinor: number;
  /** unitPriceMinor × slots. */
  subtotalMinor: number;
  /** Canadian lots: one line per tax (GST/HST/PST, rate in parts per million) on the subtotal. */
  taxLines: { name: string; rate: number; amountMinor: number }[];
  /** subtotal + taxes: what is charged. */
  amountMinor: number;
  /** The current end, where the extension starts. */
  startAt: string;
  /** The end once extended. */
  endAt: string;
  /** Slots free over the extension's window now (a quote holds nothing). */
  availableSlots: number;
  /** How "as the reservation was paid" pays (the booking's own way); null when a payment must be chosen. */
  paidAs: PaymentMethodKind | null;
}

export interface BookingCreated {
  reservationId: number;
  status: string;
  paymentStatus: string | null;
  amountMinor: number;
  currency: string;
  startAt: string;
  endAt: string;
  gateCode: string | null;
}

export interface BookingPaymentRecord {
  paymentId: number;
  method: PaymentMethodKind;
  status: string;
  amountMinor: number;
  currency: string;
  failureCode: string | null;
  createdAt: string;
}

export interface BookingDetails extends BookingCreated {
  parkingLotId: number;
  parkingLotName: string;
  /** The lot's IANA zone (America/Regina): the window is shown in it, with its abbreviation. */
  timeZone: string;
  orgId: number;
  /** The customer: the organisation the parking is for. */
  orgName: string;
  bookedByOrgId: number | null;
  /** Who booked it for the customer: its parent carrier or the lot's owner. */
  bookedByOrgName: string | null;
  duration: string;
  slots: number;
  /** A recurring booking's series: Currently Recurring, Recurring Failed or Stopped; null when not recurring. */
  recurrenceStatus: string | null;
  /** What a discount code took off the subtotal (0 without one). */
  discountMinor: number;
  entries: ({ sno: number; driverId: number | null; assetId: number | null; driverName: string | null; assetLabel: string | null } & EntryGateFields)[];
  payments: BookingPaymentRecord[];
  /** Canadian lots: GST/HST/PST lines (rate in parts per million), included in amountMinor. */
  taxLines: { name: string; rate: number; amountMinor: number }[];
  /** Every status and payment status it took, oldest first (recorded by the database). */
  statusHistory: { status: string; paymentStatus: string | null; changedAt: string }[];
  /** Each extension it took, oldest first: the duration added, the window it added, its price and charge, who and when. */
  extensions: BookingExtension[];
}

export interface BookingExtension {
  duration: string;
  /** The end before the extension. */
  startAt: string;
  /** The end it extended to. */
  endAt: string;
  slots: number;
  /** The duration's price for every slot. */
  subtotalMinor: number;
  /** What it charged, taxes included. */
  amountMinor: number;
  extendedAt: string;
  extendedByName: string | null;
}

/** GET /api/reservations/fleetOrganizations: a carrier or broker a lot owner may book for. */
export interface FleetOrganization {
  orgId: number;
  orgName: string;
  orgType: string;
}

/** Why a code typed at a lot's gate opens it or not (`POST /api/parkingLots/{parkingLotId}/gateCheck`). */
export const GATE_CHECK_OUTCOMES = ['VALID', 'NOT_YET_VALID', 'ENDED', 'UNKNOWN'] as const;
export type GateCheckOutcome = (typeof GATE_CHECK_OUTCOMES)[number];

export interface GateCheck {
  valid: boolean;
  /** UNKNOWN: no live booking or access code of this lot has it (never issued, cancelled, unpaid). */
  outcome: GateCheckOutcome;
  /** BOOKING: a reservation's gate code; ACCESS_CODE: one of the owner's access codes of the lot. */
  kind: 'BOOKING' | 'ACCESS_CODE' | null;
  reservationId: number | null;
  validFrom: string | null;
  validTo: string | null;
}
