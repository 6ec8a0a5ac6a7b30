import { DomainRuleViolation } from '../decider/decider.js';
import type { Decider } from '../decider/decider.js';
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
): ReceptionistEvent[] => {
  switch (command.type) {
    case 'CreateReceptionist':
      if (state.created) {
        throw new DomainRuleViolation(
          'ReceptionistAlreadyExists',
          'conflict',
          'This receptionist already exists.',
        );
      }
      return [{ type: 'ReceptionistCreated', data: command.data }];
    case 'UpdateReceptionist':
      if (!state.created || state.deleted) throw notFound();
      return [{ type: 'ReceptionistUpdated', data: command.data }];
    case 'DeleteReceptionist': {
      if (!state.created || state.deleted) throw notFound();
      const { released, ...deleted } = command.data;
      return [
        ...(released && !state.numberReleased
          ? [{ type: 'PhoneNumberReleased' as const, data: released }]
          : []),
        { type: 'ReceptionistDeleted', data: deleted },
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
