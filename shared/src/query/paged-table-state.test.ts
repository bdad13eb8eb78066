import { pagedTableState, type PagedQuery } from './index';

describe('pagedTableState: what a PagedTable shows of a paged query', () => {
  it('passes the rows, the page, the page change, loading, the error and Retry through', () => {
    const setPage = jest.fn();
    const reload = jest.fn();
    const query: PagedQuery<{ id: number }> = {
      content: [{ id: 1 }],
      totalElements: 21,
      page: 2,
      size: 10,
      setPage,
      loading: true,
      error: 'Error retrieving data',
      reload,
      updatedAt: null,
    };
    const state = pagedTableState(query);
    expect(state).toEqual({
      rows: [{ id: 1 }],
      totalElements: 21,
      page: 2,
      size: 10,
      onPageChange: setPage,
      loading: true,
      error: 'Error retrieving data',
      onRetry: reload,
    });
  });
});
