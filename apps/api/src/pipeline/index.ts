// What other contexts may use of the pipeline (contacts, jobs, invoices, notes): the module and
// its projections, and its reader (the Customer report reads the pipeline by stage).
export { PipelineModule, pipelineProjections } from './pipeline.module.js';
export { PipelineReader } from './pipeline-reader.js';
export type { PipelineFigureScope, PipelineStageFigures } from './pipeline-reader.js';
export { toE164 } from './contact-keys.js';
