import type { AiTeamMember } from '@vanilla/contracts';

// 001 §2 "AI Team" and §3 "AI member": the other members of an AI team, shown below the
// company's own receptionists and labelled as sample data.
export const sampleAiMembers: readonly AiTeamMember[] = [
  {
    id: 'sample-sales-coach',
    name: 'Coach Quinn',
    role: 'Sales Coach',
    status: 'active',
    lastUtilized: '2026-03-02T16:40:00.000Z',
    jobsCompleted: 48,
    accuracy: 94,
    notes: 'Reviews proposals before they go out and suggests a good-better-best option.',
  },
  {
    id: 'sample-scheduling-assistant',
    name: 'Sched',
    role: 'Scheduling Assistant',
    status: 'active',
    lastUtilized: '2026-03-03T14:05:00.000Z',
    jobsCompleted: 132,
    accuracy: 98,
    notes: 'Books technician visits into open calendar slots and sends reminders.',
  },
  {
    id: 'sample-business-analyst',
    name: 'Metric',
    role: 'Business Analyst',
    status: 'active',
    lastUtilized: '2026-02-27T09:15:00.000Z',
    jobsCompleted: 21,
    accuracy: 91,
    notes: 'Weekly summary of proposals won, average job value and slow follow-ups.',
  },
  {
    id: 'sample-marketing-specialist',
    name: 'Spark',
    role: 'Marketing Specialist',
    status: 'inactive',
    lastUtilized: '2026-01-19T18:30:00.000Z',
    jobsCompleted: 9,
    accuracy: 87,
    notes: 'Drafts seasonal tune-up campaigns; paused until spring.',
  },
];
