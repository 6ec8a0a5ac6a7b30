// Test helpers, kept out of the package's main entry: `@vanilla/domain/testing`.
export * from './decider/decider-specification.js';
export * from './proposal/proposal-fixtures.js';
