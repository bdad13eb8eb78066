// The per-carrier gate report (DESIGN §8, §10): its hook derived from its endpoint definition
// (@haulstop/shared/contracts/carrier-gate-report); its CSV is at the same path + /csv.
import { getCarrierGateReport } from '@haulstop/shared/contracts/carrier-gate-report';
import { useEndpointPage } from './endpoint';
import { REPORT_REFRESH_MS } from './reports';

/** Where the per-carrier gate report is read; its CSV is at the same path + /csv. */
export const CARRIER_GATE_REPORT_PATH = getCarrierGateReport.path;

/**
 * GET /api/reports/parkingLots/carriers: per carrier at the owner's lots over a range, 10 a page,
 * read again every minute as the other reports.
 * @example const carriers = useCarrierGateReport({ from: '2026-11-01', to: '2026-12-01' }); <PagedTable {...pagedTableState(carriers)} />
 */
export const useCarrierGateReport = (range: { from?: string; to?: string }) =>
  useEndpointPage(getCarrierGateReport, { query: { from: range.from, to: range.to } }, { refreshMs: REPORT_REFRESH_MS });
