import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { responseSchemas } from '@vanilla/contracts';
import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { AppConfig } from '../../config/app-config.js';
import { ERROR_SCHEMA_NAME, errorResponse, errorSchema } from './api-docs.decorators.js';

export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs.json';

// `/api/proposal/:token` as OpenAPI writes it: `/api/proposal/{token}`.
const openApiPath = (route: string): string => route.replace(/:(\w+)/g, '{$1}');

// The OpenAPI document of every route the controllers declare (the development aids, health and
// metrics excluded with @ApiExcludeController). Request schemas come from the DTOs' class-validator
// decorators, the very rules the validation pipe applies; success answers name the read models
// whose schemas are generated from libs/contracts' types (npm run contracts:schemas); a
// rate-limited route also answers 429.
export const buildApiDocument = (
  app: NestFastifyApplication,
  config: AppConfig,
  rateLimitedRoutes: readonly string[],
): OpenAPIObject => {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Vanilla API')
      .setDescription(
        'AI sales proposals and an AI voice receptionist for home-service contractors. ' +
          'Signed-in routes take the session cookie set by /auth/member/login; every refusal ' +
          'answers `{ success: false, error }`.',
      )
      .setVersion('1')
      .addServer(config.publicBaseUrl)
      // The session cookie (accounts' SESSION_COOKIE), under the name the routes' @ApiCookieAuth use.
      .addCookieAuth(
        'vanilla_session',
        { type: 'apiKey', in: 'cookie', name: 'vanilla_session' },
        'session',
      )
      .build(),
  );
  const requestSchemas = validationMetadatasToSchemas({
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: '#/components/schemas/',
  }) as Record<string, SchemaObject>;
  // A union class-validator cannot describe (one custom rule checks it): a percent or an amount.
  const shareRequest = requestSchemas.ShareProposalRequest;
  if (shareRequest?.properties) shareRequest.properties.deposit = depositTermsSchema;
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ...requestSchemas,
      ...responseSchemas,
      [ERROR_SCHEMA_NAME]: errorSchema,
    },
  };
  // Any route may fail unexpectedly: the filter answers 500 in the same shape.
  for (const operations of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = operations[method];
      if (operation) operation.responses[500] = errorResponse(500);
    }
  }
  for (const route of rateLimitedRoutes) {
    const [method, path] = route.split(' ');
    const operation = document.paths[openApiPath(path)]?.[method.toLowerCase() as 'get' | 'post'];
    if (operation) operation.responses[429] = errorResponse(429);
  }
  return document;
};

const depositTermsSchema: SchemaObject = {
  description: 'The deposit asked at signing: a percent of the total, or an amount in dollars.',
  oneOf: [
    {
      type: 'object',
      properties: { percent: { type: 'integer', minimum: 1, maximum: 100 } },
      required: ['percent'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: { amount: { type: 'number', minimum: 0.01, multipleOf: 0.01 } },
      required: ['amount'],
      additionalProperties: false,
    },
  ],
};

// Swagger UI's files, as swagger-ui-dist ships them.
const swaggerUiDir = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// The page and its start script are files of this origin too: the CSP runs no inline script.
const swaggerUiPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Vanilla API</title>
  <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
  <script src="${API_DOCS_PATH}/swagger-ui-standalone-preset.js"></script>
  <script src="${API_DOCS_PATH}/swagger-ui-init.js"></script>
</body>
</html>
`;

// No validator badge: it would call validator.swagger.io, which the CSP does not allow.
const swaggerUiInit = `window.ui = SwaggerUIBundle({
  url: '${API_DOCS_JSON_PATH}',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

// The document as JSON at /api/docs.json (built on its first request, once) and Swagger UI at
// /api/docs, public like the routes they describe. The UI's files are served by these routes,
// not @fastify/static, which jest on Node 20 cannot load (it requires an ES module).
export const serveApiDocs = (
  app: NestFastifyApplication,
  config: AppConfig,
  rateLimitedRoutes: readonly string[],
): void => {
  SwaggerModule.setup(API_DOCS_PATH, app, () => buildApiDocument(app, config, rateLimitedRoutes), {
    jsonDocumentUrl: API_DOCS_JSON_PATH,
    raw: ['json'],
    ui: false,
  });
  // No Cache-Control of their own: a signed-in caller's answers keep the session hook's no-store.
  const server = app.getHttpAdapter().getInstance();
  const files: Record<string, [string, () => string | ReadStream]> = {
    '': ['text/html; charset=utf-8', () => swaggerUiPage],
    '/swagger-ui-init.js': ['application/javascript; charset=utf-8', () => swaggerUiInit],
    ...Object.fromEntries(
      Object.entries(SWAGGER_UI_FILES).map(([file, type]) => [
        `/${file}`,
        [type, () => createReadStream(join(swaggerUiDir, file))],
      ]),
    ),
  };
  for (const [path, [type, body]] of Object.entries(files)) {
    server.get(`${API_DOCS_PATH}${path}`, (_request, reply) => reply.type(type).send(body()));
  }
};
