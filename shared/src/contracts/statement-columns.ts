import { moneyLabelKey } from '@haulstop/shared/constants';
import { majorUnits, type ListColumn } from './columns';
import type { StatementAmounts } from './statements';

/**
 * A line of a statement of income as its table and its CSV hold it: a lot's month in its currency,
 * or a currency's total (no lot, no owner), with the month it is of.
 */
export type StatementLine = StatementAmounts & { period: string; parkingLotName: string; ownerOrgName: string; currency: string };

/** The statement's money figures after bookings, in the order the rows and the totals show them, each the measure it is (money.*). */
export const STATEMENT_FIGURES = [
  { key: 'gross', field: 'grossMinor', measure: 'gross' },
  { key: 'discounts', field: 'discountsMinor', measure: 'discounts' },
  { key: 'refunds', field: 'refundsMinor', measure: 'refunds' },
  { key: 'overstay', field: 'overstayMinor', measure: 'overstay' },
  { key: 'noShowFees', field: 'noShowFeesMinor', measure: 'noShowFees' },
  { key: 'platformFee', field: 'platformFeeMinor', measure: 'platformFee' },
  { key: 'taxes', field: 'taxesMinor', measure: 'taxes' },
  { key: 'netPayout', field: 'netPayoutMinor', measure: 'netPayout' },
] as const;

/**
 * The statement of income's columns, for the statement page's table and GET
 * /api/statements/{period}/csv: a column added here is in both, under the same header
 * (statementColumns.* and money.* in shared/locales: common texts, since the API reads them too).
 * CSV cells: amounts in major units.
 */
export const STATEMENT_COLUMNS: readonly ListColumn<StatementLine>[] = [
  { key: 'period', label: 'statementColumns.period', value: (r) => r.period, only: 'csv' },
  // The owner first: the platform reads every owner's lots, grouped by owner.
  { key: 'ownerOrgName', label: 'statementColumns.owner', value: (r) => r.ownerOrgName },
  { key: 'parkingLotName', label: 'statementColumns.lot', value: (r) => r.parkingLotName },
  { key: 'currency', label: 'statementColumns.currency', value: (r) => r.currency },
  { key: 'bookings', label: 'statementColumns.bookings', value: (r) => r.bookings, align: 'end' },
  ...STATEMENT_FIGURES.map(({ key, field, measure }): ListColumn<StatementLine> => ({
    key,
    label: moneyLabelKey(measure),
    value: (r) => majorUnits(r[field]),
    align: 'end',
  })),
];
