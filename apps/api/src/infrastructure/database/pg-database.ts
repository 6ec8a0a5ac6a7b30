import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import type {
  Database,
  QueryOptions,
  QueryResult,
  SqlExecutor,
  SqlParam,
  Statement,
} from './database.js';

const INT8_OID = 20;

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text'),
};

const executor = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<R>(
    sql: string,
    params: SqlParam[] = [],
    options: QueryOptions = {},
  ): Promise<QueryResult<R>> {
    const result = await client.query({
      text: sql,
      values: params as unknown[],
      ...(options.prepareAs ? { name: options.prepareAs } : {}),
    });
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
  },
});

// A statement with its parameters written in as literals, for the simple query protocol, which
// takes several statements in one message but no parameters. Values are turned into text exactly
// as the driver sends a bound parameter, and an untyped quoted literal is resolved from its context
// the way an untyped parameter is, so the statement means the same.
export const inlineParameters = ({ sql, params = [] }: Statement): string => {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    // Quoted text, quoted identifiers and comments are copied untouched.
    const close = char === "'" ? "'" : char === '"' ? '"' : sql.startsWith('--', i) ? '\n' : null;
    if (close) {
      const end = sql.indexOf(close, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (char === '$' && /[0-9]/.test(sql[i + 1] ?? '')) {
      let j = i + 1;
      while (/[0-9]/.test(sql[j] ?? '')) j += 1;
      const index = Number(sql.slice(i + 1, j)) - 1;
      if (index >= params.length)
        throw new Error(`Statement refers to $${index + 1} without a value`);
      const value = pgUtils.prepareValue(params[index]);
      out +=
        value === null
          ? 'NULL'
          : Buffer.isBuffer(value)
            ? `'\\x${value.toString('hex')}'`
            : pgUtils.escapeLiteral(value);
      i = j;
      continue;
    }
    if (char === '$') throw new Error('Dollar-quoted text cannot be inlined');
    out += char;
    i += 1;
  }
  return out;
};

export type PgDatabaseOptions = {
  connectionString: string;
  max?: number;
  applicationName?: string;
};

export const createPgDatabase = (options: PgDatabaseOptions): Database => {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    application_name: options.applicationName ?? 'vanilla-api',
    types,
    // A connection whose server or network went away errors instead of waiting on it for ever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const base = executor(pool);
  const eventlessXids = new Set<string>();

  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    // A checked-out client whose server goes away reports it here and on its next query.
    const onError = () => undefined;
    client.on('error', onError);
    let broken = false;
    try {
      return await work(client);
    } catch (error) {
      broken = !(error instanceof Error && 'code' in error);
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  };

  return {
    kind: 'postgres',
    query: base.query,
    async exec(sql) {
      await pool.query(sql);
    },
    transaction: (work, transactionOptions = {}) =>
      withClient(async (client) => {
        // One round trip however it begins: a parameterless query may hold several statements.
        const idleMs = transactionOptions.clientIdleTimeoutMs;
        const eventless = transactionOptions.writesNoEvents === true;
        const begun = (await client.query(
          [
            'BEGIN',
            ...(transactionOptions.relaxedDurability ? ['SET LOCAL synchronous_commit = off'] : []),
            ...(idleMs
              ? [`SET LOCAL idle_in_transaction_session_timeout = ${Math.ceil(idleMs)}`]
              : []),
            ...(eventless ? ['SELECT pg_current_xact_id()::text AS xid'] : []),
          ].join('; '),
        )) as unknown as pg.QueryResult | pg.QueryResult[];
        const xid = eventless
          ? (begun as pg.QueryResult[])[(begun as pg.QueryResult[]).length - 1].rows[0].xid
          : null;
        if (xid) eventlessXids.add(xid);
        try {
          const result = await work(executor(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          if (xid) eventlessXids.delete(xid);
        }
      }),
    script: (statements, transactionOptions = {}) =>
      withClient(async (client) => {
        const text = [
          'BEGIN',
          ...(transactionOptions.relaxedDurability ? ['SET LOCAL synchronous_commit = off'] : []),
          ...statements.map(inlineParameters),
          'COMMIT',
        ].join(';\n');
        try {
          const results = (await client.query(text)) as unknown as pg.QueryResult[];
          return results
            .slice(results.length - 1 - statements.length, results.length - 1)
            .map((result) => ({ rows: result.rows, rowCount: result.rowCount ?? 0 }));
        } catch (error) {
          // A failing statement stops the message, leaving the transaction open and aborted.
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    withSession: (work) => withClient((client) => work(executor(client))),
    async listen(channel, onNotify) {
      // Named by its channel, so an instance can tell whether any other one listens there.
      const applicationName = `${options.applicationName ?? 'vanilla-api'}:listen:${channel}`;
      const client = new pg.Client({
        connectionString: options.connectionString,
        application_name: applicationName,
        types,
      });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      const ownPid = (client as unknown as { processID: number }).processID;
      return {
        async othersListening() {
          const { rows } = await pool.query<{ others: boolean }>(
            `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
                             WHERE datname = current_database() AND application_name = $1
                               AND pid <> $2) AS others`,
            [applicationName, ownPid],
          );
          return rows[0].others;
        },
        async stop() {
          await client.end().catch(() => undefined);
        },
      };
    },
    openEventlessTransactions: () => [...eventlessXids],
    close: () => pool.end(),
  };
};
