import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, QueryResult, SqlExecutor, SqlParam } from './database.js';

const executor = (target: PGlite | Transaction): SqlExecutor => ({
  async query<R>(sql: string, params: SqlParam[] = []): Promise<QueryResult<R>> {
    const result = await target.query<R>(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  },
});

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// PGlite files must never be opened by two processes at once (a second `npm start`, or the
// rebuild CLI beside a running API): a pid file beside them says who holds them.
const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'api.lock');
  let holder = NaN;
  try {
    holder = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    // no lock yet
  }
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${resolve(dataDir)} is in use by process ${holder}. ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
};

// Embedded Postgres (WASM). `dataDir` undefined means in memory (tests); otherwise the database
// lives in `<dataDir>/pglite`. PGlite has one connection, so it serialises transactions itself
// and a "session" is that connection.
export const createPgliteDatabase = async (dataDir?: string): Promise<Database> => {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const db = await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined);
  const base = executor(db);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    // In process there is no round trip to save: the statements run one by one in a transaction.
    script: (statements) =>
      db.transaction(async (tx) => {
        const results = [];
        for (const { sql, params } of statements)
          results.push(await executor(tx).query(sql, params));
        return results;
      }),
    withSession: (work) => work(base),
    async listen(channel, onNotify) {
      const stop = await db.listen(channel, onNotify);
      // The data directory is locked to this process: nobody else can be listening.
      return { othersListening: async () => false, stop };
    },
    // One connection: no reader runs beside a transaction to look past it.
    openEventlessTransactions: () => [],
    async close() {
      await db.close();
      unlock();
    },
  };
};
