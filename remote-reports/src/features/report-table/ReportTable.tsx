import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PagedTable, VisuallyHidden, type PagedColumn } from '@haulstop/shared/ui/display';
import { pagedTableState, type PagedQuery } from '@haulstop/shared/query';
import type { ReportSort } from '@haulstop/shared/contracts';
import { nextSort } from './sort';

/** A report column; `sortKey` (the API's field name) makes its header sort the report. */
export type ReportColumn<Row> = PagedColumn<Row> & { sortKey?: string };

type ReportTableProps<Row> = {
  label: string;
  columns: readonly ReportColumn<Row>[];
  query: PagedQuery<Row>;
  rowKey: (row: Row) => string | number;
  sort: ReportSort | null;
  onSort: (sort: ReportSort) => void;
  /** what an empty range says */
  emptyText?: string;
};

function SortHeader({ header, sortKey, sort, onSort }: { header: ReactNode; sortKey: string; sort: ReportSort | null; onSort: (sort: ReportSort) => void }) {
  const { t } = useTranslation();
  const active = sort?.key === sortKey ? sort.direction : null;
  return (
    <Button size="xs" variant="ghost" px={1} fontWeight="semibold" onClick={() => onSort(nextSort(sort, sortKey))}>
      {header}
      <span aria-hidden="true">{active === 'asc' ? ' ▲' : active === 'desc' ? ' ▼' : ' ↕'}</span>
      {active ? <VisuallyHidden>{t(`reports.sort.${active}`)}</VisuallyHidden> : null}
    </Button>
  );
}

/**
 * Every report's table: 10 a page (the server pages), headers that sort on the server, the
 * loading, empty and error states of PagedTable.
 * @example <ReportTable label={title} columns={columns} query={lots} rowKey={(r) => r.parkingLotId} sort={sort} onSort={setSort} />
 */
export function ReportTable<Row>({ label, columns, query, rowKey, sort, onSort, emptyText }: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const headed = columns.map((c) => (c.sortKey ? { ...c, header: <SortHeader header={c.header} sortKey={c.sortKey} sort={sort} onSort={onSort} /> } : c));
  return <PagedTable<Row> label={label} columns={headed} rowKey={rowKey} emptyText={emptyText ?? t('reports.emptyRange')} {...pagedTableState(query)} />;
}
