import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import type {
  CallCompleted,
  CallEvent,
  CallRecordingAvailable,
  CallStarted,
} from './call-events.js';

export type StartCall = DomainCommand<'StartCall', Omit<CallStarted['data'], 'startedAt'>>;
// A provider that reports only how long the call lasted (Twilio's status callback) gives no
// times: the call ended when reported and started `durationSeconds` before.
export type CompleteCall = DomainCommand<
  'CompleteCall',
  Omit<CallCompleted['data'], 'startedAt' | 'endedAt'> & {
    startedAt: string | null;
    endedAt: string | null;
  }
>;
export type AttachCallRecording = DomainCommand<
  'AttachCallRecording',
  Omit<CallRecordingAvailable['data'], 'at'>
>;
export type CallCommand = StartCall | CompleteCall | AttachCallRecording;

export type CallState = {
  started: boolean;
  // Who reported the end: Vapi's report (transcript, analysis) or Twilio's status callback.
  completedBy: 'vapi' | 'twilio' | null;
  recordingUrls: string[];
};

export const initialCallState = (): CallState => ({
  started: false,
  completedBy: null,
  recordingUrls: [],
});

export const evolveCall = (state: CallState, event: CallEvent): CallState => {
  switch (event.type) {
    case 'CallStarted':
      return { ...state, started: true };
    case 'CallCompleted':
      return {
        ...state,
        started: true,
        completedBy: event.data.provider,
        recordingUrls: event.data.recordingUrl
          ? [...state.recordingUrls, event.data.recordingUrl]
          : state.recordingUrls,
      };
    case 'CallRecordingAvailable':
      return { ...state, recordingUrls: [...state.recordingUrls, event.data.recordingUrl] };
  }
};

// Providers retry webhooks and send them out of order: a repeat is no news (no events, not an
// error, so the webhook still answers 200), and a late "started" after the end changes nothing.
// Twilio's status callback and Vapi's report can both end a call that rang through Twilio to the
// AI; Vapi's carries the transcript and analysis, so it completes a call Twilio already ended.
export const decideCall = (
  command: CallCommand,
  state: CallState,
  { now }: DecideContext,
): CallEvent[] => {
  switch (command.type) {
    case 'StartCall':
      return state.started || state.completedBy
        ? []
        : [{ type: 'CallStarted', data: { ...command.data, startedAt: now.toISOString() } }];
    case 'CompleteCall': {
      if (
        state.completedBy === 'vapi' ||
        (state.completedBy === 'twilio' && command.data.provider === 'twilio')
      ) {
        return [];
      }
      const endedAt = command.data.endedAt ?? now.toISOString();
      const startedAt =
        command.data.startedAt ??
        new Date(Date.parse(endedAt) - command.data.durationSeconds * 1000).toISOString();
      return [{ type: 'CallCompleted', data: { ...command.data, startedAt, endedAt } }];
    }
    case 'AttachCallRecording':
      return state.recordingUrls.includes(command.data.recordingUrl)
        ? []
        : [
            {
              type: 'CallRecordingAvailable',
              data: { ...command.data, at: now.toISOString() },
            },
          ];
  }
};

export const callDecider: Decider<CallState, CallCommand, CallEvent> = {
  initialState: initialCallState,
  evolve: evolveCall,
  decide: decideCall,
};
