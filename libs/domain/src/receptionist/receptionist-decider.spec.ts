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

const { testMode: _testMode, createdAt: _createdAt, ...createData } = created.data;
const deleteData = { receptionistId: 'r-1', deletedBy: 'u-1', deletedAt: at };
const deleteCommandData = { receptionistId: 'r-1', deletedBy: 'u-1' };
const released = {
  receptionistId: 'r-1',
  phoneNumber: '+14155550123',
  twilioSid: 'PN123',
  releasedAt: at,
};
const givenBack = { phoneNumber: '+14155550123', twilioSid: 'PN123' };

const given = (events: ReceptionistEvent[]) =>
  DeciderSpecification.for(receptionistDecider, { now: new Date(at) }).given(events);

describe('receptionistDecider', () => {
  it('should record ReceptionistCreated when the stream is new', () => {
    given([]).when({ type: 'CreateReceptionist', data: createData }).then([created]);
  });

  it('should refuse a second creation when the receptionist exists', () => {
    given([created])
      .when({ type: 'CreateReceptionist', data: createData })
      .thenThrows('ReceptionistAlreadyExists');
  });

  it('should record the update when the receptionist exists', () => {
    const data = {
      ...settings,
      receptionistId: 'r-1',
      isActive: true,
      updatedBy: 'u-1',
    };
    given([created])
      .when({ type: 'UpdateReceptionist', data })
      .then([{ type: 'ReceptionistUpdated', data: { ...data, updatedAt: at } }]);
  });

  it('should release the number then delete when a bought number was given back', () => {
    given([created])
      .when({ type: 'DeleteReceptionist', data: { ...deleteCommandData, released: givenBack } })
      .then([
        { type: 'PhoneNumberReleased', data: released },
        { type: 'ReceptionistDeleted', data: deleteData },
      ]);
  });

  it('should only delete when the receptionist used the shared test number', () => {
    given([created])
      .when({ type: 'DeleteReceptionist', data: { ...deleteCommandData, released: null } })
      .then([{ type: 'ReceptionistDeleted', data: deleteData }]);
  });

  it('should record test mode when the receptionist answers on the shared number', () => {
    const shared = { ...createData, twilioSid: null, vapiPhoneNumberId: null };
    given([])
      .when({ type: 'CreateReceptionist', data: shared })
      .then([{ type: 'ReceptionistCreated', data: { ...shared, testMode: true, createdAt: at } }]);
  });

  it('should refuse updates and deletes when the receptionist is deleted', () => {
    const gone: ReceptionistEvent[] = [created, { type: 'ReceptionistDeleted', data: deleteData }];
    given(gone)
      .when({ type: 'DeleteReceptionist', data: { ...deleteCommandData, released: null } })
      .thenThrows('ReceptionistNotFound');
  });
});
