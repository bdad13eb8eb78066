/**
 * One column of a list, for its table and its CSV alike: the header is the language files' text of
 * `label` in both (never a field name), the value is what the CSV cell holds.
 */
export type ListColumn<T> = {
  key: string;
  /** Language-file key of the header, e.g. `invoiceColumns.total`. */
  label: string;
  /** The cell as text or a number: the CSV's, and the table's unless the screen renders the column itself. */
  value: (row: T) => string | number;
  /** A column only the CSV has (the table shows it within another) or only the table has. */
  only?: 'csv' | 'table';
  /** Numbers and money read better right-aligned in the table. */
  align?: 'start' | 'end';
  /** A table-only column's CSV columns (their keys): the CSV carries what it shows in those, so it leaves out nothing the table shows. */
  of?: readonly string[];
  /** The API's sort field of the column, for a list the server sorts. */
  sortKey?: string;
};

/** Minor units as major units with 2 decimals, the way every CSV writes money: -1250 → "-12.50". */
export const majorUnits = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/**
 * The table's columns: headers translated, each cell the screen's renderer for that key or the value.
 * @example const columns = tableColumnsOf(INVOICE_COLUMNS, t, { total: (r) => format.money(r.totalMinor, r.currency) });
 */
export function tableColumnsOf<T, Cell>(
  columns: readonly ListColumn<T>[],
  translate: (label: string) => string,
  cells: Readonly<Partial<Record<string, (row: T) => Cell>>> = {},
) {
  return columns
    .filter((column) => column.only !== 'csv')
    .map((column) => ({
      key: column.key,
      header: translate(column.label),
      cell: cells[column.key] ?? ((row: T) => column.value(row)),
      align: column.align,
      sortKey: column.sortKey,
    }));
}

/** The CSV's columns: each key with its translated header, in the list's order. */
export const csvColumnsOf = <T>(columns: readonly ListColumn<T>[], translate: (label: string) => string) =>
  columns.filter((column) => column.only !== 'table').map((column) => ({ key: column.key, header: translate(column.label) }));

/** One CSV record of a row: each CSV column's value by key. */
export const csvRecordOf = <T>(columns: readonly ListColumn<T>[], row: T): Record<string, string | number> =>
  Object.fromEntries(columns.filter((column) => column.only !== 'table').map((column) => [column.key, column.value(row)]));
