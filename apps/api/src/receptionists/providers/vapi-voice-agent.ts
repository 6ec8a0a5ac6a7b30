import type { AssistantSpec, ImportedNumber, VoiceAgentProvider } from './voice-agent.js';
import {
  CALLER_PROPOSAL_VARIABLE,
  NO_CALLER_PROPOSAL,
  TEXT_PROPOSAL_LINK_TOOL,
} from './assistant-spec.js';

// Vapi's REST API over plain fetch: six documented endpoints do not need the generated SDK.

export type VapiConfig = {
  apiKey: string;
  // https://api.vapi.ai, or a local server in tests.
  baseUrl: string;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

// Vapi refuses assistant and phone-number names longer than this.
const NAME_LIMIT = 40;

// A failed Vapi request, keeping Vapi's own message and the HTTP status (null when no answer).
export class VapiRequestError extends Error {
  constructor(
    readonly operation: string,
    readonly reason: string,
    readonly status: number | null,
  ) {
    // Vapi's messages often end with a full stop; ours adds the status after it.
    const said = reason.replace(/\.$/, '');
    super(`Vapi could not ${operation}: ${said}${status === null ? '' : ` (HTTP ${status})`}.`);
    this.name = 'VapiRequestError';
  }
}

// What Vapi extracts from every call into `analysis.structuredData` of the end-of-call report.
export const callStructuredDataSchema = {
  type: 'object',
  properties: {
    callerName: { type: 'string', description: "The caller's full name." },
    callerEmail: { type: 'string', description: "The caller's email address, if they gave one." },
    callerPhone: {
      type: 'string',
      description: 'The best number to call the caller back, in E.164 form (+15125550100).',
    },
    reason: { type: 'string', description: 'Why the caller called, in one sentence.' },
    appointmentRequested: {
      type: 'boolean',
      description: 'Whether the caller asked for an appointment, a visit or an estimate.',
    },
    appointmentTime: {
      type: 'string',
      description: 'The day and time the caller asked for, as they said it, if any.',
    },
  },
  required: ['reason', 'appointmentRequested'],
} as const;

// Cut at a word where one is near the limit, so the label stays readable in Vapi's dashboard.
const shortName = (name: string) => {
  if (name.length <= NAME_LIMIT) return name;
  const cut = name.slice(0, NAME_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > NAME_LIMIT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

// Vapi sends these headers with every event it posts to our server; the webhook checks the secret.
const serverOf = (url: string, secret: string) => ({
  url,
  headers: { 'X-Vapi-Secret': secret },
});

// The assistant as Vapi's API takes it: POST /assistant, PATCH /assistant/{id}, a transient
// `assistant` on POST /call, or an answer to an `assistant-request` event.
export const vapiAssistantBody = (spec: AssistantSpec) => ({
  name: shortName(spec.name),
  firstMessage: spec.firstMessage,
  model: {
    provider: 'openai',
    model: 'gpt-4o-mini',
    temperature: 0.4,
    messages: [{ role: 'system', content: spec.systemPrompt }],
    tools: [
      { type: 'endCall' },
      {
        type: 'function',
        function: {
          name: TEXT_PROPOSAL_LINK_TOOL,
          description:
            'Texts the caller the link to their proposal again, to the number they are calling from. Use it only when the caller has a proposal and asks for the link.',
          parameters: { type: 'object', properties: {} },
        },
        messages: [{ type: 'request-start', content: 'One moment, I am sending that text.' }],
      },
      ...(spec.transferNumbers.length === 0
        ? []
        : [
            {
              type: 'transferCall',
              destinations: spec.transferNumbers.map((number) => ({
                type: 'number',
                number,
                message: 'Please hold while I transfer your call.',
              })),
            },
          ]),
    ],
  },
  voice: { provider: 'vapi', voiceId: 'Elliot' },
  endCallMessage: 'Thank you for calling. Goodbye!',
  server: serverOf(spec.serverUrl, spec.serverSecret),
  // Only the events our webhook records; Vapi's default list posts every utterance.
  serverMessages: ['end-of-call-report', 'status-update', 'tool-calls'],
  artifactPlan: { recordingEnabled: true },
  analysisPlan: {
    summaryPlan: { enabled: true },
    structuredDataPlan: { enabled: true, schema: callStructuredDataSchema },
  },
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Vapi answers errors the NestJS way: {message: string | string[], error, statusCode}.
const reasonOf = (text: string, statusText: string) => {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body)) {
      const { message } = body;
      if (typeof message === 'string' && message !== '') return message;
      if (Array.isArray(message) && message.length > 0) return message.join('; ');
    }
  } catch {
    // Not JSON: a proxy's page, say; the status text says enough.
  }
  return statusText || 'request failed';
};

// Read field by field: fetch's errors come from Node's own realm, where `instanceof Error` can
// fail (Jest's module sandbox, for one).
const transportReason = (error: unknown, timeoutMs: number) => {
  if (!isRecord(error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  // fetch reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = isRecord(error.cause) ? `: ${String(error.cause.message)}` : '';
  return `${String(error.message)}${cause}`;
};

export const createVapiVoiceAgent = (
  config: VapiConfig,
  fetchImpl: typeof fetch = fetch,
): VoiceAgentProvider => {
  const baseUrl = config.baseUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const exchange = async (method: string, path: string, body: unknown) => {
    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read inside the timeout too: a server can stall after the headers.
    return { response, text: await response.text() };
  };

  const request = async (
    operation: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> => {
    const { response, text } = await exchange(method, path, body).catch((error: unknown) => {
      throw new VapiRequestError(operation, transportReason(error, timeoutMs), null);
    });
    if (!response.ok) {
      throw new VapiRequestError(operation, reasonOf(text, response.statusText), response.status);
    }
    try {
      return { status: response.status, json: text === '' ? null : (JSON.parse(text) as unknown) };
    } catch {
      throw new VapiRequestError(operation, 'the answer is not JSON', response.status);
    }
  };

  const create = async (operation: string, path: string, body: unknown) => {
    const { status, json } = await request(operation, 'POST', path, body);
    if (!isRecord(json) || typeof json.id !== 'string' || json.id === '') {
      throw new VapiRequestError(operation, 'the answer has no id', status);
    }
    return { id: json.id };
  };

  // Already gone is what deleting wants; a retried delete must not fail on it.
  const remove = async (operation: string, path: string) => {
    try {
      await request(operation, 'DELETE', path);
    } catch (error) {
      if (!(error instanceof VapiRequestError && error.status === 404)) throw error;
    }
  };

  const at = (collection: string, id: string) => `/${collection}/${encodeURIComponent(id)}`;

  return {
    kind: 'vapi',

    createAssistant: (spec) =>
      create('create the assistant', '/assistant', vapiAssistantBody(spec)),

    async updateAssistant(id, spec) {
      await request(
        `update assistant ${id}`,
        'PATCH',
        at('assistant', id),
        vapiAssistantBody(spec),
      );
    },

    deleteAssistant: (id) => remove(`delete assistant ${id}`, at('assistant', id)),

    importTwilioNumber: (options): Promise<ImportedNumber> =>
      create(`import ${options.number}`, '/phone-number', {
        provider: 'twilio',
        number: options.number,
        twilioAccountSid: options.twilioAccountSid,
        twilioAuthToken: options.twilioAuthToken,
        name: shortName(options.name),
        server: serverOf(options.serverUrl, options.serverSecret),
      }),

    deletePhoneNumber: (id) => remove(`delete phone number ${id}`, at('phone-number', id)),

    startOutboundCall: ({ assistant, phoneNumberId, customerNumber, customerName }) =>
      create(`call ${customerNumber}`, '/call', {
        assistant: vapiAssistantBody(assistant),
        // A demo caller is nobody's client: the prompt's proposal says so.
        assistantOverrides: { variableValues: { [CALLER_PROPOSAL_VARIABLE]: NO_CALLER_PROPOSAL } },
        phoneNumberId,
        customer: {
          number: customerNumber,
          ...(customerName ? { name: shortName(customerName) } : {}),
        },
      }),
  };
};
