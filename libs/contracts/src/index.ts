export * from './health.js';
export * from './proposals.js';
export * from './realtime.js';
export * from './accounts.js';
export * from './proposal-writing.js';
export * from './receptionists.js';
export * from './calls.js';
export * from './billing.js';
