import { DeciderSpecification } from '../testing.js';
import { receptionistDecider } from './receptionist-decider.js';
import type { ReceptionistCreated, ReceptionistEvent } from './receptionist-events.js';

const at = '2026-11-22T10:00:00.000Z';
const settings = {
  name: 'Ava',
  companyName: 'Cool Air',
  goals: ['Book appointments'],
  tone: 'Warm',
  greeting: 'Thanks for calling Cool Air.',
  followUps: [],
  answerTiming: ['24/7'],
  callForwarding: '+14155550199',
  operatingHours: { timezone: 'America/Los_Angeles', days: {} },
};

const created: ReceptionistCreated = {
  type: 'ReceptionistCreated',
  data: {
    ...settings,
    receptionistId: 'r-1',
    companyId: 'c-1',
    creatorId: 'u-1',
    phoneNumber: '+14155550123',
    twilioSid: 'PN123',
    vapiAssistantId: 'asst-1',
    vapiPhoneNumberId: 'vpn-1',
    testMode: false,
    calendarId: '',
    createdAt: at,
  },
};

const deleteData = { receptionistId: 'r-1', deletedBy: 'u-1', deletedAt: at };
const released = {
  receptionistId: 'r-1',
  phoneNumber: '+14155550123',
  twilioSid: 'PN123',
  releasedAt: at,
};

const given = (events: ReceptionistEvent[]) =>
  DeciderSpecification.for(receptionistDecider).given(events);

describe('receptionistDecider', () => {
  it('should record ReceptionistCreated when the stream is new', () => {
    given([]).when({ type: 'CreateReceptionist', data: created.data }).then([created]);
  });

  it('should refuse a second creation when the receptionist exists', () => {
    given([created])
      .when({ type: 'CreateReceptionist', data: created.data })
      .thenThrows('ReceptionistAlreadyExists');
  });

  it('should record the update when the receptionist exists', () => {
    const data = {
      ...settings,
      receptionistId: 'r-1',
      isActive: true,
      updatedBy: 'u-1',
      updatedAt: at,
    };
    given([created])
      .when({ type: 'UpdateReceptionist', data })
      .then([{ type: 'ReceptionistUpdated', data }]);
  });

  it('should release the number then delete when a bought number was given back', () => {
    given([created])
      .when({ type: 'DeleteReceptionist', data: { ...deleteData, released } })
      .then([
        { type: 'PhoneNumberReleased', data: released },
        { type: 'ReceptionistDeleted', data: deleteData },
      ]);
  });

  it('should only delete when the receptionist used the shared test number', () => {
    given([created])
      .when({ type: 'DeleteReceptionist', data: { ...deleteData, released: null } })
      .then([{ type: 'ReceptionistDeleted', data: deleteData }]);
  });

  it('should refuse updates and deletes when the receptionist is deleted', () => {
    const gone: ReceptionistEvent[] = [created, { type: 'ReceptionistDeleted', data: deleteData }];
    given(gone)
      .when({ type: 'DeleteReceptionist', data: { ...deleteData, released: null } })
      .thenThrows('ReceptionistNotFound');
  });
});
