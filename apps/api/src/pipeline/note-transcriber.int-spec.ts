import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NoteRow } from '@vanilla/contracts';
import { signUp } from '../testing/accounts-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { LlmNoteTranscriber, transcriptOf } from './note-transcriber.js';

const KEY = 'sk-local-transcription';
const SPOKEN = '  Call Dana back on Friday about the furnace filter.  ';
const recording = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 3)]);

type Received = { url: string; authorization: string; contentType: string; body: Buffer };

// A local server that speaks OpenAI's POST /v1/audio/transcriptions as documented: a bearer key,
// a multipart form with `file` and `model`, a JSON answer `{ text }`.
const startTranscriptionServer = async (status = 200) => {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      const ok =
        req.method === 'POST' &&
        req.url === '/v1/audio/transcriptions' &&
        req.headers.authorization === `Bearer ${KEY}`;
      res.writeHead(ok ? status : 404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          ok && status === 200
            ? { text: SPOKEN }
            : { error: { message: 'unavailable', type: 'server_error' } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

// The multipart part named `name`: its headers and its bytes.
const part = (received: Received, name: string) => {
  const boundary = /boundary=(.+)$/.exec(received.contentType)![1];
  const parts = received.body.toString('latin1').split(`--${boundary}`);
  const found = parts.find((text) => text.includes(`name="${name}"`))!;
  const [headers, ...rest] = found.split('\r\n\r\n');
  return { headers, bytes: Buffer.from(rest.join('\r\n\r\n').replace(/\r\n$/, ''), 'latin1') };
};

describe(LlmNoteTranscriber.name, () => {
  it('should send the recording and the model as the API documents and read the text', async () => {
    const server = await startTranscriptionServer();
    try {
      const sut = new LlmNoteTranscriber({
        baseUrl: server.baseUrl,
        apiKey: KEY,
        model: 'whisper-1',
        timeoutMs: 5000,
      });
      await expect(sut.transcribe({ bytes: recording, mimeType: 'audio/ogg' })).resolves.toBe(
        SPOKEN.trim(),
      );
      const [request] = server.received;
      expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(part(request, 'model').bytes.toString()).toBe('whisper-1');
      const file = part(request, 'file');
      expect(file.headers).toContain('filename="note.ogg"');
      expect(file.headers).toContain('Content-Type: audio/ogg');
      expect(file.bytes.equals(recording)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('should keep a note untranscribed when the provider fails', async () => {
    const server = await startTranscriptionServer(503);
    try {
      const sut = new LlmNoteTranscriber({
        baseUrl: server.baseUrl,
        apiKey: KEY,
        model: 'whisper-1',
        timeoutMs: 5000,
      });
      await expect(transcriptOf(sut, { bytes: recording, mimeType: 'audio/ogg' })).resolves.toBe(
        '',
      );
      await expect(transcriptOf(null, { bytes: recording, mimeType: 'audio/ogg' })).resolves.toBe(
        '',
      );
    } finally {
      await server.close();
    }
  });
});

describe('voice notes with a transcription provider', () => {
  let server: Awaited<ReturnType<typeof startTranscriptionServer>>;
  let app: TestApp;

  beforeAll(async () => {
    server = await startTranscriptionServer();
    app = await startSuiteApp('pglite', {
      env: {
        LLM_BASE_URL: server.baseUrl,
        LLM_API_KEY: KEY,
        LLM_TRANSCRIPTION_MODEL: 'whisper-1',
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('should write what a recording says as the note, and keep what was typed with one', async () => {
    const { agent } = await signUp(app.url);
    const audio = `data:audio/ogg;base64,${recording.toString('base64')}`;
    const spoken = (await agent.post('/api/notes').send({ audio, durationSeconds: 6 }).expect(200))
      .body.note as NoteRow;
    expect(spoken).toMatchObject({ type: 'voice', content: SPOKEN.trim(), duration_seconds: 6 });
    const typed = (
      await agent.post('/api/notes').send({ audio, content: 'My own words' }).expect(200)
    ).body.note as NoteRow;
    expect(typed.content).toBe('My own words');
    expect(server.received).toHaveLength(1);
    const found = (await agent.get('/api/notes?q=furnace').expect(200)).body.notes as NoteRow[];
    expect(found.map((note) => note.id)).toEqual([spoken.id]);
  });
});
