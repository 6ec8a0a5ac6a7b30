import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { responseSchemas } from './response-schemas.js';

const root = new URL('../../../', import.meta.url);

describe('the generated response schemas', () => {
  // A contract type changed without `npm run contracts:schemas` would leave /api/docs wrong.
  it('should equal a fresh generation from the contract types', async () => {
    const check = promisify(execFile)(
      process.execPath,
      ['scripts/contract-schemas.mjs', '--check'],
      { cwd: root },
    );
    await expect(check).resolves.toBeDefined();
  }, 60_000);

  // @nestjs/swagger emits OpenAPI 3.0: no `null` type, no `const`, references to components.
  it('should be OpenAPI 3.0 schemas', () => {
    const text = JSON.stringify(responseSchemas);
    expect(text).not.toMatch(/"type":"null"|"type":\[|"const":|"\$schema"|#\/definitions\//);
    expect(Object.keys(responseSchemas).length).toBeGreaterThan(40);
  });
});
