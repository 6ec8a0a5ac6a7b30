import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { GenerateProposalRequest } from '@vanilla/contracts/dto';
import { LlmProposalWriter, proposalJsonSchema } from './llm-proposal-writer.js';
import type { LlmConfig } from './llm-proposal-writer.js';
import { formatDollars } from './proposal-composer.js';
import { PROPOSAL_WRITER_UNAVAILABLE, ProposalWriterError } from './proposal-writer.js';
import { requestExamples } from './request-examples.js';

// A local server speaking the OpenAI chat-completions API as documented: POST
// /v1/chat/completions with a bearer key, answering a `chat.completion` object.

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: ChatRequest };
type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format: unknown;
};
type Reply = { status: number; body: unknown } | 'hang';

const API_KEY = 'sk-test-123';
const MODEL = 'proposal-model-1';

const completion = (content: string) => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_795_000_000,
    model: MODEL,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 812, completion_tokens: 640, total_tokens: 1452 },
  },
});

const serverError = {
  status: 500,
  body: { error: { message: 'The server had an error', type: 'server_error', code: null } },
};

const modelProposal = {
  title: 'Your New Heat Pump',
  sections: [
    { title: 'Executive Summary', content: 'Arctic Comfort HVAC will install a **heat pump**.' },
    { title: 'Investment Options', content: '- **Basic:** $8,500\n- **Premium:** $12,500' },
  ],
};

const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const form = (): GenerateProposalRequest => ({
  proposalName: 'Heat Pump Upgrade',
  category: 'HVAC',
  companyName: 'Arctic Comfort HVAC',
  clientName: 'Jane Doe',
  propertyAddress: '12 Elm St, Austin, TX 78703',
  systemType: 'Carrier Infinity 3-ton heat pump',
  priceOptions: { basic: '8500', premium: '12500' },
  templateChoice: 'minimalist',
  photos: [{ data: photo, caption: 'Current unit' }],
});

const context = { companyName: 'Account Co', today: new Date('2026-11-22T12:00:00Z') };

describe(LlmProposalWriter.name, () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[];
  let replies: Reply[];
  let hanging: ServerResponse[];

  beforeAll(async () => {
    Logger.overrideLogger(false);
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: JSON.parse(raw || '{}') as ChatRequest,
        });
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          return json(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        }
        if (req.headers.authorization !== `Bearer ${API_KEY}`) {
          return json(401, {
            error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
          });
        }
        const reply = replies.shift() ?? serverError;
        if (reply === 'hang') hanging.push(res);
        else json(reply.status, reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    received = [];
    replies = [];
    hanging = [];
  });

  afterEach(() => hanging.forEach((res) => res.destroy()));

  const writer = (overrides: Partial<LlmConfig> = {}) =>
    new LlmProposalWriter({
      baseUrl,
      apiKey: API_KEY,
      model: MODEL,
      timeoutMs: 5_000,
      ...overrides,
    });

  it('should send the model, a strict JSON schema and the form when writing from the form', async () => {
    replies = [completion(JSON.stringify(modelProposal))];

    await writer().fromForm(form(), context);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body.model).toBe(MODEL);
    expect(request.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'proposal', schema: proposalJsonSchema, strict: true },
    });
    const [system, user] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/careful proposal writer for home-service contractors/);
    expect(user.role).toBe('user');
    expect(user.content).toContain('Jane Doe');
    expect(user.content).toContain('Carrier Infinity 3-ton heat pump');
    expect(JSON.parse(user.content)).toMatchObject({
      requiredSections: [
        'Executive Summary',
        'Scope of Work & System Details',
        'Investment Options',
        'Terms & Conditions',
        'Next Steps',
      ],
      form: { photoCaptions: ['Current unit'] },
    });
    // Photos stay with us: the model gets their captions, never megabytes of image data.
    expect(user.content).not.toContain('base64');
  });

  it("should turn a valid answer into the proposal with the form's header and photos", async () => {
    replies = [completion(JSON.stringify(modelProposal))];

    const proposal = await writer().fromForm(form(), context);

    expect(proposal).toEqual({
      header: {
        title: 'Heat Pump Upgrade',
        companyName: 'Arctic Comfort HVAC',
        date: 'November 22, 2026',
        clientName: 'Jane Doe',
        propertyAddress: '12 Elm St, Austin, TX 78703',
      },
      sections: modelProposal.sections,
      photos: [{ url: photo, caption: 'Current unit' }],
      templateChoice: 'minimalist',
    });
  });

  it('should keep the header from the form when the model names a different client', async () => {
    replies = [
      completion(
        JSON.stringify({
          title: 'Proposal for Mallory Evil',
          sections: [{ title: 'Executive Summary', content: 'Dear Mallory Evil, ...' }],
        }),
      ),
    ];

    const proposal = await writer().fromForm(form(), context);

    expect(proposal.header.clientName).toBe('Jane Doe');
    expect(proposal.header.title).toBe('Heat Pump Upgrade');
    expect(proposal.header.propertyAddress).toBe('12 Elm St, Austin, TX 78703');
  });

  it('should succeed through the retry when the first answer is not valid JSON', async () => {
    replies = [
      completion('{"title": "Your New Heat Pump", "sections": ['),
      completion(JSON.stringify(modelProposal)),
    ];

    const proposal = await writer().fromForm(form(), context);

    expect(received).toHaveLength(2);
    expect(proposal.sections).toEqual(modelProposal.sections);
  });

  it('should succeed through the retry when the first answer has no sections', async () => {
    replies = [
      completion(JSON.stringify({ title: 'Empty', sections: [] })),
      completion(JSON.stringify(modelProposal)),
    ];

    const proposal = await writer().fromForm(form(), context);

    expect(received).toHaveLength(2);
    expect(proposal.sections).toHaveLength(2);
  });

  it('should fail with a clear message after exactly one retry when the server errors twice', async () => {
    replies = [serverError, serverError, completion(JSON.stringify(modelProposal))];

    const attempt = writer().fromForm(form(), context);

    await expect(attempt).rejects.toThrow(ProposalWriterError);
    await expect(attempt).rejects.toThrow(
      'The AI writer is unavailable right now. Please try again in a minute.',
    );
    expect(received).toHaveLength(2);
  });

  it('should fail with a clear message when the server hangs beyond the timeout twice', async () => {
    replies = ['hang', 'hang'];

    const started = Date.now();
    const error: unknown = await writer({ timeoutMs: 300 })
      .fromForm(form(), context)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ProposalWriterError);
    expect((error as ProposalWriterError).message).toBe(PROPOSAL_WRITER_UNAVAILABLE);
    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('should succeed through the retry when only the first request times out', async () => {
    replies = ['hang', completion(JSON.stringify(modelProposal))];

    const proposal = await writer({ timeoutMs: 300 }).fromForm(form(), context);

    expect(received).toHaveLength(2);
    expect(proposal.sections).toEqual(modelProposal.sections);
  });

  it('should not retry when the server refuses the API key', async () => {
    const error: unknown = await writer({ apiKey: 'sk-wrong' })
      .fromForm(form(), context)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ProposalWriterError);
    expect(received).toHaveLength(1);
  });

  it('should send the notes and keep our reading of the client when writing from a transcript', async () => {
    replies = [
      completion(
        JSON.stringify({
          title: 'Heat Pump Installation for the Smith Home',
          sections: [{ title: 'Executive Summary', content: 'For Someone Else.' }],
        }),
      ),
    ];
    const notes = 'Proposal for John Smith at 123 Main Street. 3 ton heat pump, $12,500.';

    const proposal = await writer().fromTranscript(notes, 'modern', context);

    const user = JSON.parse(received[0].body.messages[1].content) as Record<string, unknown>;
    expect(user.notes).toBe(notes);
    expect(user.header).toMatchObject({ clientName: 'John Smith' });
    expect(proposal).toEqual({
      header: {
        title: 'Heat Pump Installation for the Smith Home',
        companyName: 'Account Co',
        date: 'November 22, 2026',
        clientName: 'John Smith',
        propertyAddress: '123 Main Street',
      },
      sections: [{ title: 'Executive Summary', content: 'For Someone Else.' }],
      photos: [],
      templateChoice: 'modern',
    });
  });
  it("should send the request table's worked examples with the system prompt when writing from notes", async () => {
    replies = [completion(JSON.stringify(modelProposal))];

    await writer().fromTranscript(
      'New furnace for Ann Lee at 4 Elm St, $5,000.',
      'vanilla',
      context,
    );

    const [system] = received[0].body.messages;
    const examples = requestExamples.filter((example) => example.inPrompt);
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const { request, facts } of examples) {
      expect(system.content).toContain(`Notes: ${request}`);
      expect(system.content).toContain(`client: ${facts.clientName ?? 'not given'}`);
      for (const fact of [
        ...(facts.installed ?? []),
        ...(facts.removed ?? []),
        ...(facts.capacities ?? []),
        ...(facts.prices ?? []).map((price) => formatDollars(price.amount)),
        facts.startDate ?? 'start: not given',
      ]) {
        expect(system.content).toContain(fact);
      }
    }
  });
});
