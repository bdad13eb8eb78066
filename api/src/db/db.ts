/**
 * The one database interface the API uses. Two implementations: embedded PGlite (no server,
 * data in a local folder) and a `pg` pool for a real PostgreSQL server. Repositories only ever
 * see this interface, so the same SQL runs on both.
 */
export type SqlParam = string | number | boolean | Date | null | readonly (string | number)[];

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>>;
}

export interface Db extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel` (sent by a committed
   * transaction, from any connection or API replica); resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
