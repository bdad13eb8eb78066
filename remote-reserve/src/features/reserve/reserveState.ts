/**
 * The /reserve screen's state as a pure reducer, so the SPEC §4 resets live in one tested place.
 * SPEC §3: a driver/asset entry carries `sno`, renumbered on every add or remove.
 */

export type ReserveSection = 'search' | 'lots' | 'entries' | 'payment' | 'review';
export type CreationMode = 'manual' | 'fleet';

export interface ReserveEntry {
  /** 1-based sequence number, always contiguous (SPEC §3). */
  sno: number;
  kind: 'driver' | 'asset';
  refId: string;
  label: string;
}

export interface BookingData {
  paymentCardNumber?: string;
  payLater?: boolean;
  couponCode?: string;
}

export interface ReserveState {
  section: ReserveSection;
  showBookReserve: boolean;
  lotId: string | null;
  fleetOrgId: string | null;
  creationMode: CreationMode;
  entries: ReserveEntry[];
  slotsToReserve: number;
  booking: BookingData;
}

export type ReserveAction =
  | { type: 'setSection'; section: ReserveSection }
  | { type: 'setShowBookReserve'; show: boolean }
  | { type: 'selectLot'; lotId: string | null }
  | { type: 'selectFleetOrg'; fleetOrgId: string | null }
  | { type: 'setCreationMode'; mode: CreationMode }
  | { type: 'setSlots'; slots: number }
  | { type: 'addEntry'; entry: Omit<ReserveEntry, 'sno'> }
  | { type: 'removeEntry'; sno: number }
  | { type: 'setBooking'; booking: Partial<BookingData> };

export const initialReserveState: ReserveState = {
  section: 'search',
  showBookReserve: false,
  lotId: null,
  fleetOrgId: null,
  creationMode: 'manual',
  entries: [],
  slotsToReserve: 0,
  booking: {},
};

/** Renumbers entries 1..n in their current order (SPEC §3). */
export function renumber(entries: ReadonlyArray<Omit<ReserveEntry, 'sno'> | ReserveEntry>): ReserveEntry[] {
  return entries.map((e, i) => ({ ...e, sno: i + 1 }));
}

/** SPEC §4: section or view change "clears the reservation list, the slot count and the booking data". */
function clearListSlotsBooking(state: ReserveState): ReserveState {
  return { ...state, entries: [], slotsToReserve: 0, booking: {} };
}

/** SPEC §4: lot, fleet org or creation mode change "clears the driver/asset list and the slot count". */
function clearListSlots(state: ReserveState): ReserveState {
  return { ...state, entries: [], slotsToReserve: 0 };
}

export function reserveReducer(state: ReserveState, action: ReserveAction): ReserveState {
  switch (action.type) {
    case 'setSection':
      if (action.section === state.section) return state;
      return { ...clearListSlotsBooking(state), section: action.section };
    case 'setShowBookReserve':
      if (action.show === state.showBookReserve) return state;
      return { ...clearListSlotsBooking(state), showBookReserve: action.show };
    case 'selectLot':
      if (action.lotId === state.lotId) return state;
      return { ...clearListSlots(state), lotId: action.lotId };
    case 'selectFleetOrg':
      if (action.fleetOrgId === state.fleetOrgId) return state;
      return { ...clearListSlots(state), fleetOrgId: action.fleetOrgId };
    case 'setCreationMode':
      if (action.mode === state.creationMode) return state;
      return { ...clearListSlots(state), creationMode: action.mode };
    case 'setSlots':
      return { ...state, slotsToReserve: Math.max(0, Math.floor(action.slots)) };
    case 'addEntry':
      return { ...state, entries: renumber([...state.entries, action.entry]) };
    case 'removeEntry':
      return { ...state, entries: renumber(state.entries.filter((e) => e.sno !== action.sno)) };
    case 'setBooking':
      return { ...state, booking: { ...state.booking, ...action.booking } };
  }
}
