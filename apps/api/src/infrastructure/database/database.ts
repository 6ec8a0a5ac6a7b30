import { createHash } from 'node:crypto';
// The one SQL port the API uses, with two adapters: a `pg` pool on a real server and embedded
// PGlite. Both parse int8 to number (our counters and positions stay far below 2^53) and jsonb
// to objects; xid8 values are read as text.

export type SqlParam = string | number | boolean | null | Date | object | readonly unknown[];

export type QueryResult<R> = { rows: R[]; rowCount: number };

export type QueryOptions = {
  // A statement run very often under this fixed name is parsed and planned once per connection.
  prepareAs?: string;
};

export type SqlExecutor = {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: SqlParam[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
};

export type TransactionOptions = {
  // Commit without waiting for the WAL flush: for data rebuilt from the durable log after a
  // crash (read models with their checkpoint), never for the log itself.
  relaxedDurability?: boolean;
  // Ends the session should the transaction wait longer than this on its client between
  // statements: a frozen process must not keep its locks (PGlite, one process, ignores it).
  clientIdleTimeoutMs?: number;
  // The transaction appends no events (a read model with its checkpoint, a flush): readers of the
  // log may look past it while it runs instead of waiting for it (`openEventlessTransactions`).
  // Its id is taken as it begins, in the same round trip. Scripts, one round trip, ignore it.
  writesNoEvents?: boolean;
  // Named statements (`prepareAs`) keep one plan whatever their values: for statements that look
  // rows up by key, run so often that planning each call costs more than running it.
  genericPlans?: boolean;
};

export type Statement = {
  sql: string;
  params?: SqlParam[];
  // The code's own fixed text, run very often in scripts: parsed and planned once per connection
  // (a projection's statements; a text built at run time must not say so).
  prepare?: boolean;
};

export type DatabaseKind = 'postgres' | 'pglite';

export type Listener = {
  // Whether another connection (another API instance) listens on the same channel now.
  othersListening(): Promise<boolean>;
  stop(): Promise<void>;
};

export type Database = SqlExecutor & {
  readonly kind: DatabaseKind;
  // Runs several statements separated by semicolons (migrations).
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T>;
  // Runs statements known in advance in one transaction, all or none, and returns each one's
  // result. On a server that is one round trip, however many statements there are.
  script(
    statements: readonly Statement[],
    options?: TransactionOptions,
  ): Promise<QueryResult<Record<string, unknown>>[]>;
  // One dedicated connection for as long as `work` runs: session-level advisory locks live there.
  withSession<T>(work: (session: SqlExecutor) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: (payload: string) => void): Promise<Listener>;
  // Ids (xid8 as text) of this process's transactions running now with `writesNoEvents`.
  openEventlessTransactions(): readonly string[];
  close(): Promise<void>;
};

export const DATABASE = Symbol('DATABASE');

// The name a statement's text is prepared as, the same on every connection and instance.
export const statementName = (prefix: string, sql: string): string =>
  `${prefix}_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

// Postgres (and PGlite) refused a row that a unique index already holds (SQLSTATE 23505).
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && (error as { code?: string }).code === '23505';
