import { identifyVapiCall, readEndOfCallReport } from './vapi-report.js';
import type { VapiMessage } from './vapi-report.js';

const received = new Date('2026-11-22T10:05:00.000Z');

describe(readEndOfCallReport.name, () => {
  it('should read the artifact, analysis and timings when the payload is current', () => {
    const message: VapiMessage = {
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
