import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import { signUp } from '../../testing/accounts-fixtures.js';
import { createBody } from '../../testing/receptionist-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

type Operation = OpenAPIObject['paths'][string]['get'] & object;

// Routes that are not the API: development aids, probes, Prometheus, the documentation itself
// and the web's server-rendered page.
const UNDOCUMENTED = [
  /^\/dev(\/|$)/,
  /^\/health(\/|$)/,
  /^\/metrics$/,
  /^\/api\/docs/,
  /^\/shared-proposal\//,
];

// Every `METHOD /path` Fastify routes, from its route tree: with no common prefixes each line
// is a child's path after its parent's, four characters deeper, with its methods.
const registeredRoutes = (app: TestApp): string[] => {
  const tree = app.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([│ ├└─]*)(\/\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) return [];
    const [, indent, segment, methods] = match;
    const depth = indent.length / 4 - 1;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    return (methods ?? '')
      .split(', ')
      .filter((method) => method && method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => `${method} ${path}`);
  });
};

// `METHOD /path` of every controller route whose handler reads a @Body(), from Nest's metadata.
const routesTakingBody = (app: TestApp): Set<string> => {
  const routes = new Set<string>();
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      for (const key of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler = (metatype.prototype as Record<string, unknown>)[key];
        if (typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, key) ?? {}) as object;
        if (!Object.keys(args).some((arg) => arg.startsWith(`${RouteParamtypes.BODY}:`))) continue;
        const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const full = `/${[prefix, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/');
        routes.add(`${RequestMethod[method]} ${full.length > 1 ? full.replace(/\/$/, '') : full}`);
      }
    }
  }
  return routes;
};

const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

// What a documented route is missing: an operation, its request schema when it takes a body, a
// success answer with a schema, error answers in the shared shape.
const gapsOf = (document: OpenAPIObject, route: string, takesBody: boolean): string[] => {
  const [method, path] = route.split(' ');
  const operation = document.paths[openApiPath(path)]?.[method.toLowerCase() as 'get'] as
    Operation | undefined;
  if (!operation) return [`${route}: no operation`];
  const gaps: string[] = [];
  if (!operation.summary) gaps.push(`${route}: no summary`);
  const body = operation.requestBody as
    { content?: Record<string, { schema?: object }> } | undefined;
  const bodySchemas = Object.values(body?.content ?? {}).filter((media) => media.schema);
  if (takesBody && bodySchemas.length === 0) gaps.push(`${route}: no request body schema`);
  const responses = Object.entries(operation.responses ?? {}) as [
    string,
    { content?: Record<string, { schema?: object }> },
  ][];
  const withSchema = ([, response]: (typeof responses)[number]) =>
    Object.values(response.content ?? {}).some((media) => media.schema);
  const successes = responses.filter(([status]) => /^2\d\d$/.test(status));
  if (!successes.some(([status, response]) => status === '204' || withSchema(['', response]))) {
    gaps.push(`${route}: no success answer with a schema`);
  }
  const errors = responses.filter(([status]) => /^[45]\d\d$/.test(status));
  const statuses = new Set(errors.map(([status]) => status));
  if (!statuses.has('500')) gaps.push(`${route}: no 500`);
  if (takesBody && !statuses.has('400')) gaps.push(`${route}: takes a body but no 400`);
  if (operation.security?.length && !statuses.has('401')) {
    gaps.push(`${route}: signed in only but no 401`);
  }
  for (const [status, response] of errors) {
    const ref = (response.content?.['application/json']?.schema as { $ref?: string } | undefined)
      ?.$ref;
    if (ref !== '#/components/schemas/ErrorAnswer') {
      gaps.push(`${route}: ${status} not in the shared error shape`);
    }
  }
  return gaps;
};

type Schema = SchemaObject & { $ref?: string };

const SCHEMA_REF = '#/components/schemas/';

// Every `$ref` anywhere in a value, with the JSON path it sits at.
const refsIn = (value: unknown, path = '#'): [string, string][] => {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string'
      ? [[path, child] as [string, string]]
      : refsIn(child, `${path}/${key}`),
  );
};

// Free-form on purpose: a proposal event's `data` (in its history and its certificate's chain)
// is that event's own payload, which differs by event type and is shown as recorded; Vapi's
// webhook is answered in Vapi's format, like the body it posts (ApiProviderBody).
const FREE_FORM = new Set([
  'HistoryEntry.data',
  'SignatureCertificate.event_chain[].data',
  'POST /webhooks/vapi 200',
]);

// The places under `schema` that say nothing of their shape: an object (or an untyped schema)
// without properties, reference, combination or enum; references are followed once each.
const bareSchemasIn = (
  schemas: Record<string, Schema>,
  schema: Schema,
  path: string,
  seen = new Set<string>(),
): string[] => {
  if (schema.$ref) {
    const name = schema.$ref.slice(SCHEMA_REF.length);
    if (seen.has(name)) return [];
    seen.add(name);
    return bareSchemasIn(schemas, schemas[name] ?? {}, name, seen);
  }
  if (FREE_FORM.has(path)) return [];
  const children: [string, Schema][] = [
    ...Object.entries(schema.properties ?? {}).map(([key, child]) => [`${path}.${key}`, child]),
    ...(schema.items ? [[`${path}[]`, schema.items]] : []),
    ...[...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(
      (child): [string, Schema] => [path, child],
    ),
  ] as [string, Schema][];
  const described =
    children.length > 0 ||
    schema.enum !== undefined ||
    (schema.type !== undefined && schema.type !== 'object');
  return [
    ...(described ? [] : [path]),
    ...children.flatMap(([childPath, child]) => bareSchemasIn(schemas, child, childPath, seen)),
  ];
};

// Whether `value` is what `schema` allows: the keywords the generated schemas use (type,
// nullable, enum, properties, required, additionalProperties: false, items, allOf, anyOf, $ref).
const problemsOf = (
  schemas: Record<string, Schema>,
  schema: Schema,
  value: unknown,
  path: string,
): string[] => {
  if (schema.$ref) {
    return problemsOf(schemas, schemas[schema.$ref.slice(SCHEMA_REF.length)], value, path);
  }
  if (value === null) return schema.nullable ? [] : [`${path}: null`];
  if (schema.enum && !schema.enum.includes(value)) return [`${path}: ${String(value)} not in enum`];
  const problems = (schema.allOf ?? []).flatMap((part) => problemsOf(schemas, part, value, path));
  if (
    schema.anyOf &&
    !schema.anyOf.some((part) => problemsOf(schemas, part, value, path).length === 0)
  ) {
    problems.push(`${path}: none of anyOf`);
  }
  const kind = Array.isArray(value) ? 'array' : typeof value;
  if (schema.type && schema.type !== kind && !(schema.type === 'integer' && kind === 'number')) {
    return [...problems, `${path}: ${kind}, not ${schema.type}`];
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items as Schema;
    problems.push(...value.flatMap((item, i) => problemsOf(schemas, items, item, `${path}[${i}]`)));
  }
  if (kind === 'object' && (schema.properties || schema.required)) {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of schema.required ?? []) {
      if (!(key in record)) problems.push(`${path}.${key}: missing`);
    }
    for (const [key, field] of Object.entries(record)) {
      if (properties[key])
        problems.push(...problemsOf(schemas, properties[key], field, `${path}.${key}`));
      else if (schema.additionalProperties === false)
        problems.push(`${path}.${key}: not documented`);
    }
  }
  return problems;
};

// The JSON success answers of every operation: `[METHOD /path status, schema]`.
const jsonSuccesses = (document: OpenAPIObject): [string, Schema][] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) =>
      Object.entries(operations[method]?.responses ?? {})
        .filter(([status]) => /^2\d\d$/.test(status))
        .flatMap(([status, response]) => {
          const schema = (response as { content?: Record<string, { schema?: Schema }> }).content?.[
            'application/json'
          ]?.schema;
          return schema ? [[`${method.toUpperCase()} ${path} ${status}`, schema]] : [];
        }),
    ),
  ) as [string, Schema][];

describe('API documentation', () => {
  let app: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await startSuiteApp('pglite');
    const response = await fetch(`${app.url}/api/docs.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenAPIObject;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('should document every route with its request, success and error answers', () => {
    const routes = registeredRoutes(app).filter(
      (route) => !UNDOCUMENTED.some((pattern) => pattern.test(route.split(' ')[1])),
    );
    expect(routes.length).toBeGreaterThan(50);
    const takingBody = routesTakingBody(app);
    expect(routes.filter((route) => takingBody.has(route)).length).toBeGreaterThan(30);
    expect(routes.flatMap((route) => gapsOf(document, route, takingBody.has(route)))).toEqual([]);
  });

  it('should leave the development aids, probes and metrics out', () => {
    expect(
      Object.keys(document.paths).filter((path) => UNDOCUMENTED.some((p) => p.test(path))),
    ).toEqual([]);
  });

  it('should describe each request DTO from its validation rules', () => {
    const schemas = document.components?.schemas ?? {};
    expect(schemas.CreateInvitationRequest).toMatchObject({
      properties: { email: expect.objectContaining({ format: 'email' }) },
    });
    expect(schemas.ErrorAnswer).toMatchObject({ required: ['success', 'error'] });
  });

  it('should resolve every reference to a schema of its components', () => {
    const schemas = document.components?.schemas ?? {};
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(100);
    expect(
      refs.filter(
        ([, ref]) => !ref.startsWith(SCHEMA_REF) || !schemas[ref.slice(SCHEMA_REF.length)],
      ),
    ).toEqual([]);
  });

  it("should spell out every field of every JSON success answer from the contracts' types", () => {
    const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
    expect(schemas.CallRecord).toMatchObject({
      properties: { transcript: expect.any(Object) as unknown },
    });
    const successes = jsonSuccesses(document);
    expect(successes.length).toBeGreaterThan(50);
    expect(successes.flatMap(([route, schema]) => bareSchemasIn(schemas, schema, route))).toEqual(
      [],
    );
  });

  // Each schema says `additionalProperties: false`, so a field the API sends that its contract
  // type lacks fails here as surely as a missing one.
  it('should describe real answers as they are, after a simulated call', async () => {
    const { agent } = await signUp(app.url);
    const created = await agent
      .post('/api/ai-receptionist/create-with-vapi')
      .send(createBody())
      .expect(200);
    const receptionistId = (created.body as { receptionist: { id: string } }).receptionist.id;
    const simulated = await agent
      .post('/api/calls/simulate')
      .send({ callerName: 'Sam Lee' })
      .expect(200);
    const callId = (simulated.body as { call_id: string }).call_id;
    await app.runner.waitUntilCaughtUp();
    const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
    const documented = Object.fromEntries(jsonSuccesses(document));
    const routes: [string, string][] = [
      ['/api/calls', '/api/calls'],
      [`/api/calls/${callId}`, '/api/calls/{id}'],
      ['/api/ai-team', '/api/ai-team'],
      ['/api/ai-receptionist/list', '/api/ai-receptionist/list'],
      [`/api/ai-receptionist/${receptionistId}`, '/api/ai-receptionist/{id}'],
      ['/auth/check-auth', '/auth/check-auth'],
      ['/auth/me', '/auth/me'],
      ['/api/company', '/api/company'],
      ['/api/payments/config', '/api/payments/config'],
      ['/api/payments/subscription', '/api/payments/subscription'],
      ['/api/system/test-mode-status', '/api/system/test-mode-status'],
      ['/api/contacts', '/api/contacts'],
      ['/api/jobs', '/api/jobs'],
      ['/api/transactions', '/api/transactions'],
      ['/api/notes', '/api/notes'],
      ['/api/reports', '/api/reports'],
      ['/auth/manager/team', '/auth/manager/team'],
      ['/auth/manager/invitations', '/auth/manager/invitations'],
    ];
    const problems: string[] = [];
    for (const [url, path] of routes) {
      const answer = (await agent.get(url).expect(200)).body as unknown;
      const schema = documented[`GET ${path} 200`];
      problems.push(
        ...(schema ? problemsOf(schemas, schema, answer, url) : [`${url}: undocumented`]),
      );
    }
    const calls = (await agent.get('/api/calls').expect(200)).body as { calls: unknown[] };
    expect(calls.calls.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('should serve Swagger UI as HTML with styles it may apply', async () => {
    const response = await fetch(`${app.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('swagger-ui');
    expect(response.headers.get('content-security-policy')).toMatch(
      /style-src 'self' 'unsafe-inline'/,
    );
    const script = await fetch(`${app.url}/api/docs/swagger-ui-init.js`);
    expect(script.status).toBe(200);
    const bundle = await fetch(`${app.url}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
  });
});
