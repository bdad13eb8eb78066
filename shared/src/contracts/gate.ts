// The gate and the driver's trip (DESIGN §10): names gate hardware and partners rely on.

/** Where a booked slot's truck is: not come yet, on the lot, gone, never came, or still there past its end. */
export const GATE_STATUSES = ['NOT_ARRIVED', 'ON_LOT', 'LEFT', 'NO_SHOW', 'OVERSTAY'] as const;
export type GateStatus = (typeof GATE_STATUSES)[number];

export const GATE_EVENT_KINDS = ['CHECK_IN', 'CHECK_OUT'] as const;
export type GateEventKind = (typeof GATE_EVENT_KINDS)[number];

/** Who reported the event: the driver's trip link, a code keyed at the gate, the owner's gate screen, a partner's key. */
export const GATE_EVENT_SOURCES = ['DRIVER_LINK', 'GATE_CODE', 'GATE_SCREEN', 'PARTNER'] as const;
export type GateEventSource = (typeof GATE_EVENT_SOURCES)[number];

/** The sources a caller of POST /api/gate/events may name (the driver's link has its own routes). */
export const GATE_POST_SOURCES = ['GATE_CODE', 'GATE_SCREEN', 'PARTNER'] as const;
export type GatePostSource = (typeof GATE_POST_SOURCES)[number];

export const GATE_DECISIONS = ['ALLOWED', 'REFUSED'] as const;
export type GateDecision = (typeof GATE_DECISIONS)[number];

/** Why the gate refused. */
export const GATE_REFUSAL_REASONS = ['NOT_YET_OPEN', 'ENDED', 'CANCELLED', 'OTHER_LOT', 'UNKNOWN_CODE', 'UNKNOWN_PLATE'] as const;
export type GateRefusalReason = (typeof GATE_REFUSAL_REASONS)[number];

/** What the owner should look at: an event that does not follow the slot's story. */
export const GATE_ANOMALIES = [
  'CHECK_OUT_WITHOUT_CHECK_IN',
  'SECOND_CHECK_IN',
  'SECOND_CHECK_OUT',
  'CHECK_IN_AFTER_NO_SHOW',
  'OTHER_LOT_CODE',
  'UNKNOWN_VEHICLE',
] as const;
export type GateAnomaly = (typeof GATE_ANOMALIES)[number];
