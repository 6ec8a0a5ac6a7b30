import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, QueryResult, SqlExecutor, SqlParam } from './database.js';

const executor = (target: PGlite | Transaction): SqlExecutor => ({
  async query<R>(sql: string, params: SqlParam[] = []): Promise<QueryResult<R>> {
    const result = await target.query<R>(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  },
});

// Embedded Postgres (WASM). `dataDir` undefined means in memory (tests). PGlite has one
// connection, so transactions are serialised by PGlite itself and a "session" is that connection.
export const createPgliteDatabase = async (dataDir?: string): Promise<Database> => {
  const db = await PGlite.create(dataDir);
  const base = executor(db);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    withSession: (work) => work(base),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
};
