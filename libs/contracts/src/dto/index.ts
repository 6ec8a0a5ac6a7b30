// The request classes the API validates with class-validator. The browser never imports them:
// it imports the plain values and types of `@vanilla/contracts`.
export * from './accounts.dto.js';
export * from './billing.dto.js';
export * from './calls.dto.js';
export * from './company.dto.js';
export * from './follow-ups.dto.js';
export * from './proposal-writing.dto.js';
export * from './proposals.dto.js';
export * from './proposal-reading.dto.js';
export * from './receptionists.dto.js';
export * from './pipeline.dto.js';
export * from './reports.dto.js';
export * from './presence.dto.js';
