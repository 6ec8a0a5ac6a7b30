export * from './decider/decider.js';
export * from './decider/decider-specification.js';
export * from './proposal/proposal-commands.js';
export * from './proposal/proposal-decider.js';
export * from './proposal/proposal-events.js';
