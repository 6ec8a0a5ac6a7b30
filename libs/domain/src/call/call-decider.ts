import type { Decider, DomainCommand } from '../decider/decider.js';
import type {
  CallCompleted,
  CallEvent,
  CallRecordingAvailable,
  CallStarted,
} from './call-events.js';

export type StartCall = DomainCommand<'StartCall', CallStarted['data']>;
export type CompleteCall = DomainCommand<'CompleteCall', CallCompleted['data']>;
export type AttachCallRecording = DomainCommand<
  'AttachCallRecording',
  CallRecordingAvailable['data']
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
export const decideCall = (command: CallCommand, state: CallState): CallEvent[] => {
  switch (command.type) {
    case 'StartCall':
      return state.started || state.completedBy
        ? []
        : [{ type: 'CallStarted', data: command.data }];
    case 'CompleteCall':
      return state.completedBy === 'vapi' ||
        (state.completedBy === 'twilio' && command.data.provider === 'twilio')
        ? []
        : [{ type: 'CallCompleted', data: command.data }];
    case 'AttachCallRecording':
      return state.recordingUrls.includes(command.data.recordingUrl)
        ? []
        : [{ type: 'CallRecordingAvailable', data: command.data }];
  }
};

export const callDecider: Decider<CallState, CallCommand, CallEvent> = {
  initialState: initialCallState,
  evolve: evolveCall,
  decide: decideCall,
};
