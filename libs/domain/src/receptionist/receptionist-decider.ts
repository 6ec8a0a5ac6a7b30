import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider } from '../decider/decider.js';
import type { ReceptionistCommand } from './receptionist-commands.js';
import type { ReceptionistCreated, ReceptionistEvent } from './receptionist-events.js';

export type ReceptionistState = {
  created: ReceptionistCreated['data'] | null;
  deleted: boolean;
  numberReleased: boolean;
};

export const initialReceptionistState = (): ReceptionistState => ({
  created: null,
  deleted: false,
  numberReleased: false,
});

export const evolveReceptionist = (
  state: ReceptionistState,
  event: ReceptionistEvent,
): ReceptionistState => {
  switch (event.type) {
    case 'ReceptionistCreated':
      return { ...state, created: event.data };
    case 'ReceptionistUpdated':
      return state;
    case 'ReceptionistDeleted':
      return { ...state, deleted: true };
    case 'PhoneNumberReleased':
      return { ...state, numberReleased: true };
  }
};

const notFound = () =>
  new DomainRuleViolation('ReceptionistNotFound', 'not_found', 'Receptionist not found');

export const decideReceptionist = (
  command: ReceptionistCommand,
  state: ReceptionistState,
  { now }: DecideContext,
): ReceptionistEvent[] => {
  const at = now.toISOString();
  switch (command.type) {
    case 'CreateReceptionist':
      if (state.created) {
        throw new DomainRuleViolation(
          'ReceptionistAlreadyExists',
          'conflict',
          'This receptionist already exists.',
        );
      }
      return [
        {
          type: 'ReceptionistCreated',
          data: { ...command.data, testMode: command.data.twilioSid === null, createdAt: at },
        },
      ];
    case 'UpdateReceptionist':
      if (!state.created || state.deleted) throw notFound();
      return [{ type: 'ReceptionistUpdated', data: { ...command.data, updatedAt: at } }];
    case 'DeleteReceptionist': {
      if (!state.created || state.deleted) throw notFound();
      const { released, receptionistId, deletedBy } = command.data;
      return [
        ...(released && !state.numberReleased
          ? [
              {
                type: 'PhoneNumberReleased' as const,
                data: { receptionistId, ...released, releasedAt: at },
              },
            ]
          : []),
        { type: 'ReceptionistDeleted', data: { receptionistId, deletedBy, deletedAt: at } },
      ];
    }
  }
};

export const receptionistDecider: Decider<
  ReceptionistState,
  ReceptionistCommand,
  ReceptionistEvent
> = {
  initialState: initialReceptionistState,
  evolve: evolveReceptionist,
  decide: decideReceptionist,
};
