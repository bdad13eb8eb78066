/**
 * The /reserve screen's state as a pure reducer, so the SPEC §4 resets live in one tested place.
 * A driver/asset entry carries `sno`, renumbered on every add or remove; each entry is
 * one slot, holding a driver, a truck or both.
 */

/** The reserve sections: the lots on a map beside the list (SPEC §2.8 MAPVIEW), or the list alone. */
export type ReserveSection = 'MAPVIEW' | 'LISTVIEW';
/** The steps of the book-reserve view, once a lot is chosen. */
export type BookStep = 'entries' | 'payment' | 'review';
export type CreationMode = 'manual' | 'fleet';

/** A driver or an asset chosen for the booking, as the list shows it. */
export interface EntryChoice {
  kind: 'driver' | 'asset';
  refId: string;
  label: string;
  /** An asset's type name, shown with it. */
  assetType?: string;
}

/** Who or what a slot holds: a driver, or an asset with its type. */
export type EntryPart = Omit<EntryChoice, 'kind'>;

/** One entry of the booking is one slot: it holds a driver, a truck or both. */
export interface ReserveEntry {
  /** 1-based sequence number, always contiguous. */
  sno: number;
  driver?: EntryPart;
  asset?: EntryPart;
}

export interface BookingData {
  /** CARD, BANK, OPEN_ACCOUNT or PAY_LATER. */
  method?: 'CARD' | 'BANK' | 'OPEN_ACCOUNT' | 'PAY_LATER';
  /** A saved card or bank account, or an open account. */
  paymentMethodId?: number;
  /** A card number typed in (sandbox test cards), when no saved card is used. */
  paymentCardNumber?: string;
  payLater?: boolean;
  couponCode?: string;
  /** paymentIncludeRecurring: renew weekly, monthly or yearly bookings. */
  recurring?: boolean;
}

export interface ReserveState {
  section: ReserveSection;
  /** false: finding a lot; true: booking the chosen lot (the show-book-reserve view). */
  showBookReserve: boolean;
  step: BookStep;
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
  | { type: 'setStep'; step: BookStep }
  | { type: 'selectLot'; lotId: string | null }
  | { type: 'selectFleetOrg'; fleetOrgId: string | null }
  | { type: 'setCreationMode'; mode: CreationMode }
  | { type: 'setSlots'; slots: number }
  | { type: 'addEntry'; entry: EntryChoice }
  | { type: 'removeEntry'; sno: number }
  | { type: 'setBooking'; booking: Partial<BookingData> };

export const initialReserveState: ReserveState = {
  section: 'MAPVIEW',
  showBookReserve: false,
  step: 'entries',
  lotId: null,
  fleetOrgId: null,
  creationMode: 'manual',
  entries: [],
  slotsToReserve: 0,
  booking: {},
};

/**
 * A driver or an asset joins the first slot that lacks it and holds the other (a driver fills the
 * slot of a truck without a driver, a truck the slot of a driver without a truck), else opens a
 * slot of its own: a driver and his truck are one entry, whichever is added first. One already
 * listed is not listed twice.
 */
export function placeChoice(entries: readonly ReserveEntry[], choice: EntryChoice): ReserveEntry[] {
  const { kind, ...part } = choice;
  const other = kind === 'driver' ? 'asset' : 'driver';
  if (entries.some((entry) => entry[kind]?.refId === part.refId)) return [...entries];
  const open = entries.findIndex((entry) => entry[kind] === undefined && entry[other] !== undefined);
  if (open === -1) return renumber([...entries, { [kind]: part }]);
  return entries.map((entry, index) => (index === open ? { ...entry, [kind]: part } : entry));
}

/** Renumbers entries 1..n in their current order. */
export function renumber(entries: ReadonlyArray<Omit<ReserveEntry, 'sno'>>): ReserveEntry[] {
  return entries.map((e, i) => ({ ...e, sno: i + 1 }));
}

/** Section or view change "clears the reservation list, the slot count and the booking data". */
function clearListSlotsBooking(state: ReserveState): ReserveState {
  return { ...state, entries: [], slotsToReserve: 0, booking: {} };
}

/** Lot, fleet org or creation mode change "clears the driver/asset list and the slot count". */
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
      return { ...clearListSlotsBooking(state), showBookReserve: action.show, step: 'entries' };
    case 'setStep':
      // Moving between the steps of one booking keeps what was chosen.
      return { ...state, step: action.step };
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
      return { ...state, entries: placeChoice(state.entries, action.entry) };
    case 'removeEntry':
      return { ...state, entries: renumber(state.entries.filter((e) => e.sno !== action.sno)) };
    case 'setBooking':
      return { ...state, booking: { ...state.booking, ...action.booking } };
  }
}
