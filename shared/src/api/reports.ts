// The reports API (DESIGN §8): each hook derived from its endpoint definition
// (@haulstop/shared/contracts/reports). Every list pages on the server (10 a page) and answers the
// same query as CSV at its path + /csv.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type {
  AssetReportRow,
  DriverReportRow,
  LotReportRow,
  Page,
  ReconciliationBookingRow,
  ReconciliationBookingTotals,
  ReconciliationRow,
  ReconciliationTotals,
  Reservation,
} from '@haulstop/shared/contracts';
import type { EndpointArgs, EndpointDefinition, EndpointResult } from '@haulstop/shared/contracts/endpoint';
import {
  createReportSchedule,
  deleteReportSchedule,
  getAssetReport,
  getBookedVsUsed,
  getDashboard,
  getDriverReport,
  getLotOccupancy,
  getLotReport,
  getReconciliation,
  getReconciliationBookings,
  getRevenue,
  listReportSchedules,
} from '@haulstop/shared/contracts/reports';
import { useOrgKey, usePagedQuery, type OrgKey, type PageRequest } from '@haulstop/shared/query';
import { callEndpoint, endpointKey, useEndpointMutation, useEndpointQuery } from './endpoint';

/** A report's filters as the screens keep them (the address's text); the API validates and reads them. */
type Query = Readonly<Record<string, string>>;

/** Where each report is read; its CSV is at the same path + /csv. */
export const REPORT_PATHS = {
  dashboard: getDashboard.path,
  parkingLots: getLotReport.path,
  assets: getAssetReport.path,
  drivers: getDriverReport.path,
  revenue: getRevenue.path,
  reconciliation: getReconciliation.path,
  reconciliationBookings: getReconciliationBookings.path,
} as const;

/**
 * Report figures are read live and read again every minute while a report is open, so what a
 * report shows is never more than a minute behind; each says when it was read ("As of").
 */
export const REPORT_REFRESH_MS = 60_000;

/** The screens' text filters as a definition's query (the API converts and checks each value). */
const argsOf = <D extends EndpointDefinition>(query: Query) => ({ query }) as unknown as EndpointArgs<D>;

/** While another filter of the same report loads, the last answer stays on screen — never another organisation's. */
const sameOrganization =
  (queryKey: OrgKey) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery?.queryKey[1] === queryKey[1] && previousQuery?.queryKey[3] === queryKey[3] ? previous : undefined;

/** One page of a paged report with the answer's extra fields (the reconciliation's totals). */
type ReportPage<D extends EndpointDefinition> = EndpointResult<D> & Page<EndpointResult<D> extends Page<infer T> ? T : never>;

const fetchReportPage = <D extends EndpointDefinition>(definition: D, query: Query, request: PageRequest) =>
  callEndpoint(definition, { ...argsOf<D>({ ...query, page: String(request.page), size: String(request.size) }), signal: request.signal }) as Promise<
    ReportPage<D>
  >;

/** One paged report (lots, assets, drivers), 10 a page, for its query. */
function useReportPage<Row, D extends EndpointDefinition = EndpointDefinition>(definition: D, query: Query) {
  return usePagedQuery<Row>(endpointKey(definition, argsOf<D>(query)), (request) => fetchReportPage(definition, query, request) as Promise<Page<Row>>, {
    refreshMs: REPORT_REFRESH_MS,
  });
}

/** A report read whole, kept on screen while another filter of it loads, read again every minute. */
function useReport<D extends EndpointDefinition>(definition: D, args: EndpointArgs<D>) {
  const queryKey = useOrgKey(...endpointKey(definition, args));
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(definition, { ...args, signal }),
    placeholderData: sameOrganization(queryKey),
    refetchInterval: REPORT_REFRESH_MS,
  });
}

/** GET /api/reports/dashboard?days= (the owner's company dashboard); switching 7 / 30 / 90 keeps the last figures on screen (marked busy). */
export const useDashboard = (days: number) => useReport(getDashboard, { query: { days: days as 7 | 30 | 90 } });

export const useLotReport = (query: Query) => useReportPage<LotReportRow>(getLotReport, query);
export const useAssetReport = (query: Query) => useReportPage<AssetReportRow>(getAssetReport, query);
export const useDriversReport = (query: Query) => useReportPage<DriverReportRow>(getDriverReport, query);

/** GET /api/reports/parkingLots/{id}/occupancy: one lot's occupancy by weekday × hour; nothing while no lot is chosen. */
export function useLotOccupancy(parkingLotId: number | null, query: Query) {
  const range = { from: query.from ?? '', to: query.to ?? '' };
  return useQuery({
    queryKey: useOrgKey(...endpointKey(getLotOccupancy, { params: { parkingLotId: parkingLotId ?? 0 }, query: range })),
    queryFn: ({ signal }) => callEndpoint(getLotOccupancy, { params: { parkingLotId: parkingLotId as number }, query: range, signal }),
    enabled: parkingLotId !== null,
    refetchInterval: REPORT_REFRESH_MS,
  });
}

/**
 * A lot's slot-hours booked against those trucks were on it, with no-shows and overstays, per day
 * of [from, to) at the lot's clock; a gate event makes it stale (the gate's writes name the reports).
 * @example const day = useBookedVsUsed(7, '2026-12-06', '2026-12-07'); day.data?.days[0].usedSlotHours
 */
export function useBookedVsUsed(parkingLotId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: useOrgKey(...endpointKey(getBookedVsUsed, { params: { parkingLotId: parkingLotId ?? 0 }, query: { from, to } })),
    queryFn: ({ signal }) => callEndpoint(getBookedVsUsed, { params: { parkingLotId: parkingLotId as number }, query: { from, to }, signal }),
    enabled: parkingLotId !== null,
    refetchInterval: REPORT_REFRESH_MS,
  });
}

/** GET /api/reports/revenue (platform): rows per group and currency, totals per currency. */
export const useRevenue = (query: Query) => useReport(getRevenue, argsOf<typeof getRevenue>(query));

/**
 * A paged report whose answer carries totals over the whole range beside its page (they come with
 * every page; the hook keeps the last ones on the rows, so the one request serves both).
 */
function useReportWithTotals<Row, Totals>(definition: typeof getReconciliation | typeof getReconciliationBookings, query: Query) {
  const page = usePagedQuery<Row>(
    endpointKey(definition, { query } as Pick<EndpointArgs<typeof definition>, 'query'>),
    async (request) => {
      const answer = (await fetchReportPage(definition, query, request)) as unknown as Page<Row> & { totals: Totals };
      return { ...answer, content: answer.content.map((row) => ({ ...row, totals: answer.totals })) };
    },
    { refreshMs: REPORT_REFRESH_MS },
  );
  const first = page.content[0] as (Row & { totals?: Totals }) | undefined;
  return { page, totals: first?.totals ?? null };
}

/** GET /api/reports/reconciliation: the payments page, and the totals per currency of the whole range. */
export const useReconciliation = (query: Query) => useReportWithTotals<ReconciliationRow, ReconciliationTotals[]>(getReconciliation, query);

/**
 * GET /api/reports/reconciliation/bookings: the range's bookings (the statement's) with how each is
 * paid, and the totals per currency that tie them to the statement.
 */
export const useReconciliationBookings = (query: Query) =>
  useReportWithTotals<ReconciliationBookingRow, ReconciliationBookingTotals[]>(getReconciliationBookings, query);

/** GET /api/reservations?parkingLotId=&date=: the bookings that overlap that day at that lot (a day fits in one page of 100). */
export function useLotDay(parkingLotId: number | null, date: string) {
  return useQuery({
    queryKey: useOrgKey('reservations', 'lotDay', parkingLotId, date),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<Page<Reservation>>('/api/reservations', { params: { parkingLotId, date, page: 0, size: 100 }, signal });
      return data.content;
    },
    enabled: parkingLotId !== null,
    refetchInterval: REPORT_REFRESH_MS,
  });
}

// Scheduled reports (DESIGN §8): a report with its filters mailed as CSV daily, weekly or monthly.

/** The organisation's scheduled reports; nothing is asked while `enabled` is false (the dialog closed). */
export const useReportSchedules = (enabled: boolean) => useEndpointQuery(listReportSchedules, {}, { enabled });

/** Schedules a report; the list of schedules is read again (the definition's invalidation). */
export const useCreateReportSchedule = (
  options: { onSuccess?: () => void; successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {},
) => useEndpointMutation(createReportSchedule, options);

/** Stops a scheduled report; the list of schedules is read again. */
export const useDeleteReportSchedule = (options: { successMessage?: string } = {}) => useEndpointMutation(deleteReportSchedule, options);
