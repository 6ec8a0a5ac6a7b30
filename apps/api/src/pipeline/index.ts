// What other contexts may use of the pipeline (contacts, jobs, invoices, notes): the module and
// its projections.
export { PipelineModule, pipelineProjections } from './pipeline.module.js';
