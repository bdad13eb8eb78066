// The reports API (DESIGN §8): each endpoint's fetcher and hook side by side. Every list pages on
// the server (10 a page) and answers the same query as CSV at its path + /csv.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type {
  AssetReportRow,
  Dashboard,
  DriverReportRow,
  LotReportRow,
  OccupancyCell,
  Page,
  ReconciliationBookingRow,
  ReconciliationBookingTotals,
  ReconciliationRow,
  ReconciliationTotals,
  ReportSchedule,
  Reservation,
  RevenueReport,
  ScheduleFrequency,
  ScheduledReport,
  ScheduleQuery,
} from '@haulstop/shared/contracts';
import { cleanParams, useApiMutation, useOrgKey, usePagedQuery, type OrgKey, type PageRequest } from '@haulstop/shared/query';

type Query = Readonly<Record<string, string>>;

export const REPORT_PATHS = {
  dashboard: '/api/reports/dashboard',
  parkingLots: '/api/reports/parkingLots',
  assets: '/api/reports/assets',
  drivers: '/api/reports/drivers',
  revenue: '/api/reports/revenue',
  reconciliation: '/api/reports/reconciliation',
  reconciliationBookings: '/api/reports/reconciliation/bookings',
} as const;

/**
 * Report figures are read live and read again every minute while a report is open, so what a
 * report shows is never more than a minute behind; each says when it was read ("As of").
 */
export const REPORT_REFRESH_MS = 60_000;

const reportKeys = {
  all: ['reports'] as const,
  list: (path: string, query: Query) => ['reports', path, cleanParams(query)] as const,
};

async function fetchReportPage<T>(path: string, query: Query, request: PageRequest): Promise<Page<T> & Record<string, unknown>> {
  const { data } = await apiClient.get<Page<T> & Record<string, unknown>>(path, {
    params: { ...query, page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

async function fetchReport<T>(path: string, query: Query, signal?: AbortSignal): Promise<T> {
  const { data } = await apiClient.get<T>(path, { params: query, signal });
  return data;
}

/** While another filter of the same report loads, the last answer stays on screen — never another organisation's. */
const sameOrganization =
  (queryKey: OrgKey) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery?.queryKey[1] === queryKey[1] && previousQuery?.queryKey[3] === queryKey[3] ? previous : undefined;

/** One paged report (lots, assets, drivers), 10 a page, for its query. */
function useReportPage<T>(path: string, query: Query) {
  return usePagedQuery<T>(reportKeys.list(path, query), (request) => fetchReportPage<T>(path, query, request), { refreshMs: REPORT_REFRESH_MS });
}

/** GET /api/reports/dashboard?days= (the owner's company dashboard). */
export function useDashboard(days: number) {
  const queryKey = useOrgKey(...reportKeys.list(REPORT_PATHS.dashboard, { days: String(days) }));
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchReport<Dashboard>(REPORT_PATHS.dashboard, { days: String(days) }, signal),
    // Switching 7 / 30 / 90 keeps the last figures on screen (marked busy) until the new ones arrive.
    placeholderData: sameOrganization(queryKey),
    refetchInterval: REPORT_REFRESH_MS,
  });
}

export const useLotReport = (query: Query) => useReportPage<LotReportRow>(REPORT_PATHS.parkingLots, query);
export const useAssetReport = (query: Query) => useReportPage<AssetReportRow>(REPORT_PATHS.assets, query);
export const useDriversReport = (query: Query) => useReportPage<DriverReportRow>(REPORT_PATHS.drivers, query);

/** GET /api/reports/parkingLots/{id}/occupancy: one lot's occupancy by weekday × hour; nothing while no lot is chosen. */
export function useLotOccupancy(parkingLotId: number | null, query: Query) {
  const path = `${REPORT_PATHS.parkingLots}/${parkingLotId}/occupancy`;
  return useQuery({
    queryKey: useOrgKey(...reportKeys.list(path, { from: query.from ?? '', to: query.to ?? '' })),
    queryFn: ({ signal }) => fetchReport<{ cells: OccupancyCell[] }>(path, { from: query.from ?? '', to: query.to ?? '' }, signal),
    enabled: parkingLotId !== null,
    refetchInterval: REPORT_REFRESH_MS,
  });
}

/** GET /api/reports/revenue (platform): rows per group and currency, totals per currency. */
export function useRevenue(query: Query) {
  const queryKey = useOrgKey(...reportKeys.list(REPORT_PATHS.revenue, query));
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchReport<RevenueReport>(REPORT_PATHS.revenue, query, signal),
    placeholderData: sameOrganization(queryKey),
    refetchInterval: REPORT_REFRESH_MS,
  });
}

/**
 * GET /api/reports/reconciliation: the payments page, and the totals per currency of the whole
 * range (they come with every page; the hook keeps the last ones).
 */
export function useReconciliation(query: Query) {
  // usePagedQuery keeps a page's rows; the totals ride on them so the one request serves both.
  const page = usePagedQuery<ReconciliationRow>(
    reportKeys.list(REPORT_PATHS.reconciliation, query),
    async (request) => {
      const answer = await fetchReportPage<ReconciliationRow>(REPORT_PATHS.reconciliation, query, request);
      return { ...answer, content: answer.content.map((row) => ({ ...row, totals: answer.totals })) } as Page<ReconciliationRow>;
    },
    { refreshMs: REPORT_REFRESH_MS },
  );
  const first = page.content[0] as (ReconciliationRow & { totals?: ReconciliationTotals[] }) | undefined;
  return { page, totals: first?.totals ?? null };
}

/**
 * GET /api/reports/reconciliation/bookings: the range's bookings (the statement's) with how each is
 * paid, and the totals per currency that tie them to the statement (they come with every page).
 */
export function useReconciliationBookings(query: Query) {
  const page = usePagedQuery<ReconciliationBookingRow>(
    reportKeys.list(REPORT_PATHS.reconciliationBookings, query),
    async (request) => {
      const answer = await fetchReportPage<ReconciliationBookingRow>(REPORT_PATHS.reconciliationBookings, query, request);
      return { ...answer, content: answer.content.map((row) => ({ ...row, totals: answer.totals })) } as Page<ReconciliationBookingRow>;
    },
    { refreshMs: REPORT_REFRESH_MS },
  );
  const first = page.content[0] as (ReconciliationBookingRow & { totals?: ReconciliationBookingTotals[] }) | undefined;
  return { page, totals: first?.totals ?? null };
}

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
const scheduleKeys = { all: ['reportSchedules'] as const };
const SCHEDULES_PATH = '/api/reportSchedules';

export async function fetchReportSchedules(signal?: AbortSignal): Promise<ReportSchedule[]> {
  const { data } = await apiClient.get<ReportSchedule[]>(SCHEDULES_PATH, { signal });
  return data;
}

export type NewReportSchedule = { report: ScheduledReport; query: ScheduleQuery; frequency: ScheduleFrequency; recipients: string[] };

export async function createReportSchedule(input: NewReportSchedule): Promise<ReportSchedule> {
  const { data } = await apiClient.post<ReportSchedule>(SCHEDULES_PATH, input);
  return data;
}

export async function deleteReportSchedule(scheduleId: number): Promise<void> {
  await apiClient.delete(`${SCHEDULES_PATH}/${scheduleId}`);
}

/** The organisation's scheduled reports; nothing is asked while `enabled` is false (the dialog closed). */
export function useReportSchedules(enabled: boolean) {
  return useQuery({ queryKey: useOrgKey(...scheduleKeys.all), queryFn: ({ signal }) => fetchReportSchedules(signal), enabled });
}

export const useCreateReportSchedule = (
  options: { onSuccess?: () => void; successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: createReportSchedule, invalidates: [scheduleKeys.all], ...options });

export const useDeleteReportSchedule = (options: { successMessage?: string } = {}) =>
  useApiMutation({ mutationFn: deleteReportSchedule, invalidates: [scheduleKeys.all], ...options });
