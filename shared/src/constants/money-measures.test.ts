import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import fr from '../../locales/fr/common.json';
import { MEASURE_INCLUDES_TAXES, MONEY_MEASURES, moneyHintKey, moneyLabelKey, netPayoutMinor, netSalesMinor } from './money-measures';

const lookup = (texts: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('the money measures: one definition and one name each', () => {
  it('net sales are gross − discounts − refunds + taxes; net payout takes the platform fee off them', () => {
    const parts = { grossMinor: 10000, discountsMinor: 1000, refundsMinor: 5250, taxesMinor: 500, platformFeeMinor: 450 };
    expect(netSalesMinor(parts)).toBe(4250);
    expect(netPayoutMinor(parts)).toBe(3800);
  });

  it('net payout adds what the gate earned (overstay, no-show fees kept) to net sales before the platform fee', () => {
    const parts = {
      grossMinor: 10000,
      discountsMinor: 0,
      refundsMinor: 3150,
      taxesMinor: 0,
      overstayMinor: 2000,
      noShowFeesMinor: 1260,
      platformFeeMinor: 885,
    };
    expect(netPayoutMinor(parts)).toBe(10000 - 3150 + 2000 + 1260 - 885);
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['es', es],
  ])('every measure has a label and a hint in %s, and the labels are all different', (_language, texts) => {
    const labels = MONEY_MEASURES.map((measure) => lookup(texts, moneyLabelKey(measure)));
    for (const measure of MONEY_MEASURES) expect(typeof lookup(texts, moneyHintKey(measure))).toBe('string');
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('a label says whether taxes are in it where a reader could guess wrong (gross, net sales, refunds, the average)', () => {
    const label = (measure: (typeof MONEY_MEASURES)[number]) => String(lookup(en, moneyLabelKey(measure)));
    for (const measure of ['netSales', 'refunds', 'averageNetSale'] as const) {
      expect(MEASURE_INCLUDES_TAXES[measure]).toBe(true);
      expect(label(measure)).toMatch(/taxes incl\./);
    }
    expect(MEASURE_INCLUDES_TAXES.gross).toBe(false);
    expect(label('gross')).toMatch(/before discounts and taxes/);
  });
});
