import { applyDecorators, RequestMethod } from '@nestjs/common';
import type { Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import type { ResponseSchemaName } from '@vanilla/contracts';
import { targetConstructorToSchema } from 'class-validator-jsonschema';

// The one shape every refusal has (HttpErrorFilter): `errors` lists every validation problem of
// a 400, `code` names a refused domain rule, `request_id` comes with a 5xx.
export const ERROR_SCHEMA_NAME = 'ErrorAnswer';
const componentRef = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
// A type of libs/contracts, whose generated schema (responseSchemas) api-docs.ts registers: a name
// that is not generated does not compile.
export const contractRef = (name: ResponseSchemaName): ReferenceObject => componentRef(name);

export const errorSchema: SchemaObject = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: { type: 'string', description: 'What went wrong, in a sentence the client can show.' },
    errors: {
      type: 'array',
      items: { type: 'string' },
      description: 'Every validation problem (400 from a request DTO), the first being `error`.',
    },
    code: { type: 'string', description: 'The refused domain rule.' },
    request_id: { type: 'string', description: 'The request (5xx), as in X-Request-Id.' },
  },
};

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid (every problem listed in `errors`).',
  401: 'Not signed in.',
  402: 'The plan does not include this, or its allowance is used up.',
  403: 'Signed in, but this role may not do this.',
  404: 'No such record for this caller.',
  409: 'It conflicts with the record as it stands (or someone changed it meanwhile).',
  410: 'No longer available.',
  413: 'The request body is too large.',
  415: 'This content type is not accepted here.',
  429: 'Too many requests; try again after Retry-After seconds.',
  500: 'An unexpected failure, logged with the request id the answer names.',
  503: 'A provider or dependency this needs is not configured or not reachable.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

export const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: {
    'application/json': { schema: componentRef(ERROR_SCHEMA_NAME) },
  },
});

// The refusals a route (or every route of a controller) may answer, each in the shared shape.
export const ApiErrors = (...statuses: ErrorStatus[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: ERROR_DESCRIPTIONS[status],
        schema: componentRef(ERROR_SCHEMA_NAME),
      }),
    ),
  );

// A request DTO's schema is derived from its class-validator decorators when the document is
// built (api-docs.ts), so what the docs say is what the validation pipe checks.
export const schemaRef = (dto: Type): ReferenceObject => componentRef(dto.name);

// A JSON body validated against `dto`; a body that breaks its rules is a 400.
export const ApiJsonBody = (dto: Type) =>
  applyDecorators(ApiBody({ schema: schemaRef(dto) }), ApiErrors(400));

// A provider's callback (Twilio, Vapi, Stripe) in the provider's own format: it is checked by its
// signature or secret, which a forged one fails with 403, rather than by a DTO; a body that does
// not parse is a 400.
export const ApiProviderBody = (mediaType: string, description: string) =>
  applyDecorators(
    ApiConsumes(mediaType),
    ApiBody({ schema: { type: 'object', description, additionalProperties: true } }),
    ApiErrors(400, 403),
  );

// A query validated against `dto`: one parameter per property its decorators declare.
export const ApiQueryFrom = (dto: Type) => {
  const schema = targetConstructorToSchema(dto);
  const required = new Set(schema.required ?? []);
  return applyDecorators(
    ...Object.entries(schema.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: required.has(name), schema: property as SchemaObject }),
    ),
    ApiErrors(400),
  );
};

// What a route answers when it succeeds (no content for a 204), under the status it answers with
// (201 for a POST without @HttpCode, as Nest does). Reads the route's own metadata, so it goes
// above @Get/@Post/@HttpCode (decorators apply bottom-up).
const documentSuccess =
  (
    summary: string,
    content?: Record<string, { schema: SchemaObject | ReferenceObject }>,
  ): MethodDecorator =>
  (target, key, descriptor) => {
    const handler = descriptor.value as object;
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) {
      throw new Error(`The success answer of ${String(key)} must sit above its route decorator`);
    }
    const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
    const status = code ?? (method === RequestMethod.POST ? 201 : 200);
    applyDecorators(
      ApiOperation({ summary }),
      ApiResponse({ status, description: summary, ...(content ? { content } : {}) }),
    )(target, key, descriptor);
  };

export const ApiAnswer = (
  summary: string,
  mediaType: string,
  schema: SchemaObject | ReferenceObject,
) => documentSuccess(summary, { [mediaType]: { schema } });

// A route that answers 204.
export const ApiNoContent = (summary: string) => documentSuccess(summary);

// The JSON success answer: the contract type the route answers with, by name (its schema is
// generated from libs/contracts, so it cannot fall behind the type), or, for an answer with no
// type of its own, `{ success: true, ...fields }`, the envelope every JSON route answers.
export const ApiSuccess = (
  summary: string,
  answer: ResponseSchemaName | Record<string, SchemaObject | ReferenceObject> = {},
) =>
  ApiAnswer(
    summary,
    'application/json',
    typeof answer === 'string'
      ? contractRef(answer)
      : {
          type: 'object',
          required: ['success', ...Object.keys(answer)],
          properties: { success: { type: 'boolean', enum: [true] }, ...answer },
        },
  );

// Shorthands for the fields of an answer with no contract type of its own.
export const objectOf = contractRef;
export const listOf = (name: ResponseSchemaName): SchemaObject => ({
  type: 'array',
  items: contractRef(name),
});
export const stringOf = (description: string): SchemaObject => ({ type: 'string', description });
