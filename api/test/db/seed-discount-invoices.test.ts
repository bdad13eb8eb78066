import { chooseDiscountUses, type SeededBooking } from '../../src/db/seed-discount-invoices';

const booking = (id: number, start: string, currency: string, lot: string): SeededBooking => ({
  id,
  amount_minor: 9000,
  currency,
  lot_name: lot,
  start_at: `${start}T12:00:00Z`,
});

// Prairie's seeded bookings of August–October as the demo seeded them on 24 November 2026, in id
// order: counted over the whole window, every October booking a code applies to fell on a skipped
// turn, and the discount code invoice of last month was empty.
const SEEDED_ON_24_NOVEMBER = [
  booking(1, '2026-09-15', 'USD', 'Prairie Stop Columbus'),
  booking(2, '2026-09-16', 'USD', 'Prairie Stop Billings'),
  booking(3, '2026-10-02', 'CAD', 'Prairie Stop Edmonton'),
  booking(5, '2026-09-08', 'USD', 'Prairie Stop Fargo'),
  booking(6, '2026-10-10', 'CAD', 'Prairie Stop Calgary North'),
  booking(8, '2026-09-29', 'USD', 'Prairie Stop Minneapolis'),
  booking(9, '2026-09-12', 'CAD', 'Prairie Stop Saskatoon'),
  booking(10, '2026-09-14', 'USD', 'Prairie Stop Omaha'),
  booking(11, '2026-10-18', 'CAD', 'Prairie Stop Saskatoon'),
  booking(12, '2026-10-18', 'USD', 'Prairie Stop Minneapolis'),
  booking(13, '2026-08-28', 'USD', 'Prairie Stop Chicago South'),
  booking(15, '2026-10-25', 'USD', 'Prairie Stop Fargo'),
  booking(19, '2026-09-30', 'USD', 'Prairie Stop Minneapolis'),
  booking(20, '2026-09-22', 'CAD', 'Prairie Stop Winnipeg'),
  booking(45, '2026-10-02', 'CAD', 'Prairie Stop Winnipeg'),
  booking(46, '2026-10-05', 'USD', 'Prairie Stop Columbus'),
  booking(47, '2026-10-09', 'CAD', 'Prairie Stop Winnipeg'),
  booking(48, '2026-10-14', 'USD', 'Prairie Stop Columbus'),
  booking(49, '2026-10-20', 'CAD', 'Prairie Stop Winnipeg'),
  booking(50, '2026-10-24', 'USD', 'Prairie Stop Columbus'),
];

describe('the demo discount-code uses (the discount code invoice shows last month, whatever the seeding day)', () => {
  it('every month with a booking a code applies to has uses: every other such booking, counted in its month', () => {
    const uses = chooseDiscountUses(SEEDED_ON_24_NOVEMBER);
    const monthOf = (id: number) =>
      SEEDED_ON_24_NOVEMBER.find((b) => b.id === id)!
        .start_at.toString()
        .slice(0, 7);
    expect([...new Set(uses.map((use) => monthOf(use.id)))].sort()).toEqual(['2026-08', '2026-09', '2026-10']);
    expect(uses.map((use) => use.id)).toEqual([1, 5, 10, 12, 13, 46, 50]);
  });

  it('a code applies where it is valid: WINTER10 and FLEET25OFF alternate at US lots, REGINA5OFF at Regina, none elsewhere in Canada', () => {
    const uses = chooseDiscountUses([
      booking(1, '2026-10-01', 'USD', 'Prairie Stop Columbus'),
      booking(2, '2026-10-02', 'CAD', 'Prairie Stop Winnipeg'),
      booking(3, '2026-10-03', 'USD', 'Prairie Stop Fargo'),
      booking(4, '2026-10-04', 'USD', 'Prairie Stop Omaha'),
      booking(5, '2026-10-05', 'CAD', 'Prairie Stop Regina'),
    ]);
    expect(uses).toEqual([
      { id: 1, code: 'WINTER10', discount: 1000 },
      { id: 4, code: 'FLEET25OFF', discount: 2500 },
    ]);
    expect(chooseDiscountUses([booking(7, '2026-10-05', 'CAD', 'Prairie Stop Regina')])).toEqual([{ id: 7, code: 'REGINA5OFF', discount: 500 }]);
  });
});
