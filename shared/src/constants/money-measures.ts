/**
 * The money measures, each defined once: every screen, document and CSV that shows one of them
 * shows this sum under this name (labels and hints: `money.<measure>.label` / `.hint` in the
 * language files). Sums of the ledger's entries of a booking, seen from the lot owner's side.
 *
 * - gross: what was sold, before discounts, refunds and taxes (a cancel never lowers it);
 * - discounts: taken off by discount codes;
 * - refunds: given back on cancels and partial cancels, taxes included;
 * - taxes: taxes collected with the bookings (Canadian lots);
 * - netSales: what customers paid and kept — gross − discounts − refunds + taxes (taxes included);
 * - overstay: overstay charged by the lot's prices to trucks that stayed past their end, before taxes
 *   (its taxes are under taxes); ledger kind `overstay`;
 * - noShowFees: the share of a released no-show slot's money the lot kept (the lot's policy), taxes
 *   included as the slot's refund is; ledger kind `no_show_fee`;
 * - platformFee: the platform's fee on what is kept (gross − discounts of the slots kept, and the
 *   overstay money, taxes excluded);
 * - netPayout: what the owner is paid — net sales + overstay + no-show fees − platform fee;
 * - averageNetSale: net sales ÷ bookings (taxes included; a booking refunded in full is in neither).
 */
export const MONEY_MEASURES = [
  'gross',
  'discounts',
  'refunds',
  'taxes',
  'netSales',
  'overstay',
  'noShowFees',
  'platformFee',
  'netPayout',
  'averageNetSale',
] as const;
export type MoneyMeasure = (typeof MONEY_MEASURES)[number];

/** Whether a measure includes the taxes collected: said beside it on every screen. */
export const MEASURE_INCLUDES_TAXES: Record<MoneyMeasure, boolean> = {
  gross: false,
  discounts: false,
  refunds: true,
  taxes: true,
  netSales: true,
  overstay: false,
  noShowFees: true,
  platformFee: false,
  netPayout: true,
  averageNetSale: true,
};

/** The language-file key of a measure's name: `t(moneyLabelKey('netSales'))` → "Net sales (taxes incl.)". */
export const moneyLabelKey = (measure: MoneyMeasure): string => `money.${measure}.label`;

/** The language-file key of the sentence that says what a measure is (a column's or card's hint). */
export const moneyHintKey = (measure: MoneyMeasure): string => `money.${measure}.hint`;

/** A booking's (or a sum of bookings') money by measure, minor units, each positive as shown. */
export type MeasureParts = {
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  taxesMinor: number;
  platformFeeMinor?: number;
  overstayMinor?: number;
  noShowFeesMinor?: number;
};

/** Net sales: gross − discounts − refunds + taxes. @example netSalesMinor({ grossMinor: 10000, discountsMinor: 0, refundsMinor: 5250, taxesMinor: 500 }) === 5250 */
export const netSalesMinor = (p: MeasureParts): number => p.grossMinor - p.discountsMinor - p.refundsMinor + p.taxesMinor;

/** Net payout: net sales + overstay + no-show fees − platform fee (what the lot earned from the gate is the owner's too). */
export const netPayoutMinor = (p: MeasureParts): number => netSalesMinor(p) + (p.overstayMinor ?? 0) + (p.noShowFeesMinor ?? 0) - (p.platformFeeMinor ?? 0);
