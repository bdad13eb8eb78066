import { csvColumnsOf, csvRecordOf } from '@haulstop/shared/contracts/columns';
import { CARRIER_GATE_COLUMNS } from '@haulstop/shared/contracts/carrier-gate-columns';
import type { CarrierGateRow } from '@haulstop/shared/contracts/carrier-gate-report';
import type { Language } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { csvOf } from '../../lib/documents';
import { translate } from '../../lib/i18n';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { carrierGateReport } from './carrier-gate-repository';
import { orgTimeZone, parseRange } from './range';

type Query = { from?: string; to?: string; page?: number; size?: number };

/** Carriers an export holds at most: far above any owner's customers, a bound on one answer. */
const CSV_MAX_ROWS = 10_000;

const rangeOf = async (db: Queryable, org: ScopedOrg, query: Query) => parseRange(query, await orgTimeZone(db, org));

/** GET /api/reports/parkingLots/carriers: per carrier at the organisation's lots over the range (its clock), paged. */
export async function carrierGate(db: Queryable, org: ScopedOrg, query: Query): Promise<Page<CarrierGateRow>> {
  const range = await rangeOf(db, org, query);
  return paged(query, (window) => carrierGateReport(db, scopeFor(org), range, window));
}

/** The same report as CSV, every carrier: the table's column list (CARRIER_GATE_COLUMNS), headed in the request's language. */
export async function carrierGateCsv(db: Queryable, org: ScopedOrg, query: Query, language: Language): Promise<string> {
  const range = await rangeOf(db, org, query);
  const { rows } = await carrierGateReport(db, scopeFor(org), range, { offset: 0, size: CSV_MAX_ROWS });
  return csvOf(
    rows.map((row) => csvRecordOf(CARRIER_GATE_COLUMNS, row)),
    csvColumnsOf(CARRIER_GATE_COLUMNS, (label) => translate(language, label)),
  );
}
