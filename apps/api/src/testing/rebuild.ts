import type { TestApp } from './test-app.js';

// DESIGN §6: a rebuild replays the whole log into copies of the read models and swaps them in;
// the result must equal what the live run made, with nothing parked. Stops the app's runner while
// rebuilding and starts it again. Returns the live rows, table by table, for further checks.
export const expectRebuildEqualsLive = async (
  app: TestApp,
  projections: readonly string[],
  tables: readonly string[],
): Promise<unknown[][]> => {
  const snapshot = async () =>
    Promise.all(
      tables.map(
        async (table) =>
          (await app.db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows as unknown[],
      ),
    );
  await app.runner.waitUntilCaughtUp();
  const live = await snapshot();
  await app.runner.stop();
  try {
    for (const name of projections) {
      expect([name, await app.runner.rebuild(name, () => undefined)]).toEqual([name, 0]);
    }
  } finally {
    await app.runner.start();
  }
  expect(await snapshot()).toEqual(live);
  return live;
};
