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
import { statementName } from './database.js';

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

// A statement's text cut at its parameters: `chunks[k]`, then the value of `$(numbers[k])`, and
// the last chunk after the last parameter; `name` is what a script prepares it as.
type Template = { chunks: string[]; numbers: number[]; name?: string };

// What cutting looks at: quoted text, a quoted identifier, a comment, or a dollar sign.
const SPECIAL = /['"$]|--/g;
const PARAMETER = /\$([0-9]+)/y;

const cut = (sql: string): Template => {
  const special = new RegExp(SPECIAL);
  const parameter = new RegExp(PARAMETER);
  const chunks: string[] = [];
  const numbers: number[] = [];
  let chunk = '';
  let i = 0;
  for (let found = special.exec(sql); found; found = special.exec(sql)) {
    const at = found.index;
    if (found[0] === '$') {
      parameter.lastIndex = at;
      const number = parameter.exec(sql)?.[1];
      if (number === undefined) throw new Error('Dollar-quoted text cannot be inlined');
      chunks.push(chunk + sql.slice(i, at));
      numbers.push(Number(number));
      chunk = '';
      i = parameter.lastIndex;
    } else {
      // Quoted text, quoted identifiers and comments are copied untouched.
      const close = found[0] === '--' ? '\n' : found[0];
      const end = sql.indexOf(close, at + found[0].length);
      const stop = end < 0 ? sql.length : end + 1;
      chunk += sql.slice(i, stop);
      i = stop;
    }
    special.lastIndex = i;
  }
  chunks.push(chunk + sql.slice(i));
  return { chunks, numbers };
};

// The statements are the code's own texts, so a few dozen; the bound keeps a text built at run
// time from growing it without end.
const TEMPLATES_KEPT = 1000;
const templates = new Map<string, Template>();

const templateOf = (sql: string): Template => {
  let template = templates.get(sql);
  if (!template) {
    template = cut(sql);
    if (templates.size >= TEMPLATES_KEPT) templates.clear();
    templates.set(sql, template);
  }
  return template;
};

const literal = (param: SqlParam): string => {
  const value = pgUtils.prepareValue(param);
  return value === null
    ? 'NULL'
    : Buffer.isBuffer(value)
      ? `'\\x${value.toString('hex')}'`
      : pgUtils.escapeLiteral(value);
};

// A prepared statement run by `EXECUTE` in a script, its parameters written in as literals.
const executeText = (template: Template, params: SqlParam[]): string => {
  const count = Math.max(0, ...template.numbers);
  if (count > params.length) throw new Error(`Statement refers to $${count} without a value`);
  const values = params.slice(0, count).map(literal);
  return values.length > 0
    ? `EXECUTE ${template.name}(${values.join(', ')})`
    : `EXECUTE ${template.name}`;
};

const nameOf = (template: Template, sql: string): string =>
  (template.name ??= statementName('script', sql));

// What each connection has prepared for scripts, and texts Postgres could not prepare alone (a
// parameter whose type only a literal's context settles), which scripts keep inlining.
const PREPARED_PER_CONNECTION = 200;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
const unpreparable = new Set<string>();

// Prepares on this connection, outside any transaction, the statements of a script that ask for
// it (once per connection), and says which ones it can run by name.
const prepareFor = async (
  client: pg.PoolClient,
  statements: readonly Statement[],
): Promise<Set<string>> => {
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedOn.set(client, prepared);
  }
  for (const { sql, prepare } of statements) {
    if (!prepare || prepared.size >= PREPARED_PER_CONNECTION) continue;
    const name = nameOf(templateOf(sql), sql);
    if (prepared.has(name) || unpreparable.has(name)) continue;
    try {
      await client.query(`PREPARE ${name} AS ${sql}`);
      prepared.add(name);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      // Already there (42P05); or a text it cannot prepare (class 42, syntax or meaning).
      if (code === '42P05') prepared.add(name);
      else if (code.startsWith('42')) unpreparable.add(name);
      else throw error;
    }
  }
  return prepared;
};

// A statement with its parameters written in as literals, for the simple query protocol, which
// takes several statements in one message but no parameters. Values are turned into text exactly
// as the driver sends a bound parameter, and an untyped quoted literal is resolved from its context
// the way an untyped parameter is, so the statement means the same. Each text is cut once: a busy
// projection's statements are kilobytes, and copying them character by character on every call
// made a third of the API's garbage.
export const inlineParameters = ({ sql, params = [] }: Statement): string => {
  const { chunks, numbers } = templateOf(sql);
  let out = chunks[0];
  for (let k = 0; k < numbers.length; k += 1) {
    const number = numbers[k];
    if (number > params.length) throw new Error(`Statement refers to $${number} without a value`);
    out += literal(params[number - 1]) + chunks[k + 1];
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
    // A fixed-size pool, opened as load asks for it: a connection is never closed for being idle.
    // The driver's default closed those idle for 10 s, and each close stalled every request in
    // flight for 30 to 140 ms (bench:calls: the 50/s p99 went from 26–95 ms to 19 ms without it).
    idleTimeoutMillis: 0,
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
            ...(transactionOptions.genericPlans
              ? ['SET LOCAL plan_cache_mode = force_generic_plan']
              : []),
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
        // A prepared statement is parsed and planned once per connection, not on every script:
        // a busy projection's planning had cost Postgres as much as running its statements.
        const prepared = statements.some((statement) => statement.prepare)
          ? await prepareFor(client, statements)
          : null;
        const text = [
          'BEGIN',
          ...(transactionOptions.relaxedDurability ? ['SET LOCAL synchronous_commit = off'] : []),
          // They look rows up by key: one plan fits every value, and planning each call again
          // cost more than it saved (bench:push, the summaries' view update: 0.14 → 0.09 ms).
          ...(prepared ? ['SET LOCAL plan_cache_mode = force_generic_plan'] : []),
          ...statements.map((statement) => {
            const template = templateOf(statement.sql);
            return statement.prepare && template.name && prepared?.has(template.name)
              ? executeText(template, statement.params ?? [])
              : inlineParameters(statement);
          }),
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
