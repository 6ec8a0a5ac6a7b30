import { DeciderSpecification } from '../testing.js';
import { callDecider } from './call-decider.js';
import type { CallCompleted, CallEvent, CallStarted } from './call-events.js';

const parties = {
  callId: 'vapi-call-1',
  companyId: 'c-1',
  receptionistId: 'r-1',
  receptionistName: 'Ava',
  ownerId: 'u-1',
  timezone: 'America/Los_Angeles',
  from: '+15125550111',
  to: '+14155550100',
  direction: 'inbound' as const,
};

const started: CallStarted = {
  type: 'CallStarted',
  data: { ...parties, provider: 'vapi', routedTo: 'ai', startedAt: '2026-11-22T10:00:00.000Z' },
};

const completed: CallCompleted = {
  type: 'CallCompleted',
  data: {
    ...parties,
    provider: 'vapi',
    outcome: 'completed',
    endedReason: 'customer-ended-call',
    durationSeconds: 95,
    recordingUrl: 'https://recordings.example/1.wav',
    transcript: [{ secondsFromStart: 0, speaker: 'AI', text: 'Hello' }],
    summary: 'Asked for a quote.',
    callerName: 'Sam',
    callerEmail: 'sam@example.com',
    callerPhone: '+15125550111',
    reason: 'Quote',
    startedAt: '2026-11-22T10:00:00.000Z',
    endedAt: '2026-11-22T10:01:35.000Z',
  },
};

const given = (events: CallEvent[], now = new Date(started.data.startedAt)) =>
  DeciderSpecification.for(callDecider, { now }).given(events);
const { startedAt: _startedAt, ...start } = started.data;

describe('callDecider', () => {
  it('should record CallStarted when the call is new', () => {
    given([]).when({ type: 'StartCall', data: start }).then([started]);
  });

  it('should record nothing when the start is delivered again', () => {
    given([started]).when({ type: 'StartCall', data: start }).then([]);
  });

  it('should record nothing when a start arrives after the end', () => {
    given([completed]).when({ type: 'StartCall', data: start }).then([]);
  });

  it('should record CallCompleted once when the end-of-call report is delivered twice', () => {
    given([started]).when({ type: 'CompleteCall', data: completed.data }).then([completed]);
    given([started, completed]).when({ type: 'CompleteCall', data: completed.data }).then([]);
  });

  it("should let Vapi's report complete a call when Twilio's status callback ended it first", () => {
    const byTwilio: CallCompleted = {
      type: 'CallCompleted',
      data: { ...completed.data, provider: 'twilio', transcript: [], summary: '' },
    };
    given([started, byTwilio])
      .when({ type: 'CompleteCall', data: completed.data })
      .then([completed]);
    given([started, completed]).when({ type: 'CompleteCall', data: byTwilio.data }).then([]);
    given([started, byTwilio]).when({ type: 'CompleteCall', data: byTwilio.data }).then([]);
  });

  it('should time a call by its duration when the provider reported only that', () => {
    const { endedAt } = completed.data;
    given([started], new Date(endedAt))
      .when({ type: 'CompleteCall', data: { ...completed.data, startedAt: null, endedAt: null } })
      .then([completed]);
  });

  it('should attach a new recording once when the callback repeats', () => {
    const attach = {
      callId: parties.callId,
      companyId: 'c-1',
      recordingUrl: 'https://api.twilio.com/rec/RE1',
      durationSeconds: 42,
    };
    const recording = { ...attach, at: '2026-11-22T10:02:00.000Z' };
    given([completed], new Date(recording.at))
      .when({ type: 'AttachCallRecording', data: attach })
      .then([{ type: 'CallRecordingAvailable', data: recording }]);
    given([completed, { type: 'CallRecordingAvailable', data: recording }])
      .when({ type: 'AttachCallRecording', data: attach })
      .then([]);
  });
});
