export * from './health.js';
export * from './proposals.js';
export * from './realtime.js';
export * from './accounts.js';
