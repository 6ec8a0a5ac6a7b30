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

  it('should take every KurrentDB connection string scheme for EVENTSTORE_URL', () => {
    for (const url of [
      'kurrentdb://127.0.0.1:2113?tls=false',
      'kurrentdb+discover://a.example:2113,b.example:2113',
      'esdb://127.0.0.1:2113?tls=false',
      'esdb+discover://cluster.example:2113',
    ]) {
      expect(loadConfig({ EVENTSTORE_URL: url }).eventStoreUrl).toBe(url);
    }
  });

  it('should name the schemes it takes, and not the URL’s password, when EVENTSTORE_URL has another', () => {
    let thrown: unknown;
    try {
      loadConfig({ EVENTSTORE_URL: 'https://admin:s3cret@127.0.0.1:2113' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidEnvironmentError);
    const problems = (thrown as InvalidEnvironmentError).problems;
    expect(problems).toEqual([
      'EVENTSTORE_URL must be a KurrentDB connection string starting with kurrentdb://, kurrentdb+discover://, esdb://, esdb+discover:// (it starts with https://)',
    ]);
    expect(problems.join('\n')).not.toMatch(/s3cret/);
  });

  it('should refuse an EVENTSTORE_URL with no host after its scheme', () => {
    expect(() => loadConfig({ EVENTSTORE_URL: 'kurrentdb://' })).toThrow(/EVENTSTORE_URL/);
    expect(() => loadConfig({ EVENTSTORE_URL: 'localhost:2113' })).toThrow(
      /it starts with no scheme/,
    );
  });

  it('should read the rate limits and demo-call limits, with their defaults when unset or empty', () => {
    const config = loadConfig({
      RATE_LIMIT_SIGN_IN: '5/30s',
      RATE_LIMIT_SHARE_LINK_PER_TOKEN: '',
      DEMO_CALL_COUNTRIES: ' us, gb ',
      DEMO_CALL_LIMIT_GLOBAL: '50/2d',
    });
    expect(config.rateLimitPrefix).toBe('vanilla');
    expect(config.rateLimits).toMatchObject({
      signIn: { max: 5, windowMs: 30_000 },
      signUp: { max: 30, windowMs: 3_600_000 },
      shareLinkPerAddress: { max: 300, windowMs: 600_000 },
      shareLinkPerToken: { max: 600, windowMs: 600_000 },
    });
    expect(config.demoCalls).toEqual({
      countries: ['US', 'GB'],
      perAddress: { max: 3, windowMs: 3_600_000 },
      perNumber: { max: 2, windowMs: 86_400_000 },
      perUser: { max: 5, windowMs: 86_400_000 },
      global: { max: 50, windowMs: 172_800_000 },
    });
  });

  it('should name every limit that does not read like one and every unknown country', () => {
    let thrown: unknown;
    try {
      loadConfig({
        RATE_LIMIT_SIGN_UP: '10 per hour',
        DEMO_CALL_LIMIT_PER_NUMBER: '0/1d',
        DEMO_CALL_COUNTRIES: 'US,XX',
        RATE_LIMIT_PREFIX: 'has space',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidEnvironmentError);
    expect((thrown as InvalidEnvironmentError).problems).toEqual(
      expect.arrayContaining([
        'RATE_LIMIT_SIGN_UP must look like 30/1h: a count, a slash and a window in s, m, h or d',
        'DEMO_CALL_LIMIT_PER_NUMBER must look like 2/1d: a count, a slash and a window in s, m, h or d',
        'DEMO_CALL_COUNTRIES must list ISO country codes separated by commas, like US,CA',
        'RATE_LIMIT_PREFIX must be 1 to 64 letters, digits, dots, colons or hyphens',
      ]),
    );
  });

  it('should log at info in a format chosen at start, with /metrics off, when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      log: { level: 'info', format: null },
      metricsToken: null,
    });
    expect(loadConfig({ LOG_LEVEL: '', LOG_FORMAT: '', METRICS_TOKEN: '' })).toMatchObject({
      log: { level: 'info', format: null },
      metricsToken: null,
    });
  });

  it('should read the log level and format and the metrics token', () => {
    expect(
      loadConfig({
        LOG_LEVEL: 'debug',
        LOG_FORMAT: 'pretty',
        METRICS_TOKEN: 'f3a9c0e1b2d4f6a8c0e2',
      }),
    ).toMatchObject({
      log: { level: 'debug', format: 'pretty' },
      metricsToken: 'f3a9c0e1b2d4f6a8c0e2',
    });
  });

  it('should name a log level, a log format or a metrics token it cannot use', () => {
    let thrown: unknown;
    try {
      loadConfig({ LOG_LEVEL: 'verbose', LOG_FORMAT: 'xml', METRICS_TOKEN: 'short' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidEnvironmentError);
    expect((thrown as InvalidEnvironmentError).problems).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'LOG_FORMAT must be json or pretty',
      'METRICS_TOKEN must be at least 16 printable characters without spaces',
    ]);
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars ok' })).toThrow(/METRICS_TOKEN/);
  });

  it('should look for due follow-ups every 15 s unless FOLLOW_UP_PASS_MS says otherwise', () => {
    expect(loadConfig({}).followUpPassMs).toBe(15_000);
    expect(loadConfig({ FOLLOW_UP_PASS_MS: '250' }).followUpPassMs).toBe(250);
    for (const value of ['0', '99', '1.5', 'soon', '3600001']) {
      expect(() => loadConfig({ FOLLOW_UP_PASS_MS: value })).toThrow(/FOLLOW_UP_PASS_MS/);
    }
  });
});
