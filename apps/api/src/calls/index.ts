// What other contexts may use of calls: the module and its projections.
export { CallsModule, callProjections } from './calls.module.js';
