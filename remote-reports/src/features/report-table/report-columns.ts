import type { ReactNode } from 'react';
import { tableColumnsOf, type ListColumn } from '@haulstop/shared/contracts/columns';
import type { ReportColumn } from './ReportTable';

/**
 * A report's table columns from its column list (@haulstop/shared/contracts/report-columns, its
 * CSV's too): headers translated, sorting where the list names the API's sort field; `cells` are the
 * cells the screen draws itself, `headers` the headers it draws with more than the label (a measure's hint).
 * @example reportColumnsOf(ASSET_REPORT_COLUMNS, t, { spent: (r) => formatAmounts(r.spent, language) })
 */
export function reportColumnsOf<Row>(
  columns: readonly ListColumn<Row>[],
  translate: (label: string) => string,
  cells: Readonly<Partial<Record<string, (row: Row) => ReactNode>>>,
  headers: Readonly<Partial<Record<string, ReactNode>>> = {},
): ReportColumn<Row>[] {
  return tableColumnsOf<Row, ReactNode>(columns, translate, cells).map((column) => ({ ...column, header: headers[column.key] ?? column.header }));
}
