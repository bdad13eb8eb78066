import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Language } from '@haulstop/shared/constants';
import { csvColumnsOf, csvRecordOf, type ListColumn } from '@haulstop/shared/contracts/columns';
import { translate } from './i18n';

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP CSV injection); numbers, including negative amounts, are left as they are.
 */
export const csvSafe = (value: unknown): unknown =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;

/** Rows per query while a CSV streams: memory stays at one batch whatever the report's size. */
export const CSV_BATCH = 1000;

/**
 * All pages of a list, one batch at a time: `fetch` answers a window of rows; the walk stops at a
 * short batch. Exports read the same repository function as the JSON pages, so the CSV is the JSON.
 */
export async function* allRows<T>(fetch: (window: { offset: number; size: number }) => Promise<{ rows: T[] }>): AsyncGenerator<T> {
  for (let offset = 0; ; offset += CSV_BATCH) {
    const { rows } = await fetch({ offset, size: CSV_BATCH });
    yield* rows;
    if (rows.length < CSV_BATCH) return;
  }
}

/**
 * All rows of a list walked by keyset, one batch at a time: `fetch` answers the batch after a
 * row's cursor (the first with null); each batch reads only its rows, however far the walk is.
 */
export async function* allRowsAfter<T extends { cursor: C }, C>(fetch: (after: C | null, size: number) => Promise<{ rows: T[] }>): AsyncGenerator<T> {
  for (let after: C | null = null; ;) {
    const { rows } = await fetch(after, CSV_BATCH);
    yield* rows;
    if (rows.length < CSV_BATCH) return;
    after = rows[rows.length - 1].cursor;
  }
}

/**
 * A list's CSV from its column list (the page's table's), streamed; every CSV export writes through it.
 * The header row is the list's labels in `language`; each of `rows` is written as the records `toRecords` makes of it, as it
 * comes, text cells neutralised against spreadsheet formulas (csvSafe), never the whole file in memory.
 */
export function listCsv<Row, T>(rows: AsyncIterable<Row>, columns: readonly ListColumn<T>[], language: Language, toRecords: (row: Row) => T[]): Readable {
  const csvColumns = csvColumnsOf(columns, (label) => translate(language, label));
  async function* records() {
    for await (const row of rows)
      for (const record of toRecords(row)) {
        const cells = csvRecordOf(columns, record);
        yield Object.fromEntries(csvColumns.map(({ key }) => [key, csvSafe(cells[key] ?? '')]));
      }
  }
  return Readable.from(records()).pipe(stringify({ header: true, columns: csvColumns }));
}
