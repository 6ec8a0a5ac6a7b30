import type { DomainEvent } from '../decider/decider.js';
import type { OperatingHours } from './business-hours.js';

export type ReceptionistSettings = {
  name: string;
  companyName: string;
  goals: string[];
  tone: string;
  greeting: string;
  followUps: string[];
  answerTiming: string[];
  // E.164, or '' when calls are not forwarded.
  callForwarding: string;
  operatingHours: OperatingHours;
};

export type ReceptionistCreated = DomainEvent<
  'ReceptionistCreated',
  ReceptionistSettings & {
    receptionistId: string;
    companyId: string;
    creatorId: string;
    phoneNumber: string;
    // Null on the shared development number of test mode.
    twilioSid: string | null;
    vapiAssistantId: string;
    vapiPhoneNumberId: string | null;
    testMode: boolean;
    calendarId: string;
    createdAt: string;
  }
>;

export type ReceptionistUpdated = DomainEvent<
  'ReceptionistUpdated',
  ReceptionistSettings & {
    receptionistId: string;
    isActive: boolean;
    updatedBy: string;
    updatedAt: string;
  }
>;

export type ReceptionistDeleted = DomainEvent<
  'ReceptionistDeleted',
  { receptionistId: string; deletedBy: string; deletedAt: string }
>;

// A bought number given back to the provider (production deletes; test mode keeps the shared one).
export type PhoneNumberReleased = DomainEvent<
  'PhoneNumberReleased',
  { receptionistId: string; phoneNumber: string; twilioSid: string; releasedAt: string }
>;

export type ReceptionistEvent =
  ReceptionistCreated | ReceptionistUpdated | ReceptionistDeleted | PhoneNumberReleased;

export const receptionistEventTypes: readonly ReceptionistEvent['type'][] = [
  'ReceptionistCreated',
  'ReceptionistUpdated',
  'ReceptionistDeleted',
  'PhoneNumberReleased',
];

export const receptionistStreamName = (receptionistId: string): string =>
  `receptionist-${receptionistId}`;
