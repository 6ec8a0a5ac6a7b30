import { Writable } from 'node:stream';
import type { AppConfig } from '../../config/app-config.js';
import { createLogger } from './logger.js';
import { NestPinoLogger } from './nest-logger.js';

// The escape that starts every ANSI colour code.
const ESC = String.fromCharCode(27);

// Standard output as a file, a pipe or a terminal would take it.
const output = (isTTY: boolean) => {
  const chunks: string[] = [];
  const out = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    }),
    { isTTY },
  );
  return {
    out,
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean),
  };
};

const settings = (
  env: AppConfig['env'],
  format: AppConfig['log']['format'] = null,
  level: AppConfig['log']['level'] = 'info',
): Pick<AppConfig, 'env' | 'log'> => ({ env, log: { level, format } });

const jsonLines = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe(createLogger.name, () => {
  it('should write JSON lines with the level by name and an ISO time when in production', () => {
    const { out, lines } = output(true);
    createLogger(settings('production'), out).info({ answer: 42 }, 'hello');
    expect(jsonLines(lines())).toEqual([
      expect.objectContaining({
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        answer: 42,
        msg: 'hello',
      }),
    ]);
  });

  it('should write JSON lines in development when the output is not a terminal', () => {
    const { out, lines } = output(false);
    createLogger(settings('development'), out).warn('careful');
    expect(jsonLines(lines())).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'careful' }),
    ]);
  });

  it('should write readable coloured lines in development on a terminal', () => {
    const { out, text } = output(true);
    createLogger(settings('development'), out).info({ context: 'Boot', reqId: 'r-1' }, 'ready');
    expect(text()).toContain(`${ESC}[`);
    expect(text().replace(new RegExp(`${ESC}\\[\\d+m`, 'g'), '')).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}\[Boot\] ready reqId=r-1\n$/,
    );
  });

  it('should write readable lines without escape codes when pretty is asked for and the output is not a terminal', () => {
    const { out, text } = output(false);
    const logger = createLogger(settings('production', 'pretty'), out);
    logger.error({ err: new Error('boom'), context: 'Runner' }, 'failed');
    expect(text()).not.toContain(ESC);
    expect(text()).toMatch(/ERROR \[Runner\] failed\n {4}Error: boom\n {5,}at /);
  });

  it('should write only lines at LOG_LEVEL or above', () => {
    const { out, lines } = output(false);
    const logger = createLogger(settings('production', 'json', 'warn'), out);
    logger.info('not shown');
    logger.warn('shown');
    expect(jsonLines(lines()).map((line) => line.msg)).toEqual(['shown']);
  });

  it('should redact cookies, credentials, webhook signatures and passwords wherever a request, reply or body is logged', () => {
    const { out, text } = output(false);
    createLogger(settings('production'), out).info(
      {
        req: {
          headers: {
            cookie: 'vanilla_session=SESSION-SECRET',
            authorization: 'Bearer METRICS-SECRET',
            'x-vapi-secret': 'VAPI-SECRET',
            'x-twilio-signature': 'TWILIO-SECRET',
            'stripe-signature': 'STRIPE-SECRET',
            'user-agent': 'kept',
          },
          body: { password: 'PW-SECRET', newPassword: 'NEW-SECRET', email: 'kept@example.com' },
        },
        res: { headers: { 'set-cookie': 'vanilla_session=SET-SECRET' } },
        body: { token: 'TOKEN-SECRET', currentPassword: 'CURRENT-SECRET' },
        password: 'TOP-SECRET',
      },
      'request',
    );
    expect(text()).not.toMatch(/SECRET/);
    const [line] = jsonLines(text().split('\n').filter(Boolean));
    expect(line).toMatchObject({
      req: {
        headers: { cookie: '[redacted]', 'user-agent': 'kept' },
        body: { password: '[redacted]', email: 'kept@example.com' },
      },
      res: { headers: { 'set-cookie': '[redacted]' } },
      password: '[redacted]',
    });
  });
});

describe(NestPinoLogger.name, () => {
  const nest = () => {
    const { out, lines } = output(false);
    return {
      sut: new NestPinoLogger(createLogger(settings('production', 'json', 'trace'), out)),
      lines: () => jsonLines(lines()),
    };
  };

  it("should write Nest's lines with their context at the matching level", () => {
    const { sut, lines } = nest();
    sut.log('Mapped {/health, GET} route', 'RouterExplorer');
    sut.warn('No web build', 'Web');
    sut.debug('details', 'Runner');
    sut.verbose('more details', 'Runner');
    sut.log('without a context');
    expect(lines().map(({ level, context, msg }) => ({ level, context, msg }))).toEqual([
      { level: 'info', context: 'RouterExplorer', msg: 'Mapped {/health, GET} route' },
      { level: 'warn', context: 'Web', msg: 'No web build' },
      { level: 'debug', context: 'Runner', msg: 'details' },
      { level: 'trace', context: 'Runner', msg: 'more details' },
      { level: 'info', context: undefined, msg: 'without a context' },
    ]);
  });

  it('should keep the stack Nest passes before the context of an error, and an error object as err', () => {
    const { sut, lines } = nest();
    sut.error('Projection failed', 'Error: x\n    at apply', 'ProjectionRunner');
    sut.error('No stack', undefined, 'ProjectionRunner');
    sut.error(new Error('thrown'), 'Gateway');
    const [withStack, withoutStack, thrown] = lines();
    expect(withStack).toMatchObject({
      level: 'error',
      context: 'ProjectionRunner',
      msg: 'Projection failed',
      stack: 'Error: x\n    at apply',
    });
    expect(withoutStack).toMatchObject({
      level: 'error',
      context: 'ProjectionRunner',
      msg: 'No stack',
    });
    expect(withoutStack).not.toHaveProperty('stack');
    expect(thrown).toMatchObject({
      level: 'error',
      context: 'Gateway',
      msg: 'thrown',
      err: { type: 'Error', message: 'thrown', stack: expect.stringContaining('Error: thrown') },
    });
  });

  it('should write an object message as fields', () => {
    const { sut, lines } = nest();
    sut.log({ msg: 'structured', projection: 'proposal-summaries' }, 'Runner');
    expect(lines()).toEqual([
      expect.objectContaining({
        context: 'Runner',
        msg: 'structured',
        projection: 'proposal-summaries',
      }),
    ]);
  });
});
