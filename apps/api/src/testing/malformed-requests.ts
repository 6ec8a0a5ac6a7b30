import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

// A deterministic generator of malformed requests for every route of the running app, and a
// sender of raw bytes for what an HTTP client library cannot express.

export type Route = { method: string; path: string };

// What each request gets wrong.
export const MALFORMATIONS = [
  'bad-json',
  'huge-json',
  'deep-json',
  'wrong-type',
  'null',
  'unstorable',
  'whole-body',
  'prototype',
  'content-type',
  'unicode',
  'cookie',
  'odd-query',
  'huge-query',
  'odd-param',
  'foreign-id',
  'odd-headers',
] as const;

export type Malformation = (typeof MALFORMATIONS)[number];

export type Identity = 'visitor' | 'manager' | 'member';

export type MalformedRequest = {
  kind: Malformation;
  route: Route;
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

// Valid ids the generator puts in route params and bodies: the caller's own, and another
// company's (which must never be readable or changeable from here).
export type KnownIds = {
  own: Record<string, string[]>;
  foreign: Record<string, string[]>;
};

export type CampaignContext = {
  cookies: Record<Identity, string | null>;
  ids: KnownIds;
  // Well-formed bodies per route path, mutated into malformed ones; routes without one get `{}`.
  bodies: Record<string, Record<string, unknown>>;
};

// Every route of the running app, read from Fastify's route tree, so a new route is fuzzed without
// being listed anywhere. Each line of the tree adds its text to its parent's path.
export const routesOf = (app: NestFastifyApplication): Route[] => {
  const tree = app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
};

// mulberry32: small, fast and the same sequence for the same seed on every machine.
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
};

export type Random = ReturnType<typeof seededRandom>;

const randomUuid = (random: Random): string =>
  Array.from({ length: 32 }, () => random.int(16).toString(16))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SESSION_ROUTES = new Set(['/auth/logout', '/auth/member/login', '/auth/member/register']);

const unstorable = ['\u0000', 'a\u0000b', '\ud800', 'x\udbff', '\udc00y', '\udfff\ud800'];

// Percent-encoding that also writes a lone surrogate, as the three bytes UTF-8 would give it if it
// allowed one (WTF-8): what a careless client sends.
const percentEncoded = (text: string): string =>
  Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  }).join('');

const unicode = [
  '😀👍🏽👨‍👩‍👧',
  'Zoë Ångström',
  'İstanbul ß ǅ',
  '\u202egnp.exe',
  'e\u0301\u0301\u0301',
  '\ufeffBOM',
  '\u2028\u2029',
  '\u0085\u00a0',
  '中文字符',
  'ｆｕｌｌｗｉｄｔｈ９９９',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u0001\u001f\u007f',
];

const oddValues = (random: Random): unknown[] => [
  null,
  '',
  '   ',
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  [],
  {},
  ['a', 1, null],
  { nested: { deeper: [{}] } },
  'x'.repeat(10_000 + random.int(50_000)),
  random.pick(unstorable),
  random.pick(unicode),
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  'NaN',
  '1e309',
  '-0',
  'null',
  'true',
  { $gt: '' },
  'data:image/png;base64,AAAA',
  'data:image/png;base64,' + 'A'.repeat(4096),
];

const badJsonTexts = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'nul',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1}garbage',
  '\ufeff{}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":1e999999}',
  '"',
  '\u0000',
  '{"a":"\\"}',
  '{"a" 1}',
  '{"a":[1,,2]}',
  '{"a":01}',
  '{"a":"line\nbreak"}',
  '/* comment */ {}',
  '{"a":1}{"b":2}',
  ' ',
];

const wholeBodies = ['null', '[]', '"text"', '0', '-1', 'true', 'false', '{}', '[{}]', '[null]'];

const prototypeBodies = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":{"__proto__":{"x":1}}}',
  '{"toString":"x","hasOwnProperty":1,"valueOf":null}',
];

const contentTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'json',
  '',
  '*/*',
  'application/octet-stream',
  'text/html; charset=utf-8',
  'application/json, text/plain',
  'image/png',
  'application/csp-report',
];

const oddQueries = (random: Random): string[] => [
  'include_team=maybe',
  'include_team[]=true',
  'include_team=true&include_team=false',
  'limit=abc',
  'limit=-5',
  'limit=0',
  'limit=1e309',
  'limit=0x10',
  'limit=1&limit=2',
  'limit[]=1',
  'limit=%00',
  'limit=99999999999999999999999',
  'at=999999999999999999999/1',
  'at=-1/-1',
  'at=1/',
  'at=%ED%A0%80',
  'at=' + '1'.repeat(5_000) + '/1',
  '__proto__=x',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '&&&==&',
  'receptionistId=%00',
  `receptionistId=${percentEncoded(random.pick(unicode))}`,
  `${percentEncoded(random.pick(unstorable))}=1`,
];

// Mostly within Node's 16 KB of headers, so the query parser and the DTOs see it; sometimes
// beyond, where the HTTP server refuses it with 431.
const hugeQuery = (random: Random): string => {
  const size = random.chance(0.8) ? 4_000 + random.int(10_000) : 20_000 + random.int(100_000);
  return random.chance(0.5)
    ? `q=${'x'.repeat(size)}`
    : Array.from({ length: Math.ceil(size / 8) }, (_, i) => `k${i}=${i}`).join('&');
};

const oddParams = (random: Random): string[] => [
  '%00',
  'abc%00def',
  '%ED%A0%80',
  '%',
  '%zz',
  'x'.repeat(400 + random.int(400)),
  '..',
  '%2E%2E%2F%2E%2E',
  '%2F',
  percentEncoded(random.pick(unicode)),
  '%20',
  '00000000-0000-0000-0000-000000000000',
  '{00000000-0000-0000-0000-000000000000}',
  'null',
  'undefined',
  '-1',
  '1e3',
  'A'.repeat(36),
  '%F0%9F%98%80',
];

const cookies = (random: Random): string[] => [
  'vanilla_session=%',
  'vanilla_session=%E0%A4%A',
  'vanilla_session=%00',
  'vanilla_session=',
  'vanilla_session',
  '=',
  ';;;;',
  `vanilla_session=${'a'.repeat(4_000 + random.int(4_000))}`,
  'vanilla_session=a; vanilla_session=b',
  'auth_state=%; session_check=%',
  Array.from({ length: 300 }, (_, i) => `c${i}=${i}`).join('; '),
  `vanilla_session=${percentEncoded(random.pick(unicode))}`,
  'vanilla_session="quoted"',
];

const depthBody = (random: Random): string => {
  const depth = random.pick([63, 64, 65, 100, 1_000, 10_000, 100_000]);
  const open = random.chance(0.5) ? '[' : '{"a":';
  const close = open === '[' ? ']' : '}';
  const balanced = random.chance(0.8);
  return `${open.repeat(depth)}1${balanced ? close.repeat(depth) : ''}`;
};

const hugeBody = (random: Random, template: Record<string, unknown>): string => {
  const field = random.pick(Object.keys(template).length ? Object.keys(template) : ['a']);
  switch (random.int(4)) {
    case 0:
      return JSON.stringify({
        ...template,
        [field]: 'x'.repeat(1_000_000 + random.int(2_000_000)),
      });
    case 1:
      return JSON.stringify(
        Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])),
      );
    case 2:
      return JSON.stringify({ ...template, [field]: Array.from({ length: 100_000 }, () => 0) });
    default:
      return JSON.stringify({
        ...template,
        [field]: `data:image/png;base64,${'A'.repeat(3_000_000)}`,
      });
  }
};

// A copy of the template with one field (or a new one) set to the value, sometimes one level down.
const withField = (
  random: Random,
  template: Record<string, unknown>,
  value: unknown,
): Record<string, unknown> => {
  const keys = Object.keys(template);
  const key = keys.length && random.chance(0.85) ? random.pick(keys) : `extra${random.int(9)}`;
  const current = template[key];
  if (current && typeof current === 'object' && !Array.isArray(current) && random.chance(0.5)) {
    return { ...template, [key]: withField(random, current as Record<string, unknown>, value) };
  }
  return { ...template, [key]: value };
};

const form = (body: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();

const paramValue = (random: Random, name: string, ids: KnownIds, kind: Malformation): string => {
  if (kind === 'odd-param') return random.pick(oddParams(random));
  if (kind === 'unstorable' && random.chance(0.5)) return percentEncoded(random.pick(unstorable));
  if (kind === 'unicode' && random.chance(0.5)) return percentEncoded(random.pick(unicode));
  const own = ids.own[name] ?? [];
  const foreign = ids.foreign[name] ?? [];
  if (kind === 'foreign-id' && foreign.length) return random.pick(foreign);
  return own.length && random.chance(0.8) ? random.pick(own) : randomUuid(random);
};

// Foreign ids in every field whose name says it holds one.
const withForeignIds = (
  random: Random,
  body: Record<string, unknown>,
  ids: KnownIds,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      const foreign = ids.foreign[key] ?? ids.foreign[key.replace(/Id$/, '')] ?? [];
      return [key, foreign.length ? random.pick(foreign) : value];
    }),
  );

// One malformed request: the route's well-formed request with one thing broken.
export const malformedRequest = (
  random: Random,
  route: Route,
  context: CampaignContext,
): MalformedRequest => {
  const kind = random.pick(MALFORMATIONS);
  const identity = random.pick<Identity>(['visitor', 'manager', 'member']);
  const template = context.bodies[route.path] ?? {};
  const headers: Record<string, string> = {
    'x-forwarded-for': `203.0.${random.int(256)}.${random.int(256)}`,
    'user-agent': 'malformed-requests',
  };
  // Signing in, up or out replaces the caller's session: those routes get only the cookies fuzzed
  // below, so the campaign's own sessions last to its end.
  const cookie = SESSION_ROUTES.has(route.path) ? null : context.cookies[identity];
  if (kind === 'cookie') headers.cookie = random.pick(cookies(random));
  else if (cookie) headers.cookie = cookie;

  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    paramValue(random, name, context.ids, kind),
  );
  let query = '';
  if (kind === 'odd-query') query = random.pick(oddQueries(random));
  if (kind === 'huge-query') query = hugeQuery(random);
  if (kind === 'unstorable' && random.chance(0.3)) {
    query = `include_team=${percentEncoded(random.pick(unstorable))}`;
  }

  if (kind === 'odd-headers') {
    const header = random.pick([
      ['origin', 'https://evil.example'],
      ['origin', 'null'],
      ['sec-fetch-site', 'cross-site'],
      ['x-test-mode-override', random.pick(['true', 'false', 'yes', '', 'x'.repeat(3_000)])],
      ['accept', random.pick(['text/html', 'application/xml', '*/*;q=0', 'x'.repeat(2_000)])],
      ['x-forwarded-for', random.pick(['garbage', '1.1.1.1, 2.2.2.2', '::1', 'x'.repeat(1_000)])],
      ['x-forwarded-proto', 'gopher'],
      ['host', random.pick(['', 'evil.example', 'x'.repeat(300)])],
    ]);
    headers[header[0]] = header[1];
  }

  let payload: string | undefined;
  if (BODY_METHODS.has(route.method)) {
    headers['content-type'] = 'application/json';
    switch (kind) {
      case 'bad-json':
        payload = random.pick(badJsonTexts);
        break;
      case 'huge-json':
        payload = hugeBody(random, template);
        break;
      case 'deep-json':
        payload = random.chance(0.5)
          ? depthBody(random)
          : JSON.stringify(template).replace(/^\{/, `{"deep":${depthBody(random)},`);
        break;
      case 'wrong-type':
        payload = JSON.stringify(withField(random, template, random.pick(oddValues(random))));
        break;
      case 'null':
        payload = JSON.stringify(
          random.chance(0.3)
            ? Object.fromEntries(Object.keys(template).map((key) => [key, null]))
            : withField(random, template, null),
        );
        break;
      case 'unstorable':
        payload = JSON.stringify(
          random.chance(0.2)
            ? { ...template, [random.pick(unstorable)]: 'x' }
            : withField(random, template, random.pick(unstorable)),
        );
        break;
      case 'unicode':
        payload = JSON.stringify(withField(random, template, random.pick(unicode)));
        break;
      case 'whole-body':
        payload = random.pick(wholeBodies);
        break;
      case 'prototype':
        payload = random.pick(prototypeBodies);
        break;
      case 'content-type': {
        const type = random.pick(contentTypes);
        if (type === 'application/x-www-form-urlencoded') payload = form(template);
        else if (type.startsWith('multipart/')) {
          payload = `------x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------x--\r\n`;
        } else payload = JSON.stringify(template);
        if (random.chance(0.1)) delete headers['content-type'];
        else headers['content-type'] = type;
        break;
      }
      case 'foreign-id':
        payload = JSON.stringify(withForeignIds(random, template, context.ids));
        break;
      default:
        payload = JSON.stringify(template);
    }
  }
  return {
    kind,
    route,
    identity,
    method: route.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
  };
};

// Requests spread evenly over the routes: the nth request goes to route n mod routes.
export const malformedRequests = (
  seed: number,
  count: number,
  routes: Route[],
  context: CampaignContext,
): MalformedRequest[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) =>
    malformedRequest(random, routes[i % routes.length], context),
  );
};

// Runs `task` over the items with at most `limit` in flight.
export const inBatches = async <T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
};

// Sends one request on a connection of its own. The status is the one the server answered with,
// even when the connection then fails (a client may choke on what follows the headers); 0 when
// no answer came at all.
export const sendHttp = (
  port: number,
  request: MalformedRequest,
): Promise<{ status: number; body: string }> =>
  new Promise((resolve) => {
    let status = 0;
    const chunks: Buffer[] = [];
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        agent: false,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve({ status, body: '' }));
        response.on('end', () =>
          resolve({ status, body: Buffer.concat(chunks).toString('utf8', 0, 300) }),
        );
      },
    );
    outgoing.on('error', (error) => resolve({ status, body: error.message }));
    outgoing.end(request.payload);
  });

// Writes the bytes to a fresh connection and reads the status code of the answer (0 when the
// server closed without one, as it may for a request it cannot parse at all).
export const sendRaw = (port: number, bytes: Buffer, timeoutMs = 10_000): Promise<number> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms to ${bytes.subarray(0, 80).toString()}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const head = Buffer.concat(chunks).subarray(0, 20).toString('latin1');
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0));
    });
    socket.write(bytes);
  });

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

// What only raw bytes can say: header bytes a client library refuses to send, invalid UTF-8,
// framing errors. Each is a whole request for a connection of its own.
export const rawMalformedRequest = (random: Random, cookie: string): Buffer => {
  const request = (head: string[], body: Buffer | string = '') =>
    Buffer.concat([Buffer.from(crlf(head), 'latin1'), Buffer.from(body)]);
  const post = (path: string, body: Buffer, extra: string[] = [], type = 'application/json') =>
    request(
      [
        `POST ${path} HTTP/1.1`,
        'Host: localhost',
        'Connection: close',
        `Content-Type: ${type}`,
        `Content-Length: ${body.length}`,
        ...extra,
      ],
      body,
    );
  const invalidUtf8 = [
    Buffer.from([0xff, 0xfe]),
    Buffer.from([0xc0, 0x80]),
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
    Buffer.from([0xe2, 0x82]),
  ];
  const paths = [
    '/health',
    '/health/live',
    '/health/ready',
    '/metrics',
    '/auth/check-auth',
    '/auth/member/login',
    '/api/track-proposal-view',
    '/api/dashboard',
    '/webhooks/stripe',
    '/webhooks/vapi',
    '/webhooks/twilio/voice',
  ];
  const cases: Array<() => Buffer> = [
    () =>
      request([
        `GET ${random.pick(paths)} HTTP/1.1`,
        'Host: localhost',
        'Connection: close',
        `Cookie: ${random.pick(cookies(random))}`,
      ]),
    () =>
      post(
        random.pick(['/auth/member/login', '/api/track-proposal-view', '/api/proposal-message']),
        Buffer.concat([
          Buffer.from('{"token":"'),
          random.pick(invalidUtf8),
          Buffer.from('","email":"a'),
          random.pick(invalidUtf8),
          Buffer.from('@x.com","password":"secret12","name":"n","message":"m"}'),
        ]),
        [`Cookie: ${cookie}`],
      ),
    () =>
      request([
        `GET /api/proposal/${Buffer.from(random.pick(invalidUtf8)).toString('latin1')} HTTP/1.1`,
        'Host: localhost',
        'Connection: close',
      ]),
    () =>
      request([
        'GET /api/dashboard HTTP/1.1',
        'Host: localhost',
        'Connection: close',
        `Cookie: vanilla_session=${String.fromCharCode(0xe9, 0xff)}`,
      ]),
    () =>
      request([
        'GET /health HTTP/1.1',
        'Host: localhost',
        'Connection: close',
        `X-Test: a${String.fromCharCode(random.pick([0, 1, 0x7f]))}b`,
      ]),
    () =>
      request(
        [
          'POST /auth/member/login HTTP/1.1',
          'Host: localhost',
          'Connection: close',
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
        ],
        random.pick(['zz\r\n{}\r\n0\r\n\r\n', '2\r\n{}\r\n0\r\n\r\n', '-1\r\n\r\n']),
      ),
    () =>
      request(
        [
          'POST /auth/member/login HTTP/1.1',
          'Host: localhost',
          'Connection: close',
          'Content-Type: application/json',
          'Content-Length: 2',
          'Transfer-Encoding: chunked',
        ],
        '2\r\n{}\r\n0\r\n\r\n',
      ),
    () =>
      request(
        [
          'POST /api/track-proposal-view HTTP/1.1',
          'Host: localhost',
          'Connection: close',
          'Content-Type: application/json',
          'Content-Length: 2',
          'Content-Length: 3',
        ],
        '{}',
      ),
    () =>
      request([
        `GET /health?${'q'.repeat(20_000 + random.int(20_000))} HTTP/1.1`,
        'Host: localhost',
        'Connection: close',
      ]),
    () =>
      request([
        'GET /auth/check-auth HTTP/1.1',
        'Host: localhost',
        'Connection: close',
        `Cookie: vanilla_session=${'a'.repeat(20_000)}`,
      ]),
    () =>
      request(['GET http://evil.example/health HTTP/1.1', 'Host: localhost', 'Connection: close']),
    () => request(['GET /health HTTP/1.0']),
    () => request(['GET /health HTTP/1.1', 'Connection: close']),
    () =>
      request([
        `${random.pick(['BREW', 'PROPFIND', 'TRACE', 'CONNECT'])} /health HTTP/1.1`,
        'Host: localhost',
        'Connection: close',
      ]),
    () =>
      request(['GET /health HTTP/1.1', 'Host: localhost', 'Connection: close', 'Folded: a', ' b']),
    () =>
      post(
        '/webhooks/twilio/voice',
        Buffer.concat([Buffer.from('CallSid=CA'), random.pick(invalidUtf8), Buffer.from('&To=%')]),
        [],
        'application/x-www-form-urlencoded',
      ),
    () =>
      post(
        random.pick(['/webhooks/stripe', '/webhooks/vapi']),
        Buffer.concat([Buffer.from('{"type":"'), random.pick(invalidUtf8), Buffer.from('"}')]),
        ['Stripe-Signature: t=1,v1=00'],
      ),
  ];
  return random.pick(cases)();
};
