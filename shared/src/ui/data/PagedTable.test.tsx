import { fireEvent, screen, within } from '@testing-library/react';
import { PagedTable, pageCount, type PagedColumn } from './PagedTable';
import { renderWithUi } from './test-utils';

type Row = { id: number; name: string };
const columns: PagedColumn<Row>[] = [
  { key: 'id', header: 'Id', cell: (r) => r.id, align: 'end' },
  { key: 'name', header: 'Name', cell: (r) => r.name },
];
const rowsOf = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Org ${from + i}` }));

function renderTable(props: Partial<Parameters<typeof PagedTable<Row>>[0]> = {}, language = 'en') {
  const onPageChange = jest.fn();
  const utils = renderWithUi(
    <PagedTable<Row>
      label="Organisations"
      columns={columns}
      rows={rowsOf(1, 10)}
      rowKey={(r) => r.id}
      totalElements={23}
      page={0}
      onPageChange={onPageChange}
      {...props}
    />,
    { language },
  );
  return { ...utils, onPageChange };
}

describe('PagedTable — SPEC §9: page size 10 rows', () => {
  it('pageCount: 23 rows at 10 a page is 3 pages; empty is 1', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });

  it('is a table named by its caption, with column headers and one row per record', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Organisations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Id', 'Name']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Org 10')).toBeTruthy();
  });

  it("first page: 'Page 1 of 3', Previous disabled, Next goes to page 1", () => {
    const { onPageChange } = renderTable();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('last page: Next disabled, Previous goes back', () => {
    const { onPageChange } = renderTable({ page: 2, rows: rowsOf(21, 3) });
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('page controls are translated', () => {
    renderTable({ page: 1 }, 'fr');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeTruthy();
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();
  });

  it('loading without rows shows a skeleton and a busy table; controls are disabled', () => {
    renderTable({ rows: [], loading: true, totalElements: 0 });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No records found')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('empty state', () => {
    renderTable({ rows: [], totalElements: 0 });
    expect(screen.getByText('No records found')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('error state shows the message and a Retry button', () => {
    const onRetry = jest.fn();
    renderTable({ rows: [], totalElements: 0, error: 'Error retrieving data', onRetry });
    expect(screen.getByText('Error retrieving data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No records found')).toBeNull();
  });
});

describe('PagedTable — paging stays cheap (INP)', () => {
  it('pressing Next dims the table without rendering its cells again; the next page renders them once', () => {
    const cell = jest.fn((r: Row) => r.name);
    const counted: PagedColumn<Row>[] = [{ key: 'name', header: 'Name', cell }];
    const first = rowsOf(1, 10);
    const table = (props: { rows: Row[]; loading: boolean }) => (
      <PagedTable<Row> label="Organisations" columns={counted} rowKey={(r) => r.id} totalElements={23} page={0} onPageChange={() => {}} {...props} />
    );
    const { rerender } = renderWithUi(table({ rows: first, loading: false }));
    expect(cell).toHaveBeenCalledTimes(10);
    // A reload of the same rows: the table is busy and dimmed (rowKey is a new function, as callers pass it inline).
    rerender(table({ rows: first, loading: true }));
    expect(cell).toHaveBeenCalledTimes(10);
    expect(screen.getByRole('table', { name: 'Organisations' }).getAttribute('aria-busy')).toBe('true');
    rerender(table({ rows: rowsOf(11, 10), loading: false }));
    expect(cell).toHaveBeenCalledTimes(20);
    expect(screen.getByText('Org 11').tagName).toBe('TD');
  });

  it('a page change with the last rows still shown (usePagedQuery keeps them) draws the pager alone: it says the new page, the rows and headers stay as they were', () => {
    const cell = jest.fn((r: Row) => r.name);
    const Header = jest.fn(() => <>Name</>);
    const counted: PagedColumn<Row>[] = [{ key: 'name', header: <Header />, cell }];
    const first = rowsOf(1, 10);
    const table = (page: number, rows: Row[]) => (
      <PagedTable<Row> label="Organisations" columns={counted} rowKey={(r) => r.id} totalElements={23} page={page} onPageChange={() => {}} rows={rows} />
    );
    const { rerender } = renderWithUi(table(0, first));
    const renders = Header.mock.calls.length;
    rerender(table(1, first));
    expect(screen.getByText(/^Page \d+ of \d+$/).textContent).toBe('Page 2 of 3');
    expect(screen.getByText('Org 1').tagName).toBe('TD');
    expect(cell).toHaveBeenCalledTimes(10);
    expect(Header).toHaveBeenCalledTimes(renders);
    // The next page's rows arrive: drawn once, under the same pager.
    rerender(table(1, rowsOf(11, 10)));
    expect(cell).toHaveBeenCalledTimes(20);
    expect(screen.queryByText('Org 1')).toBeNull();
    expect(screen.getByText(/^Page \d+ of \d+$/).textContent).toBe('Page 2 of 3');
  });

  it('a column marked end (numbers, money) is right-aligned, its header included', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Organisations' });
    expect(within(table).getByRole('columnheader', { name: 'Id' }).getAttribute('data-align')).toBe('end');
    expect(within(table).getByRole('cell', { name: '1' }).getAttribute('data-align')).toBe('end');
    expect(within(table).getByRole('cell', { name: 'Org 1' }).getAttribute('data-align')).not.toBe('end');
  });
});
