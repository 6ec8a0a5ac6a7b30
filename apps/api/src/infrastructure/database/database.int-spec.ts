import { inlineParameters } from './pg-database.js';
import {
  createTestDatabase,
  databaseKinds,
  NO_POSTGRES_REASON,
} from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';

const awkward = [
  'O\'Brien said "hi"',
  'back\\slash',
  '$1 and $2 in text',
  '💡 ünïcode',
  '',
  'NULL',
  "'); DROP TABLE t; --",
];

for (const kind of databaseKinds()) {
  describe(`Database.script on ${kind}`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await database.db.exec(
        `CREATE TABLE t (id int PRIMARY KEY, label text, tags text[], at timestamptz, doc jsonb,
           bytes bytea, amount double precision, flag boolean)`,
      );
    });
    afterAll(() => database.drop());
    beforeEach(() => database.db.exec('TRUNCATE t'));

    it('should store every kind of value exactly as a parameterised query does', async () => {
      const at = new Date('2026-11-22T10:11:12.345Z');
      const rows = awkward.map((label, i) => [
        i,
        label,
        [label, 'b,c', '{x}', null],
        at,
        { label, nested: [1, 'two'] },
        Buffer.from([0, 255, i]),
        i + 0.25,
        i % 2 === 0,
      ]);
      await database.db.script(
        rows.map((params) => ({
          sql: 'INSERT INTO t VALUES ($1, $2, $3::text[], $4, $5, $6, $7, $8)',
          params,
        })),
      );
      await database.db.query('INSERT INTO t VALUES ($1, $2, $3::text[], $4, $5, $6, $7, $8)', [
        100,
        ...rows[0].slice(1),
      ]);
      const { rows: stored } = await database.db.query<Record<string, unknown>>(
        'SELECT * FROM t ORDER BY id',
      );
      expect(stored.map((row) => row.label)).toEqual([...awkward, awkward[0]]);
      expect({ ...stored[0], id: 100 }).toEqual(stored[stored.length - 1]);
      expect(stored[1]).toMatchObject({
        tags: ['back\\slash', 'b,c', '{x}', null],
        at,
        doc: { label: 'back\\slash', nested: [1, 'two'] },
        amount: 1.25,
        flag: false,
      });
      expect(Buffer.from(stored[2].bytes as Uint8Array)).toEqual(Buffer.from([0, 255, 2]));
      const { rows: found } = await database.db.query('SELECT id FROM t WHERE label = $1', [
        awkward[6],
      ]);
      expect(found).toEqual([{ id: 6 }]);
    });

    it("should return each statement's own rows", async () => {
      const results = await database.db.script([
        { sql: 'INSERT INTO t (id, label) VALUES ($1, $2) RETURNING id, label', params: [1, 'a'] },
        { sql: 'UPDATE t SET label = $2 WHERE id = $1', params: [1, 'b'] },
        { sql: 'SELECT label, $1::int AS n FROM t', params: [7] },
      ]);
      expect(results.map((result) => result.rows)).toEqual([
        [{ id: 1, label: 'a' }],
        [],
        [{ label: 'b', n: 7 }],
      ]);
      expect(results[1].rowCount).toBe(1);
    });

    it('should run prepared statements like inlined ones, on every connection and schema', async () => {
      const insert = {
        sql: 'INSERT INTO t (id, label, tags, at) VALUES ($1, $2, $3::text[], $4) RETURNING label, tags',
        prepare: true,
      };
      const at = new Date('2026-11-28T10:00:00.000Z');
      // More scripts at once than the pool has connections: each prepares on its own.
      const results = await Promise.all(
        awkward.map((label, i) =>
          database.db.script([
            { ...insert, params: [i, label, [label, null], at] },
            { sql: 'UPDATE t SET flag = $2 WHERE id = $1', params: [i, true], prepare: true },
            {
              sql: `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'script%'`,
            },
          ]),
        ),
      );
      expect(results.map(([inserted]) => inserted.rows[0])).toEqual(
        awkward.map((label) => ({ label, tags: [label, null] })),
      );
      expect(results.every(([, updated]) => updated.rowCount === 1)).toBe(true);
      // On a server, the script's connection ran both by name (PGlite plans in process).
      expect(results.map(([, , prepared]) => prepared.rows[0].n)).toEqual(
        awkward.map(() => (kind === 'postgres' ? 2 : 0)),
      );
      if (kind === 'postgres') {
        // A text whose parameter's type only a literal's context settles runs inlined.
        const [[inlined]] = await Promise.all(
          awkward.map((label) =>
            database.db.script([
              { sql: 'SELECT $1 IS NULL AS missing', params: [label], prepare: true },
            ]),
          ),
        );
        expect(inlined.rows).toEqual([{ missing: false }]);
      }
      // A rebuild points the same texts at its own schema's tables.
      await database.db.exec('CREATE SCHEMA IF NOT EXISTS shadow; CREATE TABLE shadow.t (LIKE t)');
      for (let i = 0; i < 8; i += 1) {
        await database.db.script([
          { sql: 'SET LOCAL search_path TO shadow' },
          { ...insert, params: [100 + i, `shadow ${i}`, [], at] },
        ]);
        await database.db.script([{ ...insert, params: [200 + i, `live ${i}`, [], at] }]);
      }
      const count = async (table: string) =>
        (await database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]
          .n;
      expect([await count('shadow.t'), await count('t')]).toEqual([8, awkward.length + 8]);
      await database.db.exec('DROP SCHEMA shadow CASCADE');
    });

    it('should keep nothing when a later statement fails, and leave the database usable', async () => {
      await expect(
        database.db.script([
          { sql: 'INSERT INTO t (id, label) VALUES ($1, $2)', params: [1, 'kept?'] },
          { sql: 'INSERT INTO t (id, label) VALUES ($1, $2)', params: [1, 'duplicate'] },
        ]),
      ).rejects.toMatchObject({ code: '23505' });
      // Every pooled connection must be out of the failed transaction.
      for (let i = 0; i < 30; i += 1) {
        await database.db.query('INSERT INTO t (id, label) VALUES ($1, $2)', [i + 10, 'after']);
      }
      const { rows } = await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
      expect(rows[0].n).toBe(30);
    });
  });
}

if (databaseKinds().length === 1) {
  describe.skip(`Database.script on postgres (${NO_POSTGRES_REASON})`, () => {
    it('runs the same statements on a real server', () => undefined);
  });
}

describe('inlineParameters', () => {
  it('should leave quoted text, identifiers and comments alone', () => {
    expect(
      inlineParameters({
        sql: `SELECT '$1', "$2" -- $1\n, $1::int, $2`,
        params: [5, null],
      }),
    ).toBe(`SELECT '$1', "$2" -- $1\n, '5'::int, NULL`);
  });

  it('should inline every value when quotes are doubled, values repeat and a comment ends the text', () => {
    expect(
      inlineParameters({
        sql: `SELECT 'it''s $1', $10, $1, $2 -- $3`,
        params: ["O'Hara", Buffer.from([1, 255]), 3, 4, 5, 6, 7, 8, 9, 'ten'],
      }),
    ).toBe(`SELECT 'it''s $1', 'ten', 'O''Hara', '\\x01ff' -- $3`);
  });

  it('should refuse a statement that names a missing value or holds dollar quotes', () => {
    expect(() => inlineParameters({ sql: 'SELECT $2', params: [1] })).toThrow(
      'Statement refers to $2 without a value',
    );
    expect(() => inlineParameters({ sql: 'SELECT $$x$$', params: [] })).toThrow(
      'Dollar-quoted text cannot be inlined',
    );
  });
});
