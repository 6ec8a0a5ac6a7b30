// What other contexts may use of reports: the module and its projections.
export { ReportsModule, reportProjections } from './reports.module.js';
