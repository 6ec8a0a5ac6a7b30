// Emmett-style deciders: aggregates are plain data folded by pure functions. No framework, no I/O.

export type DomainEvent<Type extends string = string, Data = Record<string, unknown>> = {
  type: Type;
  data: Data;
};

export type DomainCommand<Type extends string = string, Data = Record<string, unknown>> = {
  type: Type;
  data: Data;
};

// What a decision may depend on besides the command and the state: the clock, passed in so
// deciders stay pure and their events' `...At` times are the caller's.
export type DecideContext = { now: Date };

export type Decider<State, Command extends DomainCommand, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, context: DecideContext) => Event[];
};

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, DomainCommand, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());

// Why a command was refused. `kind` tells the transport layer which status to answer
// (not_found → 404, gone → 410, conflict → 409, invalid → 400, payment_required → 402).
export type RuleViolationKind = 'not_found' | 'gone' | 'conflict' | 'invalid' | 'payment_required';

export class DomainRuleViolation extends Error {
  constructor(
    readonly code: string,
    readonly kind: RuleViolationKind,
    message: string,
    // More for the caller than the message says (e.g. `{ expired: true }`), sent with it.
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'DomainRuleViolation';
  }
}
