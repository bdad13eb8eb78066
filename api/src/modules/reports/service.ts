import type { Language } from '@haulstop/shared/constants';
import type { AssetReportRow, DriverReportRow } from '@haulstop/shared/contracts';
import {
  ASSET_REPORT_COLUMNS,
  DRIVER_REPORT_COLUMNS,
  LOT_REPORT_COLUMNS,
  RECONCILIATION_COLUMNS,
  REVENUE_COLUMNS,
  spendLines,
} from '@haulstop/shared/contracts/report-columns';
import { dayBounds } from '@haulstop/shared/time';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { FAILED_PAYMENT_STATUSES, PENDING_PAYMENT_STATUSES, countReservations } from '../reservations/service';
import { STATEMENT_AMOUNTS, totalsByCurrency } from '../statements/service';
import { allRows, allRowsAfter, listCsv } from '../../lib/list-csv';
import { addDays, lastDays, orgTimeZone, parseRange, parseSort, type Range } from './range';
import * as dashboardFigures from './dashboard-repository';
import * as lotReports from './lot-report-repository';
import * as reconciliationQueries from './reconciliation-repository';
import * as revenueReports from './revenue-repository';
import * as spendReports from './spend-report-repository';

type Query = { from?: string; to?: string; sort?: string; page?: number; size?: number };

/** Dashboard periods (last 7, 30, 90 days) and the months of cancellations. */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
const CANCELLATION_MONTHS = 6;
const TOP_LOTS = 5;

const range = async (db: Queryable, org: ScopedOrg, query: Query): Promise<Range> => parseRange(query, await orgTimeZone(db, org));

/** The 6 months ending with this one, oldest first ('YYYY-MM'). */
function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Revenue per booking of one currency's money; null when no booking was made (no average to compare with). */
const averageOf = (row: dashboardFigures.MoneyRow | undefined): number | null => (row && row.bookings > 0 ? Math.round(row.revenueMinor / row.bookings) : null);

/**
 * GET /api/reports/dashboard: the last `days` days (today included, at the organisation's clock)
 * beside the period of the same length before; money from the ledger (revenue: gross − discounts −
 * refunds + taxes, per currency), occupancy as slot-hours booked ÷ slot-hours offered.
 */
export async function dashboard(db: Queryable, org: ScopedOrg, days: number, now = new Date()) {
  const scope = scopeFor(org);
  const zone = await orgTimeZone(db, org);
  const period = lastDays(days, zone, now);
  const months = lastMonths(period.today, CANCELLATION_MONTHS);
  const monthsFrom = dayBounds(`${months[0]}-01`, zone)!.start;
  const periods = [period.previousFrom, period.from, period.to];
  // Nine statements, all at once on the pool's ten connections; the longest first.
  const [top, [previousOccupancy, occupancy], [previous, current], byMonth, daily, [previousCancellations, cancellations], pending, failed, arriving] =
    await Promise.all([
      dashboardFigures.topLots(db, scope, period.from, period.to, TOP_LOTS),
      dashboardFigures.occupancyPercents(db, scope, periods),
      dashboardFigures.moneyByCurrency(db, scope, periods),
      dashboardFigures.cancellationsByMonth(db, scope, monthsFrom, period.to, zone),
      dashboardFigures.dailyMoney(db, scope, period.from, period.to, zone),
      dashboardFigures.cancellations(db, scope, periods),
      countReservations(db, org, PENDING_PAYMENT_STATUSES),
      countReservations(db, org, FAILED_PAYMENT_STATUSES),
      dashboardFigures.arrivals(db, scope, dayBounds(period.today, zone)!.start, dayBounds(period.today, zone)!.end),
    ]);
  const currencies = [...new Set([...current, ...previous].map((row) => row.currency))].sort();
  const of = (rows: dashboardFigures.MoneyRow[], currency: string) => rows.find((row) => row.currency === currency);
  const sum = (rows: dashboardFigures.MoneyRow[]) => rows.reduce((total, row) => total + row.bookings, 0);
  return {
    days,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timeZone: zone,
    bookings: sum(current),
    previousBookings: sum(previous),
    revenue: currencies.map((currency) => ({
      currency,
      amountMinor: of(current, currency)?.revenueMinor ?? 0,
      previousAmountMinor: of(previous, currency)?.revenueMinor ?? 0,
    })),
    occupancyPercent: occupancy,
    previousOccupancyPercent: previousOccupancy,
    cancellations,
    previousCancellations,
    cancellationsByMonth: months.map((month) => ({ month, count: byMonth.find((row) => row.month === month)?.count ?? 0 })),
    daily: Array.from({ length: days }, (_, i) => addDays(period.firstDay, i)).map((date) => {
      const rows = daily.filter((row) => row.date === date);
      return {
        date,
        bookings: rows.reduce((total, row) => total + row.bookings, 0),
        revenue: rows.map((row) => ({ currency: row.currency, amountMinor: row.amountMinor })),
      };
    }),
    averageBookingValue: currencies.map((currency) => ({
      currency,
      amountMinor: averageOf(of(current, currency)) ?? 0,
      previousAmountMinor: averageOf(of(previous, currency)),
    })),
    refunds: currencies.map((currency) => ({
      currency,
      amountMinor: of(current, currency)?.refundsMinor ?? 0,
      previousAmountMinor: of(previous, currency)?.refundsMinor ?? 0,
    })),
    topLots: top,
    attention: { pendingPayments: pending, failedPayments: failed, arrivalsToday: arriving },
    asOf: new Date().toISOString(),
  };
}

/**
 * A report filtered by one lot names a lot the organisation may report on (its own; any for the
 * platform; for a fleet one it can book or has booked at): another owner's lot answers 404, as any
 * other organisation's id does (DESIGN §8), never an empty report.
 */
async function checkLotFilter(db: Queryable, org: ScopedOrg, parkingLotId: number | undefined): Promise<void> {
  if (parkingLotId === undefined) return;
  const scope = scopeFor(org);
  const known =
    scope.kind === 'fleet' ? await lotReports.lotKnownToFleet(db, scope.orgId, parkingLotId) : Boolean(await lotReports.findLot(db, scope, parkingLotId));
  if (!known) throw notFound('Parking lot');
}

/** GET /api/reports/parkingLots: per lot over the range, paged. */
export async function lotReport(db: Queryable, org: ScopedOrg, query: Query & { parkingLotId?: number }): Promise<Page<lotReports.LotReportRow>> {
  await checkLotFilter(db, org, query.parkingLotId);
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, lotReports.LOT_SORTS, 'l.name ASC');
  return paged(query, (w) => lotReports.lotReport(db, scopeFor(org), r, { parkingLotId: query.parkingLotId, orderBy, ...w }));
}

export async function lotReportCsv(db: Queryable, org: ScopedOrg, query: Query & { parkingLotId?: number }, language: Language) {
  await checkLotFilter(db, org, query.parkingLotId);
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, lotReports.LOT_SORTS, 'l.name ASC');
  const rows = allRows((w) => lotReports.lotReport(db, scopeFor(org), r, { parkingLotId: query.parkingLotId, orderBy, ...w }));
  return listCsv(rows, LOT_REPORT_COLUMNS, language, (row) => [row]);
}

/** GET /api/reports/parkingLots/{id}/occupancy: 7 × 24 cells at the lot's clock; another organisation's lot → 404. */
export async function lotOccupancy(db: Queryable, org: ScopedOrg, parkingLotId: number, query: Query) {
  const lot = await lotReports.findLot(db, scopeFor(org), parkingLotId);
  if (!lot) throw notFound('Parking lot');
  const r = parseRange(query, lot.zone);
  const found = await lotReports.occupancyCells(db, lot, r.from, r.to);
  const cells = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++)
      cells.push({ weekday, hour, occupancyPercent: found.find((c) => c.weekday === weekday && c.hour === hour)?.occupancyPercent ?? 0 });
  return { parkingLotId, timeZone: lot.zone, from: r.from.toISOString(), to: r.to.toISOString(), cells };
}

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** A spend report's page as answered: each last booking's instant as ISO text. */
const withIsoLastBooking = <T extends { lastBookingAt: Date | null }>(page: { rows: T[]; total: number }) => ({
  ...page,
  rows: page.rows.map((row) => ({ ...row, lastBookingAt: row.lastBookingAt?.toISOString() ?? null })),
});

/** GET /api/reports/assets. */
export async function assetReport(db: Queryable, org: ScopedOrg, query: Query & { orgId?: number }): Promise<Page<AssetReportRow>> {
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, spendReports.ASSET_SORTS, 's.vin ASC');
  return paged(query, async (w) => withIsoLastBooking(await spendReports.assetReport(db, scopeFor(org), r, { orgId: query.orgId, orderBy, ...w })));
}

export async function assetReportCsv(db: Queryable, org: ScopedOrg, query: Query & { orgId?: number }, language: Language) {
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, spendReports.ASSET_SORTS, 's.vin ASC');
  const rows = allRows((w) => spendReports.assetReport(db, scopeFor(org), r, { orgId: query.orgId, orderBy, ...w }));
  return listCsv(rows, ASSET_REPORT_COLUMNS, language, (row) => spendLines({ ...row, lastBookingAt: isoOrNull(row.lastBookingAt) }));
}

/** GET /api/reports/drivers (the platform's). */
export async function driverReport(db: Queryable, org: ScopedOrg, query: Query & { orgId?: number }): Promise<Page<DriverReportRow>> {
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, spendReports.DRIVER_SORTS, 's.last_name ASC, s.first_name ASC');
  return paged(query, async (w) => withIsoLastBooking(await spendReports.driverReport(db, r, { orgId: query.orgId, orderBy, ...w })));
}

export async function driverReportCsv(db: Queryable, org: ScopedOrg, query: Query & { orgId?: number }, language: Language) {
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, spendReports.DRIVER_SORTS, 's.last_name ASC, s.first_name ASC');
  const rows = allRows((w) => spendReports.driverReport(db, r, { orgId: query.orgId, orderBy, ...w }));
  return listCsv(rows, DRIVER_REPORT_COLUMNS, language, (row) => spendLines({ ...row, lastBookingAt: isoOrNull(row.lastBookingAt) }));
}

/** The revenue report's amounts are the statement's (its figures equal the statement's), the net payout named netMinor. */
const REVENUE_AMOUNTS = [...STATEMENT_AMOUNTS.filter((key): key is Exclude<typeof key, 'netPayoutMinor'> => key !== 'netPayoutMinor'), 'netMinor' as const];

/** GET /api/reports/revenue (the platform's): rows per group and currency, totals per currency (never summed across). */
export async function revenue(db: Queryable, org: ScopedOrg, query: Query & { groupBy?: revenueReports.RevenueGroup }) {
  const r = await range(db, org, query);
  const rows = await revenueReports.revenueRows(db, r, query.groupBy ?? 'day');
  return { groupBy: query.groupBy ?? 'day', from: r.from.toISOString(), to: r.to.toISOString(), rows, totals: totalsByCurrency(rows, REVENUE_AMOUNTS) };
}

export async function revenueCsv(db: Queryable, org: ScopedOrg, query: Query & { groupBy?: revenueReports.RevenueGroup }, language: Language) {
  const { rows } = await revenue(db, org, query);
  async function* each() {
    yield* rows;
  }
  return listCsv(each(), REVENUE_COLUMNS, language, (row) => [row]);
}

/** GET /api/reports/reconciliation: paged payments and refunds, matched to their documents, and totals per currency over every row. */
export async function reconciliation(db: Queryable, org: ScopedOrg, query: Query & { status?: string; parkingLotId?: number }) {
  await checkLotFilter(db, org, query.parkingLotId);
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, reconciliationQueries.RECONCILIATION_SORTS, 'p.created_at DESC');
  const scope = scopeFor(org);
  // The page and the totals at once; a row's cursor is the CSV's, not the page's.
  const [page, totals] = await Promise.all([
    paged(query, async (w) => {
      const { rows, total } = await reconciliationQueries.reconciliationRows(db, scope, r, {
        status: query.status,
        parkingLotId: query.parkingLotId,
        orderBy,
        ...w,
      });
      return { rows: rows.map(({ cursor: _cursor, ...row }) => ({ ...row, at: row.at.toISOString() })), total };
    }),
    reconciliationQueries.reconciliationTotals(db, scope, r, { status: query.status, parkingLotId: query.parkingLotId }),
  ]);
  return { ...page, totals };
}

/**
 * GET /api/reports/reconciliation/bookings: every booking whose money is in the range — the
 * statement of income's bookings — with how it was or will be paid (a payment's method, a
 * consolidated invoice or an invoice with its number, or not billed yet), and per currency the
 * statement's figures with what each way of paying covers: the ways add up to what is billed.
 */
export async function reconciliationBookings(db: Queryable, org: ScopedOrg, query: Query) {
  const r = await range(db, org, query);
  const scope = scopeFor(org);
  const [page, sums] = await Promise.all([
    paged(query, async (w) => {
      const { rows, total } = await reconciliationQueries.reconciliationBookingRows(db, scope, r, w);
      return { rows: rows.map((row) => ({ ...row, startAt: row.startAt.toISOString() })), total };
    }),
    reconciliationQueries.reconciliationBookingSums(db, scope, r),
  ]);
  const FIGURES = ['bookings', 'grossMinor', 'discountsMinor', 'refundsMinor', 'taxesMinor', 'billedMinor'] as const;
  const totals = totalsByCurrency(sums, FIGURES).map((total) => ({
    ...total,
    byWay: sums.filter((sum) => sum.currency === total.currency).map((sum) => ({ paidBy: sum.paidBy, bookings: sum.bookings, billedMinor: sum.billedMinor })),
  }));
  return { ...page, totals };
}

export async function reconciliationCsv(db: Queryable, org: ScopedOrg, query: Query & { status?: string; parkingLotId?: number }, language: Language) {
  await checkLotFilter(db, org, query.parkingLotId);
  const r = await range(db, org, query);
  const orderBy = parseSort(query.sort, reconciliationQueries.RECONCILIATION_SORTS, 'p.created_at DESC');
  const rows = allRowsAfter((after: reconciliationQueries.ReconciliationCursor | null, size: number) =>
    reconciliationQueries.reconciliationRows(db, scopeFor(org), r, {
      status: query.status,
      parkingLotId: query.parkingLotId,
      orderBy,
      counted: false,
      offset: 0,
      size,
      after,
    }),
  );
  return listCsv(rows, RECONCILIATION_COLUMNS, language, (row) => [{ ...row, at: row.at.toISOString() }]);
}
