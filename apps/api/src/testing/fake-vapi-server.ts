import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeOnce } from './suite-resources.js';

// A local server speaking the part of Vapi's REST API the voice-agent adapter uses, as documented
// (https://docs.vapi.ai/api-reference): bearer auth, JSON bodies, NestJS-style validation that
// refuses unknown properties, and error bodies {message, error, statusCode}.

export type ReceivedVapiRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type VapiRecord = Record<string, unknown> & { id: string };

export type VapiFailure = { status: number; message: string | string[] } | 'hang';

export type FakeVapiServer = {
  readonly url: string;
  readonly apiKey: string;
  // Every request received, oldest first.
  readonly requests: ReceivedVapiRequest[];
  readonly assistants: Map<string, VapiRecord>;
  readonly phoneNumbers: Map<string, VapiRecord>;
  readonly calls: Map<string, VapiRecord>;
  // A phone number that exists in Vapi without us importing it (the demo line).
  addPhoneNumber(number: string): string;
  // The next request is answered with this error, or never answered ('hang').
  // `path` limits it to the next request to that path (e.g. '/phone-number').
  failNext(failure: VapiFailure, path?: string): void;
  reset(): void;
  close(): Promise<void>;
};

// Who takes a call, as a new call or an answer to an assistant-request names it.
const callTargets = [
  'assistantId',
  'assistant',
  'assistantOverrides',
  'squadId',
  'squad',
  'squadOverrides',
  'workflowId',
  'workflow',
  'workflowOverrides',
] as const;

// The properties Vapi's DTOs allow (from @vapi-ai/server-sdk 2.x), so a misspelt or retired
// field (`server.secret`, `endCallFunctionEnabled`) fails here as it fails at Vapi.
const allowed = {
  assistant: [
    'transcriber',
    'model',
    'voice',
    'firstMessage',
    'firstMessageInterruptionsEnabled',
    'firstMessageMode',
    'voicemailDetection',
    'clientMessages',
    'serverMessages',
    'maxDurationSeconds',
    'backgroundSound',
    'modelOutputInMessagesEnabled',
    'transportConfigurations',
    'observabilityPlan',
    'credentials',
    'hooks',
    'name',
    'voicemailMessage',
    'endCallMessage',
    'endCallPhrases',
    'compliancePlan',
    'metadata',
    'backgroundSpeechDenoisingPlan',
    'analysisPlan',
    'artifactPlan',
    'startSpeakingPlan',
    'stopSpeakingPlan',
    'monitorPlan',
    'credentialIds',
    'server',
    'keypadInputPlan',
  ],
  model: [
    'provider',
    'messages',
    'tools',
    'toolIds',
    'toolRefs',
    'knowledgeBase',
    'model',
    'fallbackModels',
    'toolStrictCompatibilityMode',
    'promptCacheRetention',
    'promptCacheKey',
    'reasoningEffort',
    'temperature',
    'maxTokens',
    'emotionRecognitionEnabled',
    'numFastTurns',
  ],
  server: [
    'timeoutSeconds',
    'credentialId',
    'staticIpAddressesEnabled',
    'encryptedPaths',
    'url',
    'headers',
    'backoffPlan',
  ],
  analysisPlan: [
    'minMessagesThreshold',
    'summaryPlan',
    'structuredDataPlan',
    'structuredDataMultiPlan',
    'successEvaluationPlan',
    'outcomeIds',
  ],
  twilioPhoneNumber: [
    'provider',
    'fallbackDestination',
    'hooks',
    'smsEnabled',
    'number',
    'twilioAccountSid',
    'twilioAuthToken',
    'twilioApiKey',
    'twilioApiSecret',
    'name',
    'assistantId',
    'workflowId',
    'squadId',
    'server',
  ],
  call: [
    'assistantVersion',
    'transport',
    'customers',
    'name',
    'schedulePlan',
    ...callTargets,
    'phoneNumberId',
    'phoneNumber',
    'customerId',
    'customer',
  ],
  customer: [
    'extension',
    'assistantOverrides',
    'squadOverrides',
    'number',
    'sipUri',
    'name',
    'email',
    'externalId',
  ],
  // ServerMessageResponseAssistantRequest: what a server may answer an assistant-request with.
  assistantRequestAnswer: ['destination', ...callTargets, 'error'],
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const E164 = /^\+[1-9]\d{7,14}$/;

// class-validator's messages, prefixed with the property path as Vapi reports nested ones.
const unknownProperties = (value: unknown, keys: readonly string[], prefix = '') =>
  isRecord(value)
    ? Object.keys(value)
        .filter((key) => !keys.includes(key))
        .map((key) => `property ${prefix}${key} should not exist`)
    : [];

const nameProblems = (value: Record<string, unknown>, prefix = '') =>
  typeof value.name === 'string' && value.name.length > 40
    ? [`${prefix}name must be shorter than or equal to 40 characters`]
    : [];

const assistantProblems = (body: unknown, prefix = ''): string[] => {
  if (!isRecord(body)) return [`${prefix || 'body'} must be an object`];
  const problems = [
    ...unknownProperties(body, allowed.assistant, prefix),
    ...nameProblems(body, prefix),
    ...unknownProperties(body.model, allowed.model, `${prefix}model.`),
    ...unknownProperties(body.server, allowed.server, `${prefix}server.`),
    ...unknownProperties(body.analysisPlan, allowed.analysisPlan, `${prefix}analysisPlan.`),
  ];
  if (isRecord(body.server) && typeof body.server.url === 'string') {
    if (!URL.canParse(body.server.url)) problems.push(`${prefix}server.url must be a URL address`);
  }
  return problems;
};

const phoneNumberProblems = (body: unknown): string[] => {
  if (!isRecord(body)) return ['body must be an object'];
  if (body.provider !== 'twilio') return ['provider must be one of the following values: twilio'];
  return [
    ...unknownProperties(body, allowed.twilioPhoneNumber),
    ...nameProblems(body),
    ...unknownProperties(body.server, allowed.server, 'server.'),
    ...(typeof body.number === 'string' && E164.test(body.number)
      ? []
      : ['number must be a valid phone number in the E.164 format']),
    ...(typeof body.twilioAccountSid === 'string' ? [] : ['twilioAccountSid must be a string']),
  ];
};

const callProblems = (body: unknown, phoneNumbers: Map<string, VapiRecord>): string[] => {
  if (!isRecord(body)) return ['body must be an object'];
  const customer = isRecord(body.customer) ? body.customer : {};
  return [
    ...unknownProperties(body, allowed.call),
    ...unknownProperties(body.customer, allowed.customer, 'customer.'),
    ...nameProblems(customer, 'customer.'),
    ...(typeof customer.number === 'string' && E164.test(customer.number)
      ? []
      : ['customer.number must be a valid phone number in the E.164 format']),
    ...(body.assistant === undefined && body.assistantId === undefined
      ? ['Need Either `assistantId` Or `assistant` Or `squadId` Or `squad`.']
      : []),
    ...(body.assistant === undefined ? [] : assistantProblems(body.assistant, 'assistant.')),
    ...(typeof body.phoneNumberId === 'string' && phoneNumbers.has(body.phoneNumberId)
      ? []
      : [`Couldn't Get Phone Number. \`phoneNumberId\` ${String(body.phoneNumberId)} Not Found.`]),
  ];
};

// What Vapi makes of our answer to an assistant-request (its documented response): known fields
// only, an assistant, a transfer or an error, and overrides of an assistant's own settings plus
// the template variables its prompt names.
export const assistantRequestAnswerProblems = (answer: unknown): string[] => {
  if (!isRecord(answer)) return ['answer must be an object'];
  const overrides = answer.assistantOverrides;
  const variables = isRecord(overrides) ? overrides.variableValues : undefined;
  return [
    ...unknownProperties(answer, allowed.assistantRequestAnswer),
    ...(allowed.assistantRequestAnswer.some(
      (key) => !key.endsWith('Overrides') && answer[key] !== undefined,
    )
      ? []
      : ['Need Either `assistantId` Or `assistant` Or `squadId` Or `squad` Or `destination`.']),
    ...(overrides === undefined
      ? []
      : [
          ...unknownProperties(
            overrides,
            [...allowed.assistant, 'variableValues'],
            'assistantOverrides.',
          ),
          ...(variables === undefined || isRecord(variables)
            ? []
            : ['assistantOverrides.variableValues must be an object']),
        ]),
  ];
};

export const assertVapiAssistantRequestAnswer = (answer: unknown): void => {
  const problems = assistantRequestAnswerProblems(answer);
  if (problems.length > 0) throw new Error(`Vapi refuses the answer: ${problems.join('; ')}`);
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });

// null for an empty body, undefined for one that is not JSON.
const parseJson = (raw: string): unknown => {
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const errorNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

const sendError = (res: ServerResponse, statusCode: number, message: string | string[]) =>
  send(res, statusCode, { message, error: errorNames[statusCode] ?? 'Error', statusCode });

export const startFakeVapiServer = async (apiKey = randomUUID()): Promise<FakeVapiServer> => {
  const orgId = randomUUID();
  const requests: ReceivedVapiRequest[] = [];
  const assistants = new Map<string, VapiRecord>();
  const phoneNumbers = new Map<string, VapiRecord>();
  const calls = new Map<string, VapiRecord>();
  const failures: Array<{ failure: VapiFailure; path: string | undefined }> = [];
  const hanging: ServerResponse[] = [];

  const stamp = (body: Record<string, unknown>): VapiRecord => {
    const now = new Date().toISOString();
    return { ...body, id: randomUUID(), orgId, createdAt: now, updatedAt: now };
  };

  const route = (res: ServerResponse, method: string, path: string, body: unknown) => {
    const [, collection, id] = path.split('/');
    if (method === 'POST' && path === '/assistant') {
      const problems = assistantProblems(body);
      if (problems.length > 0) return sendError(res, 400, problems);
      const assistant = stamp(body as Record<string, unknown>);
      assistants.set(assistant.id, assistant);
      return send(res, 201, assistant);
    }
    if (method === 'PATCH' && collection === 'assistant' && id) {
      const assistant = assistants.get(id);
      if (!assistant) return sendError(res, 404, "Couldn't Get Assistant.");
      const problems = assistantProblems(body);
      if (problems.length > 0) return sendError(res, 400, problems);
      const updated = {
        ...assistant,
        ...(body as Record<string, unknown>),
        updatedAt: new Date().toISOString(),
      };
      assistants.set(id, updated);
      return send(res, 200, updated);
    }
    if (method === 'POST' && path === '/phone-number') {
      const problems = phoneNumberProblems(body);
      if (problems.length > 0) return sendError(res, 400, problems);
      // Vapi never echoes the Twilio auth token.
      const { twilioAuthToken: _, ...shown } = body as Record<string, unknown>;
      const phoneNumber = stamp({ ...shown, status: 'active' });
      phoneNumbers.set(phoneNumber.id, phoneNumber);
      return send(res, 201, phoneNumber);
    }
    if (method === 'POST' && path === '/call') {
      const problems = callProblems(body, phoneNumbers);
      if (problems.length > 0) return sendError(res, 400, problems);
      const call = stamp({
        ...(body as Record<string, unknown>),
        type: 'outboundPhoneCall',
        status: 'queued',
      });
      calls.set(call.id, call);
      return send(res, 201, call);
    }
    if (method === 'DELETE' && collection === 'assistant' && id) {
      const assistant = assistants.get(id);
      if (!assistant) return sendError(res, 404, "Couldn't Get Assistant.");
      assistants.delete(id);
      return send(res, 200, assistant);
    }
    if (method === 'DELETE' && collection === 'phone-number' && id) {
      const phoneNumber = phoneNumbers.get(id);
      if (!phoneNumber) return sendError(res, 404, "Couldn't Get Phone Number.");
      phoneNumbers.delete(id);
      return send(res, 200, phoneNumber);
    }
    sendError(res, 404, `Cannot ${method} ${path}`);
  };

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const method = req.method ?? '';
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const body = parseJson(raw);
      if (body === undefined) return sendError(res, 400, 'Unexpected token in JSON');
      requests.push({ method, path, headers: req.headers, body });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return sendError(
          res,
          401,
          'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
        );
      }
      const index = failures.findIndex((entry) => entry.path === undefined || entry.path === path);
      const failure = index >= 0 ? failures.splice(index, 1)[0].failure : undefined;
      if (failure === 'hang') return void hanging.push(res);
      if (failure) return sendError(res, failure.status, failure.message);
      route(res, method, path, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    requests,
    assistants,
    phoneNumbers,
    calls,
    addPhoneNumber: (number) => {
      const phoneNumber = stamp({ provider: 'vapi', number, status: 'active' });
      phoneNumbers.set(phoneNumber.id, phoneNumber);
      return phoneNumber.id;
    },
    failNext: (failure, path) => void failures.push({ failure, path }),
    reset: () => {
      requests.length = 0;
      assistants.clear();
      phoneNumbers.clear();
      calls.clear();
      failures.length = 0;
      hanging.splice(0).forEach((res) => res.destroy());
    },
    close: closeOnce(async () => {
      hanging.splice(0).forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  };
};
