import { InvalidEnvironmentError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('should default to port 3000 on the embedded database when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: null,
      dataDir: './data',
      eventStoreUrl: null,
      redisUrl: null,
      publicBaseUrl: 'http://localhost:3000',
    });
  });

  it('should keep the database in memory when DATA_DIR is memory://', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBeNull();
  });

  it('should list every bad variable when several are wrong', () => {
    let thrown: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://r',
        NODE_ENV: 'staging',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidEnvironmentError);
    const problems = (thrown as InvalidEnvironmentError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(problems).toMatch(/REDIS_URL must be a redis:\/\/ URL/);
    expect(problems).toMatch(/NODE_ENV/);
  });
});
