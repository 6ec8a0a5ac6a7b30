import { callLimits } from '@vanilla/domain';
import { PayloadError } from '../infrastructure/http/payload.js';
import { identifyVapiCall, readEndOfCallReport, readVapiWebhook } from './vapi-report.js';

const received = new Date('2026-11-22T10:05:00.000Z');

describe(readEndOfCallReport.name, () => {
  it('should read the artifact, analysis and timings when the payload is current', () => {
    const message = {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      startedAt: '2026-11-22T10:00:00.000Z',
      endedAt: '2026-11-22T10:02:05.000Z',
      artifact: {
        recordingUrl: 'https://storage.vapi.ai/rec.wav',
        messages: [
          { role: 'system', message: 'You are Ava.' },
          { role: 'bot', message: 'Thanks for calling.', secondsFromStart: 0.4 },
          { role: 'user', message: 'My AC is not working.', secondsFromStart: 3.2 },
        ],
      },
      analysis: {
        summary: 'AC repair request.',
        structuredData: { callerName: 'Sam Lee', callerEmail: 'sam@example.com', reason: 'Repair' },
      },
    };
    expect(readEndOfCallReport(message, received)).toEqual({
      outcome: 'completed',
      endedReason: 'customer-ended-call',
      startedAt: '2026-11-22T10:00:00.000Z',
      endedAt: '2026-11-22T10:02:05.000Z',
      durationSeconds: 125,
      recordingUrl: 'https://storage.vapi.ai/rec.wav',
      transcript: [
        { secondsFromStart: 0.4, speaker: 'AI', text: 'Thanks for calling.' },
        { secondsFromStart: 3.2, speaker: 'Caller', text: 'My AC is not working.' },
      ],
      summary: 'AC repair request.',
      callerName: 'Sam Lee',
      callerEmail: 'sam@example.com',
      callerPhone: '',
      reason: 'Repair',
    });
  });

  it('should read the top-level summary, transcript and recording when the payload is older', () => {
    const report = readEndOfCallReport(
      {
        type: 'end-of-call-report',
        endedReason: 'pipeline-error-openai-llm-failed',
        durationSeconds: 42,
        summary: 'Dropped.',
        recordingUrl: 'https://old.example/rec.mp3',
        transcript: 'AI: Hello there\nUser: Hi, I need a quote',
      },
      received,
    );
    expect(report).toMatchObject({
      outcome: 'failed',
      durationSeconds: 42,
      summary: 'Dropped.',
      recordingUrl: 'https://old.example/rec.mp3',
      transcript: [
        { secondsFromStart: 0, speaker: 'AI', text: 'Hello there' },
        { secondsFromStart: 0, speaker: 'Caller', text: 'Hi, I need a quote' },
      ],
    });
  });

  const timed = {
    startedAt: '2026-11-22T10:00:00.000Z',
    endedAt: '2026-11-22T10:01:00.000Z',
  };

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'startedAt is 0',
      { ...timed, startedAt: 0 },
      { startedAt: timed.endedAt, endedAt: timed.endedAt, durationSeconds: 0 },
    ],
    [
      'endedAt is 2026-02-30T25:61:00Z',
      { ...timed, endedAt: '2026-02-30T25:61:00Z' },
      { startedAt: timed.startedAt, endedAt: received.toISOString(), durationSeconds: 300 },
    ],
    [
      'endedAt is in the far future',
      { ...timed, endedAt: '2999-01-01T00:00:00Z' },
      { endedAt: received.toISOString(), durationSeconds: 300 },
    ],
    [
      'the start is after the end',
      { ...timed, startedAt: '2026-11-22T10:02:00.000Z' },
      { startedAt: timed.endedAt, durationSeconds: 0 },
    ],
    [
      'the start is more than a day before the end',
      { ...timed, startedAt: '2026-11-20T10:00:00.000Z' },
      { startedAt: timed.endedAt, durationSeconds: 0 },
    ],
    ['durationSeconds is -5', { ...timed, durationSeconds: -5 }, { durationSeconds: 60 }],
    ['durationSeconds is 1e308', { ...timed, durationSeconds: 1e308 }, { durationSeconds: 60 }],
    ['durationSeconds is "x"', { ...timed, durationSeconds: 'x' }, { durationSeconds: 60 }],
    [
      'only durationSeconds is known',
      { endedAt: timed.endedAt, durationSeconds: 42 },
      { startedAt: '2026-11-22T10:00:18.000Z', durationSeconds: 42 },
    ],
  ])('should keep only real times and a bounded duration when %s', (_case, times, expected) => {
    expect(readEndOfCallReport(times, received)).toMatchObject(expected);
  });

  it('should leave out lines it cannot show and bound the rest when the transcript is odd', () => {
    const report = readEndOfCallReport(
      {
        artifact: {
          messages: [
            { role: 5, message: 'no speaker' },
            { role: 'bot', message: { text: 'not text' } },
            { role: 'user', message: 'Hello', secondsFromStart: 'x' },
            { role: 'bot', message: `Hi${'!'.repeat(5_000)}`, secondsFromStart: 1e308 },
            ...Array.from({ length: 3_000 }, () => ({ role: 'user', message: 'more' })),
          ],
        },
      },
      received,
    );
    expect(report.transcript.slice(0, 2)).toEqual([
      { secondsFromStart: 0, speaker: 'Caller', text: 'Hello' },
      { secondsFromStart: 0, speaker: 'AI', text: `Hi${'!'.repeat(callLimits.lineLength - 2)}` },
    ]);
    expect(report.transcript).toHaveLength(callLimits.transcriptLines);
  });

  it.each<[string, Record<string, unknown>]>([
    ['messages is a string', { messages: 'x' }],
    ['artifact.messages is a string', { artifact: { messages: 'x' } }],
    ['a transcript entry is not an object', { artifact: { messages: [null] } }],
    ['analysis is a number', { analysis: 5 }],
    ['call is a string', { call: 'x' }],
  ])('should refuse the report when %s', (_case, message) => {
    expect(() => readEndOfCallReport(message, received)).toThrow(PayloadError);
  });

  it('should bound the texts and drop the recording address when they are too long or not http(s)', () => {
    const report = readEndOfCallReport(
      {
        endedReason: 'x'.repeat(1_000),
        recordingUrl: 'javascript:alert(1)',
        analysis: { summary: 'S\u0000'.repeat(10_000), structuredData: { callerName: 7 } },
      },
      received,
    );
    expect(report.endedReason).toHaveLength(callLimits.endedReasonLength);
    expect(report.summary).toHaveLength(callLimits.summaryLength);
    expect(report.summary).not.toContain('\u0000');
    expect(report.recordingUrl).toBeNull();
    expect(report.callerName).toBe('');
  });
});

describe(identifyVapiCall.name, () => {
  it("should key the call by Twilio's CallSid when the call came through Twilio", () => {
    expect(
      identifyVapiCall({
        call: {
          id: 'vapi-1',
          phoneCallProviderId: 'CA123',
          assistantId: 'asst-1',
          customer: { number: '+15125550111' },
          phoneNumber: { number: '+14155550123' },
        },
      }),
    ).toEqual({
      callId: 'CA123',
      assistantId: 'asst-1',
      phoneNumberId: null,
      from: '+15125550111',
      to: '+14155550123',
      direction: 'inbound',
    });
  });
});

describe(readVapiWebhook.name, () => {
  it.each<[string, unknown]>([
    ['the body is null', null],
    ['the body is a string', 'x'],
    ['message is a string', { message: 'x' }],
    ['message has no type', { message: {} }],
    [
      'the call id is 10 KB',
      { message: { type: 'status-update', call: { id: 'a'.repeat(10_000) } } },
    ],
    [
      'the assistant id has a slash',
      { message: { type: 'assistant-request', assistant: { id: 'a/b' } } },
    ],
  ])('should refuse the webhook when %s', (_case, body) => {
    expect(() => readVapiWebhook(body, received)).toThrow(PayloadError);
  });

  it('should acknowledge a message without reading further when its type is not one we act on', () => {
    expect(readVapiWebhook({ message: { type: 'speech-update', call: 'x' } }, received)).toEqual({
      type: 'other',
    });
  });
});
