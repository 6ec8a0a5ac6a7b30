import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { ReportNarrativeResponse } from '@vanilla/contracts';
import { signUp } from '../../testing/accounts-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { LlmReportWriter, reportSystemPrompt } from './llm-report-writer.js';
import { REPORT_WRITER_UNAVAILABLE, ReportWriterError } from './report-writer.js';
import type { ReportNarrativeInput } from './report-writer.js';

// A local server speaking the OpenAI chat-completions API as documented: POST
// /v1/chat/completions with a bearer key, answering a `chat.completion` object.

type ChatRequest = { model: string; messages: { role: string; content: string }[] };
type Received = { url: string; headers: IncomingHttpHeaders; body: ChatRequest };
type Reply = { status: number; body: unknown };

const API_KEY = 'sk-test-report';
const MODEL = 'report-model-1';

const completion = (content: string, finishReason = 'stop'): Reply => ({
  status: 200,
  body: {
    id: 'chatcmpl-report',
    object: 'chat.completion',
    created: 1_795_000_000,
    model: MODEL,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 300, completion_tokens: 60, total_tokens: 360 },
  },
});

const serverError: Reply = {
  status: 500,
  body: { error: { message: 'The server had an error', type: 'server_error', code: null } },
};

const input: ReportNarrativeInput = {
  name: 'March',
  type: 'financial',
  from: '2026-03-01',
  to: '2026-03-31',
  timezone: 'America/Chicago',
  figures: {
    bucket: 'week',
    figures: [{ key: 'won', label: 'Value won', unit: 'dollars', value: 1_000.1 }],
    series: [],
    tables: [],
  },
};

describe(LlmReportWriter.name, () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[];
  let replies: Reply[];

  beforeAll(async () => {
    Logger.overrideLogger(false);
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const json = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          return json(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        }
        received.push({
          url: req.url,
          headers: req.headers,
          body: JSON.parse(raw || '{}') as ChatRequest,
        });
        if (req.headers.authorization !== `Bearer ${API_KEY}`) {
          return json(401, { error: { message: 'Incorrect API key', type: 'invalid_request' } });
        }
        const reply = replies.shift() ?? serverError;
        json(reply.status, reply.body);
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
  });

  const writer = (apiKey = API_KEY) =>
    new LlmReportWriter({ baseUrl, apiKey, model: MODEL, timeoutMs: 5_000 });

  it('should send the model, the rules and the figures, and return the answer as plain text', async () => {
    replies = [completion('**March** won $1,000.10.\n\nOne proposal was signed.')];
    expect(await writer().write(input)).toBe('March won $1,000.10. One proposal was signed.');
    expect(received).toHaveLength(1);
    expect(received[0].body.model).toBe(MODEL);
    expect(received[0].body.messages).toEqual([
      { role: 'system', content: reportSystemPrompt },
      { role: 'user', content: JSON.stringify(input) },
    ]);
  });

  it('should retry once when the server fails, then answer', async () => {
    replies = [serverError, completion('March won $1,000.10.')];
    expect(await writer().write(input)).toBe('March won $1,000.10.');
    expect(received).toHaveLength(2);
  });

  it('should fail with a message fit for the user when both attempts fail', async () => {
    replies = [completion(''), completion('cut', 'length')];
    const error = await writer()
      .write(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReportWriterError);
    expect((error as Error).message).toBe(REPORT_WRITER_UNAVAILABLE);
    expect(received).toHaveLength(2);
  });

  it('should not retry a refused key', async () => {
    await expect(writer('sk-wrong').write(input)).rejects.toThrow(REPORT_WRITER_UNAVAILABLE);
    expect(received).toHaveLength(1);
  });

  describe('through POST /api/reports/{id}/narrative', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp('pglite', {
        env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: API_KEY, LLM_MODEL: MODEL },
      });
    });

    afterAll(async () => {
      await app.close();
    });

    it('should answer 503 with a message to try again when the LLM fails, then keep what it writes', async () => {
      const { agent } = await signUp(app.url);
      const { id } = (
        await agent
          .post('/api/reports')
          .send({ name: 'March', template: 'financial', from: '2026-03-01', to: '2026-03-31' })
          .expect(200)
      ).body.report as { id: string };
      replies = [serverError, serverError];
      const failed = await agent.post(`/api/reports/${id}/narrative`).expect(503);
      expect(failed.body.error).toBe(REPORT_WRITER_UNAVAILABLE);
      expect(JSON.stringify(failed.body)).not.toMatch(/stack|at \//);
      expect((await agent.get(`/api/reports/${id}`).expect(200)).body.narrative).toBeNull();

      replies = [completion('March had no money in or out.')];
      const written = (await agent.post(`/api/reports/${id}/narrative`).expect(200))
        .body as ReportNarrativeResponse;
      expect(written.narrative).toEqual({
        text: 'March had no money in or out.',
        written_by: 'llm',
        written_at: expect.any(String),
      });
      expect(JSON.parse(received.at(-1)!.body.messages[1].content)).toMatchObject({
        name: 'March',
        type: 'financial',
      });
    });
  });
});
