import type { DomainCommand } from '../decider/decider.js';
import type {
  PhoneNumberReleased,
  ReceptionistCreated,
  ReceptionistDeleted,
  ReceptionistUpdated,
} from './receptionist-events.js';

export type CreateReceptionist = DomainCommand<'CreateReceptionist', ReceptionistCreated['data']>;
export type UpdateReceptionist = DomainCommand<'UpdateReceptionist', ReceptionistUpdated['data']>;
// `released` is the number given back to the provider before deleting, if one was.
export type DeleteReceptionist = DomainCommand<
  'DeleteReceptionist',
  ReceptionistDeleted['data'] & { released: PhoneNumberReleased['data'] | null }
>;

export type ReceptionistCommand = CreateReceptionist | UpdateReceptionist | DeleteReceptionist;
