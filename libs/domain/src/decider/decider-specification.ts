import { fold, DomainRuleViolation } from './decider.js';
import type { DecideContext, Decider, DomainCommand, DomainEvent } from './decider.js';

// JSON with every object's keys sorted: events are compared by what they say, not by the order
// their fields were spread in (a JSON store does not keep that order either).
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

// Given(events) / When(command) / Then(events) for deciders, usable from any test runner:
// `then` and `thenThrows` throw an Error describing the mismatch. `context` is the clock the
// decider reads (its events' times).
export const DeciderSpecification = {
  for<State, Command extends DomainCommand, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    context: DecideContext = { now: new Date() },
  ) {
    return {
      given(events: Event[] = []) {
        return {
          when(command: Command) {
            const run = (): Event[] => decider.decide(command, fold(decider, events), context);
            return {
              then(expected: Event[]): void {
                const actual = run();
                const a = canonical(actual);
                const e = canonical(expected);
                if (a !== e) throw new Error(`expected events ${e}\n     but got ${a}`);
              },
              thenThrows(code: string): void {
                let produced: Event[] | undefined;
                try {
                  produced = run();
                } catch (error) {
                  if (error instanceof DomainRuleViolation && error.code === code) return;
                  throw new Error(`expected rule violation ${code} but got ${String(error)}`, {
                    cause: error,
                  });
                }
                throw new Error(
                  `expected rule violation ${code} but got events ${JSON.stringify(produced)}`,
                );
              },
            };
          },
        };
      },
    };
  },
};
