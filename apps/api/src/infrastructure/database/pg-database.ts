import pg from 'pg';
import type { Database, QueryResult, SqlExecutor, SqlParam } from './database.js';

const INT8_OID = 20;

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text'),
};

const executor = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<R>(sql: string, params: SqlParam[] = []): Promise<QueryResult<R>> {
    const result = await client.query(sql, params as unknown[]);
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
  },
});

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
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const base = executor(pool);

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
        // One round trip either way: a parameterless query may hold several statements.
        await client.query(
          transactionOptions.relaxedDurability
            ? 'BEGIN; SET LOCAL synchronous_commit = off'
            : 'BEGIN',
        );
        try {
          const result = await work(executor(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    withSession: (work) => withClient((client) => work(executor(client))),
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: options.connectionString, types });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
};
