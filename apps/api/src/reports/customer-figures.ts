import type { ReportFigures } from '@vanilla/contracts';
import { contactStages, stageRank } from '@vanilla/domain';
import type { PipelineStageFigures } from '../pipeline/index.js';
import { bucketsOf } from './performance-figures.js';

// A contact whose stage (other than Paid) began longer ago than this is "stuck".
export const STUCK_DAYS = 14;

const sources = [
  { key: 'call', label: 'Calls' },
  { key: 'proposal', label: 'Proposals' },
  { key: 'manual', label: 'Manual' },
] as const;

const DAY_MS = 86_400_000;

// The Customer template (issue 17), from the pipeline's reading of the range (see
// PipelineReader.stageFigures): the funnel counts every contact that reached a stage or went
// further, so each bar holds the next; new leads by how they came (an imported file counts as
// manual); the contacts stuck in a stage for more than STUCK_DAYS days as of `now`.
export const customerFigures = (
  data: PipelineStageFigures,
  { from, to, now }: { from: string; to: string; now: Date },
): ReportFigures => {
  const at = (stage: string) => data.stages.find((row) => row.stage === stage)?.n ?? 0;
  const reached = contactStages.map((stage) =>
    data.stages
      .filter((row) => stageRank(row.stage) >= stageRank(stage))
      .reduce((sum, row) => sum + row.n, 0),
  );
  const newBy = (key: string) =>
    data.sources
      .filter((row) => (row.source === 'import' ? 'manual' : row.source) === key)
      .reduce((sum, row) => sum + row.n, 0);
  const newLeads = sources.reduce((sum, { key }) => sum + newBy(key), 0);
  return {
    bucket: bucketsOf(from, to).bucket,
    figures: [
      { key: 'contacts', label: 'Contacts in the pipeline', unit: 'count', value: reached[0] },
      { key: 'new_leads', label: 'New leads', unit: 'count', value: newLeads },
      { key: 'paid', label: 'Paid', unit: 'count', value: at('Paid') },
      {
        key: 'stuck',
        label: `Stuck more than ${STUCK_DAYS} days`,
        unit: 'count',
        value: data.stuck.length,
      },
    ],
    series: [
      {
        key: 'funnel',
        label: 'Pipeline by stage',
        chart: 'funnel',
        unit: 'count',
        points: contactStages.map((stage, i) => ({ label: stage, value: reached[i] })),
      },
      {
        key: 'new_leads_by_source',
        label: 'New leads by source',
        chart: 'bar',
        unit: 'count',
        points: sources.map(({ key, label }) => ({ label, value: newBy(key) })),
      },
    ],
    tables: [
      {
        key: 'by_stage',
        label: 'By stage',
        columns: ['Stage', 'Reached', 'Now at this stage'],
        rows: contactStages.map((stage, i) => [stage, reached[i], at(stage)]),
      },
      {
        key: 'stuck',
        label: `Stuck in a stage for more than ${STUCK_DAYS} days`,
        columns: ['Contact', 'Stage', 'Since', 'Days'],
        rows: data.stuck.map((row) => [
          row.name || 'Unnamed contact',
          row.stage,
          row.stage_since.toISOString().slice(0, 10),
          Math.floor((now.getTime() - row.stage_since.getTime()) / DAY_MS),
        ]),
      },
    ],
  };
};
