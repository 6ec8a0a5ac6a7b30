import type { ProposalSummary } from './sample-types';

// The homeowner's projects, one per project type (000 §3 "proposal summary").
export const proposalSummaries: ProposalSummary[] = [
  {
    id: '1',
    project: 'HVAC System Replacement',
    projectType: 'HVAC',
    status: 'In Progress',
    lastContacted: '2026-11-21',
    amount: 12450,
  },
  {
    id: '2',
    project: 'Roof Repair & Reshingle',
    projectType: 'Roofing',
    status: 'Pending',
    lastContacted: '2026-11-18',
    amount: 9800,
  },
  {
    id: '3',
    project: 'Water Heater Replacement',
    projectType: 'Plumbing',
    status: 'Accepted',
    lastContacted: '2026-11-12',
    amount: 2850,
  },
  {
    id: '4',
    project: 'Backyard Landscape Redesign',
    projectType: 'Landscaping',
    status: 'Declined',
    lastContacted: '2026-11-05',
    amount: 7400,
  },
];
