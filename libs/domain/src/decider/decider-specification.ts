import { fold, DomainRuleViolation } from './decider.js';
import type { Decider, DomainCommand, DomainEvent } from './decider.js';

// Given(events) / When(command) / Then(events) for deciders, usable from any test runner:
// `then` and `thenThrows` throw an Error describing the mismatch.
export const DeciderSpecification = {
  for<State, Command extends DomainCommand, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
  ) {
    return {
      given(events: Event[] = []) {
        return {
          when(command: Command) {
            const run = (): Event[] => decider.decide(command, fold(decider, events));
            return {
              then(expected: Event[]): void {
                const actual = run();
                const a = JSON.stringify(actual);
                const e = JSON.stringify(expected);
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
