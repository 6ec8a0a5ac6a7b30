import type { DomainCommand } from '../decider/decider.js';
import type {
  PhoneNumberReleased,
  ReceptionistCreated,
  ReceptionistDeleted,
  ReceptionistUpdated,
} from './receptionist-events.js';

// Test mode follows from the line: the shared development number has no Twilio sid.
export type CreateReceptionist = DomainCommand<
  'CreateReceptionist',
  Omit<ReceptionistCreated['data'], 'testMode' | 'createdAt'>
>;
export type UpdateReceptionist = DomainCommand<
  'UpdateReceptionist',
  Omit<ReceptionistUpdated['data'], 'updatedAt'>
>;
// `released` is the number given back to the provider before deleting, if one was.
export type DeleteReceptionist = DomainCommand<
  'DeleteReceptionist',
  Omit<ReceptionistDeleted['data'], 'deletedAt'> & {
    released: Pick<PhoneNumberReleased['data'], 'phoneNumber' | 'twilioSid'> | null;
  }
>;

export type ReceptionistCommand = CreateReceptionist | UpdateReceptionist | DeleteReceptionist;
