import { memo, type ReactNode } from 'react';
import { Box, Button, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { LoadErrorAlert } from './LoadErrorAlert';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@haulstop/shared/constants';

/** One column of a PagedTable: a header and how a row shows in it. */
export type PagedColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** numbers and money read better right-aligned */
  align?: 'start' | 'end';
};

export type PagedTableProps<Row> = {
  /** the table's accessible name (a visually hidden caption), already translated */
  label: string;
  columns: readonly PagedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  totalElements: number;
  /** current page, from 0 */
  page: number;
  size?: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** a message to show instead of the rows; Retry calls onRetry */
  error?: string | null;
  onRetry?: () => void;
  /** shown when there are no rows; defaults to the common empty text */
  emptyText?: string;
};

/** Number of pages for a total: at least 1, so an empty list reads 'Page 1 of 1'. */
export function pageCount(totalElements: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalElements) / Math.max(1, size)));
}

const SKELETON_ROWS = 5;

// What the cells need beyond Chakra's own table styles, which `native` gives the table once for
// its plain rows and cells: a column's alignment and the empty row's look.
const TABLE_CSS = {
  '& [data-align=end]': { textAlign: 'end' },
  '& td[data-part=empty]': { textAlign: 'center', color: 'fg.muted', py: '6' },
} as const;

type DataRowsProps<Row> = Pick<PagedTableProps<Row>, 'rows' | 'columns' | 'rowKey'>;

/**
 * The rows of a page: plain <tr>/<td> styled once by the table (Chakra's `native` table), not a
 * styled Chakra element per cell (ninety on a page of nine columns, whose style resolution made
 * drawing a page the costliest part of paging a list). Rendered again only when the rows
 * or the columns change; `rowKey` is left out of the comparison: callers pass it inline, and it
 * only reads a row's id.
 */
const DataRows = memo(
  function DataRows<Row>({ rows, columns, rowKey }: DataRowsProps<Row>) {
    return rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((c) => (
          <td key={c.key} data-align={c.align}>
            {c.cell(row)}
          </td>
        ))}
      </tr>
    ));
  },
  (before, after) => before.rows === after.rows && before.columns === after.columns,
) as <Row>(props: DataRowsProps<Row>) => ReactNode;

type TableViewProps<Row> = Pick<PagedTableProps<Row>, 'label' | 'columns' | 'rows' | 'rowKey' | 'emptyText'> & { loading: boolean; failed: boolean };

/**
 * The table without its pager. A page change keeps the last page's rows on screen until the next
 * arrives (usePagedQuery), so pressing Next changes none of these props: the click redraws the
 * pager alone, and the rows are drawn once, when they come.
 */
const TableView = memo(
  function TableView<Row>({ label, columns, rows, rowKey, emptyText, loading, failed }: TableViewProps<Row>) {
    const { t } = useTranslation();
    const showSkeleton = loading && rows.length === 0;
    let body: ReactNode;
    if (showSkeleton) {
      body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <tr key={`skeleton-${i}`} aria-hidden="true">
          {columns.map((c) => (
            <td key={c.key}>
              <Skeleton height="12px" />
            </td>
          ))}
        </tr>
      ));
    } else if (!failed && rows.length === 0) {
      body = (
        <tr>
          <td colSpan={columns.length} data-part="empty">
            {emptyText ?? t('common.noRecords')}
          </td>
        </tr>
      );
    } else if (!failed) {
      body = <DataRows rows={rows} columns={columns} rowKey={rowKey} />;
    }
    return (
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root native size="sm" aria-busy={loading} opacity={loading && !showSkeleton ? 0.6 : 1} css={TABLE_CSS}>
          <Table.Caption srOnly>{label}</Table.Caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} data-align={c.align} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table.Root>
      </Table.ScrollArea>
    );
  },
  (before, after) =>
    before.label === after.label &&
    before.columns === after.columns &&
    before.rows === after.rows &&
    before.emptyText === after.emptyText &&
    before.loading === after.loading &&
    before.failed === after.failed,
) as <Row>(props: TableViewProps<Row>) => ReactNode;

/**
 * A paged list (10 rows a page) with loading, empty and error states and
 * Previous / Next controls. Stateless: the page lives with the caller (see usePagedResource).
 * @example
 * <PagedTable label={t('finance.invoices.title')} columns={columns} rows={data.content} rowKey={(r) => r.invoiceId}
 *   totalElements={data.totalElements} page={page} onPageChange={setPage} loading={loading} error={error} onRetry={reload} />
 */
export function PagedTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totalElements,
  page,
  size = PAGE_SIZE,
  onPageChange,
  loading = false,
  error = null,
  onRetry,
  emptyText,
}: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const pages = pageCount(totalElements, size);

  return (
    <Box>
      {error ? <LoadErrorAlert title={error} onRetry={onRetry} mb={3} /> : null}
      <TableView label={label} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} loading={loading} failed={Boolean(error)} />
      <HStack justify="flex-end" gap={3} mt={3}>
        <Button size="xs" variant="outline" disabled={loading || page <= 0} onClick={() => onPageChange(page - 1)}>
          {t('common.previous')}
        </Button>
        <Text aria-live="polite">{t('common.pageOf', { page: Math.min(page, pages - 1) + 1, pages })}</Text>
        <Button size="xs" variant="outline" disabled={loading || page >= pages - 1} onClick={() => onPageChange(page + 1)}>
          {t('common.next')}
        </Button>
      </HStack>
    </Box>
  );
}
