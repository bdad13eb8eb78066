/**
 * Canadian sales taxes by province or territory (CRA rates in force for 2025–2026): GST 5 %
 * everywhere, replaced by HST in the harmonised provinces, plus a provincial tax (PST, Quebec's
 * QST, Manitoba's RST) where one applies. Rates are parts per million (RATE_SCALE of
 * money-rounding): 5 % = 50000, 9.975 % = 99750. Each is its own tax line on an invoice.
 */
export type CanadianTaxName = 'GST' | 'HST' | 'PST' | 'QST' | 'RST';

export interface CanadianTaxRate {
  name: CanadianTaxName;
  rate: number;
}

const GST: CanadianTaxRate = { name: 'GST', rate: 50_000 };

export const CANADIAN_TAX_RATES: Readonly<Record<string, readonly CanadianTaxRate[]>> = {
  AB: [GST],
  BC: [GST, { name: 'PST', rate: 70_000 }],
  MB: [GST, { name: 'RST', rate: 70_000 }],
  NB: [{ name: 'HST', rate: 150_000 }],
  NL: [{ name: 'HST', rate: 150_000 }],
  // Nova Scotia's HST went from 15 % to 14 % on 1 April 2025.
  NS: [{ name: 'HST', rate: 140_000 }],
  NT: [GST],
  NU: [GST],
  ON: [{ name: 'HST', rate: 130_000 }],
  PE: [{ name: 'HST', rate: 150_000 }],
  QC: [GST, { name: 'QST', rate: 99_750 }],
  SK: [GST, { name: 'PST', rate: 60_000 }],
  YT: [GST],
};

/** The taxes of a lot: none outside Canada; an unknown Canadian region pays GST only. */
export function canadianTaxRates(country: string, region: string): readonly CanadianTaxRate[] {
  if (country !== 'CA') return [];
  return CANADIAN_TAX_RATES[region.trim().toUpperCase()] ?? [GST];
}
