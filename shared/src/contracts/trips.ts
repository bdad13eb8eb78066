// The driver's trip and the gate (DESIGN §10): what GET /api/trips/{token}, the gate events and the
// booked-against-used report answer. Times are ISO instants; screens show them at the lot's clock.

/** Where a booked truck is, as the gate saw it. */
export const GATE_STATUSES = ['NOT_ARRIVED', 'ON_LOT', 'LEFT', 'NO_SHOW', 'OVERSTAY'] as const;
export type GateStatus = (typeof GATE_STATUSES)[number];

export const GATE_EVENT_KINDS = ['CHECK_IN', 'CHECK_OUT'] as const;
export type GateEventKind = (typeof GATE_EVENT_KINDS)[number];

/** Who told the gate: the driver's link, a code keyed at the gate, the owner's gate screen, a partner's key. */
export const GATE_SOURCES = ['DRIVER_LINK', 'GATE_CODE', 'GATE_SCREEN', 'PARTNER'] as const;
export type GateSource = (typeof GATE_SOURCES)[number];

export type GateDecision = 'ALLOWED' | 'REFUSED';

/** Why the gate refused. */
export const GATE_REFUSALS = ['NOT_YET_OPEN', 'ENDED', 'CANCELLED', 'OTHER_LOT', 'UNKNOWN_CODE', 'UNKNOWN_PLATE'] as const;
export type GateRefusal = (typeof GATE_REFUSALS)[number];

/** What the owner is shown as odd (the event is kept all the same). */
export const GATE_ANOMALIES = ['CHECK_OUT_WITHOUT_CHECK_IN', 'SECOND_CHECK_IN', 'OTHER_LOT_CODE'] as const;
export type GateAnomaly = (typeof GATE_ANOMALIES)[number];

/** GET /api/trips/{token}: one entry of a booking, as its driver sees it (no sign-in). */
export type Trip = {
  reservationId: number;
  sno: number;
  lot: {
    parkingLotId: number;
    name: string;
    address: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    latitude: number | null;
    longitude: number | null;
    timeZone: string;
    instructions: string | null;
  };
  startAt: string;
  endAt: string;
  /** the booking's status (Confirmed, Cancelled, …) */
  status: string;
  gateStatus: GateStatus;
  /** null until `gateCodeFrom` */
  gateCode: string | null;
  gateCodeFrom: string;
  driver: { firstName: string };
  asset: { licensePlate: string | null; make: string | null } | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
};

/** POST /api/trips/{token}/extensionRequest. */
export type TripExtensionRequestBody = { duration: string };

/** POST /api/gate/events. */
export type GateEventBody = {
  parkingLotId: number;
  kind: GateEventKind;
  gateCode?: string;
  licensePlate?: string;
  at?: string;
  source: Exclude<GateSource, 'DRIVER_LINK'>;
};

/** What POST /api/gate/events answers: the gate's decision, recorded as an event. */
export type GateEventAnswer = {
  eventId: number;
  decision: GateDecision;
  reason?: GateRefusal | null;
  reservationId?: number | null;
  sno?: number | null;
  /** the window of the booking the code or plate belongs to, when known: the reason's times */
  startAt?: string | null;
  endAt?: string | null;
  anomaly?: GateAnomaly | null;
};

/** One event of GET /api/gate/events and GET /api/reservations/{id}/gateEvents. */
export type GateEvent = {
  eventId: number;
  parkingLotId: number;
  reservationId: number | null;
  sno: number | null;
  kind: GateEventKind;
  source: GateSource;
  decision: GateDecision;
  reason: GateRefusal | null;
  anomaly: GateAnomaly | null;
  licensePlate: string | null;
  at: string;
};

/** One lot-day of GET /api/reports/parkingLots/{parkingLotId}/bookedVsUsed. */
export type BookedVsUsedDay = {
  date: string;
  bookedSlotHours: number;
  usedSlotHours: number;
  noShows: number;
  overstays: number;
  overstayMinor: number;
};

export type BookedVsUsed = { days: BookedVsUsedDay[]; currency: string };
