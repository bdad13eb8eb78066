import type { Readable } from 'node:stream';
import { CARRIER_GATE_COLUMNS } from '@haulstop/shared/contracts/carrier-gate-columns';
import type { CarrierGateRow } from '@haulstop/shared/contracts/carrier-gate-report';
import type { Language } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { allRows, listCsv } from '../../lib/list-csv';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { carrierGateReport } from './carrier-gate-repository';
import { orgTimeZone, parseRange } from './range';

type Query = { from?: string; to?: string; page?: number; size?: number };

const rangeOf = async (db: Queryable, org: ScopedOrg, query: Query) => parseRange(query, await orgTimeZone(db, org));

/** GET /api/reports/parkingLots/carriers: per carrier at the organisation's lots over the range (its clock), paged. */
export async function carrierGate(db: Queryable, org: ScopedOrg, query: Query): Promise<Page<CarrierGateRow>> {
  const range = await rangeOf(db, org, query);
  return paged(query, (window) => carrierGateReport(db, scopeFor(org), range, window));
}

/** The same report as CSV, every carrier, streamed: the table's column list (CARRIER_GATE_COLUMNS), headed in the request's language. */
export async function carrierGateCsv(db: Queryable, org: ScopedOrg, query: Query, language: Language): Promise<Readable> {
  const range = await rangeOf(db, org, query);
  const rows = allRows((window) => carrierGateReport(db, scopeFor(org), range, window));
  return listCsv(rows, CARRIER_GATE_COLUMNS, language, (row) => [row]);
}
