import { initialReserveState, renumber, reserveReducer, type ReserveState } from './reserveState';

const driver = { kind: 'driver' as const, refId: 'd1', label: 'Ann Driver' };
const asset = { kind: 'asset' as const, refId: 'a1', label: 'Trailer 7' };
const asset2 = { kind: 'asset' as const, refId: 'a2', label: 'Trailer 8' };
const asset3 = { kind: 'asset' as const, refId: 'a3', label: 'Tractor 9' };
const driver2 = { kind: 'driver' as const, refId: 'd2', label: 'Raj Driver' };

function built(): ReserveState {
  let s = reserveReducer(initialReserveState, { type: 'selectLot', lotId: 'lot-1' });
  s = reserveReducer(s, { type: 'addEntry', entry: driver });
  s = reserveReducer(s, { type: 'addEntry', entry: asset });
  s = reserveReducer(s, { type: 'setSlots', slots: 2 });
  return reserveReducer(s, { type: 'setBooking', booking: { couponCode: 'SAVE10', payLater: true } });
}

describe('reservation-building entries ("sno, renumbered on every add or remove")', () => {
  it('numbers entries 1..n as they are added', () => {
    expect(built().entries.map((e) => e.sno)).toEqual([1]);
    expect(reserveReducer(built(), { type: 'addEntry', entry: asset2 }).entries.map((e) => e.sno)).toEqual([1, 2]);
  });

  it('renumbers the remaining entries after a removal', () => {
    let s = reserveReducer(built(), { type: 'addEntry', entry: asset2 });
    s = reserveReducer(s, { type: 'addEntry', entry: asset3 });
    s = reserveReducer(s, { type: 'removeEntry', sno: 1 });
    expect(s.entries.map((e) => [e.sno, e.asset?.refId])).toEqual([
      [1, 'a2'],
      [2, 'a3'],
    ]);
  });

  it('renumber() makes any order contiguous', () => {
    expect(renumber([{ asset: { refId: 'a1', label: 'Trailer 7' } }, { driver: { refId: 'd1', label: 'Ann Driver' } }]).map((e) => e.sno)).toEqual([1, 2]);
  });
});

describe('an entry is a slot: it holds a driver, a truck or both', () => {
  it('a driver then his truck make one entry, not two', () => {
    expect(built().entries).toEqual([{ sno: 1, driver: { refId: 'd1', label: 'Ann Driver' }, asset: { refId: 'a1', label: 'Trailer 7' } }]);
  });

  it('a truck then its driver make one entry too: "Add driver" fills the slot of the truck without a driver', () => {
    let s = reserveReducer(initialReserveState, { type: 'addEntry', entry: asset });
    s = reserveReducer(s, { type: 'addEntry', entry: asset2 });
    s = reserveReducer(s, { type: 'addEntry', entry: driver });
    expect(s.entries.map((e) => [e.sno, e.driver?.refId, e.asset?.refId])).toEqual([
      [1, 'd1', 'a1'],
      [2, undefined, 'a2'],
    ]);
  });

  it('a second driver with no truck left to pair opens a slot of his own; one already listed is not listed twice', () => {
    let s = reserveReducer(built(), { type: 'addEntry', entry: driver2 });
    s = reserveReducer(s, { type: 'addEntry', entry: driver2 });
    s = reserveReducer(s, { type: 'addEntry', entry: asset });
    expect(s.entries.map((e) => [e.sno, e.driver?.refId, e.asset?.refId])).toEqual([
      [1, 'd1', 'a1'],
      [2, 'd2', undefined],
    ]);
    expect(reserveReducer(s, { type: 'addEntry', entry: asset2 }).entries[1]).toMatchObject({ driver: { refId: 'd2' }, asset: { refId: 'a2' } });
  });

  it('removing an entry frees its slot with its driver and its truck', () => {
    expect(reserveReducer(built(), { type: 'removeEntry', sno: 1 }).entries).toEqual([]);
  });
});

describe('SPEC §4 Reserve screen: "Changing the reserve section or the show-book-reserve view clears the reservation list, the slot count and the booking data"', () => {
  it('a section change clears list, slots and booking data', () => {
    const s = reserveReducer(built(), { type: 'setSection', section: 'LISTVIEW' });
    expect(s).toMatchObject({ section: 'LISTVIEW', entries: [], slotsToReserve: 0, booking: {} });
    expect(s.lotId).toBe('lot-1');
  });

  it('a show-book-reserve view change clears list, slots and booking data', () => {
    const s = reserveReducer(built(), { type: 'setShowBookReserve', show: true });
    expect(s).toMatchObject({ showBookReserve: true, entries: [], slotsToReserve: 0, booking: {} });
  });

  it('choosing the same section again keeps everything', () => {
    const before = built();
    expect(reserveReducer(before, { type: 'setSection', section: 'MAPVIEW' })).toBe(before);
  });

  it('the first section is MAPVIEW', () => {
    expect(initialReserveState.section).toBe('MAPVIEW');
  });

  it('leaving the book-reserve view also returns to its first step', () => {
    let s = reserveReducer(built(), { type: 'setShowBookReserve', show: true });
    s = reserveReducer(s, { type: 'setStep', step: 'review' });
    expect(reserveReducer(s, { type: 'setShowBookReserve', show: false }).step).toBe('entries');
  });
});

describe('the steps of one booking (entries → payment → review)', () => {
  it('moving between steps keeps the list, the slot count and the booking data', () => {
    const before = built();
    const s = reserveReducer(reserveReducer(before, { type: 'setStep', step: 'payment' }), { type: 'setStep', step: 'review' });
    expect(s).toMatchObject({ step: 'review', entries: before.entries, slotsToReserve: 2, booking: before.booking });
  });
});

describe('SPEC §4 Reserve screen: "Changing the parking lot, the fleet org or the creation mode clears the driver/asset list and the slot count"', () => {
  it.each([
    ['parking lot', { type: 'selectLot', lotId: 'lot-2' }],
    ['fleet org', { type: 'selectFleetOrg', fleetOrgId: 'org-9' }],
    ['creation mode', { type: 'setCreationMode', mode: 'fleet' }],
  ] as const)('a %s change clears the list and slot count but keeps the booking data', (_name, action) => {
    const s = reserveReducer(built(), action);
    expect(s.entries).toEqual([]);
    expect(s.slotsToReserve).toBe(0);
    expect(s.booking).toEqual({ couponCode: 'SAVE10', payLater: true });
  });

  it('re-selecting the same lot keeps the list', () => {
    const before = built();
    expect(reserveReducer(before, { type: 'selectLot', lotId: 'lot-1' }).entries).toHaveLength(1);
  });

  it('creation mode defaults to manual', () => {
    expect(initialReserveState.creationMode).toBe('manual');
  });
});
