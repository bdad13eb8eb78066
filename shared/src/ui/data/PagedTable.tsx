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

type DataRowsProps<Row> = Pick<PagedTableProps<Row>, 'rows' | 'columns' | 'rowKey'>;

/**
 * The rows of a page, rendered again only when the rows or the columns change. Pressing Next first
 * only dims the table and disables the buttons while the page loads: without this, that click also
 * re-rendered every cell (ninety styled elements), which made paging the slowest interaction of
 * the console (INP 504 ms at 4× CPU). `rowKey` is left out of the comparison: callers pass it
 * inline, and it only reads a row's id.
 */
const DataRows = memo(
  function DataRows<Row>({ rows, columns, rowKey }: DataRowsProps<Row>) {
    return rows.map((row) => (
      <Table.Row key={rowKey(row)}>
        {columns.map((c) => (
          <Table.Cell key={c.key} textAlign={c.align ?? 'start'}>
            {c.cell(row)}
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  },
  (before, after) => before.rows === after.rows && before.columns === after.columns,
) as <Row>(props: DataRowsProps<Row>) => ReactNode;

/**
 * A paged list (SPEC §9: 10 rows a page) with loading, empty and error states and
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
  const showSkeleton = loading && rows.length === 0;

  let body: ReactNode;
  if (showSkeleton) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Row key={`skeleton-${i}`} aria-hidden="true">
        {columns.map((c) => (
          <Table.Cell key={c.key}>
            <Skeleton height="12px" />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (!error && rows.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py={6}>
          {emptyText ?? t('common.noRecords')}
        </Table.Cell>
      </Table.Row>
    );
  } else if (!error) {
    body = <DataRows rows={rows} columns={columns} rowKey={rowKey} />;
  }

  return (
    <Box>
      {error ? <LoadErrorAlert title={error} onRetry={onRetry} mb={3} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-busy={loading} opacity={loading && !showSkeleton ? 0.6 : 1}>
          <Table.Caption srOnly>{label}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} textAlign={c.align ?? 'start'} scope="col">
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
