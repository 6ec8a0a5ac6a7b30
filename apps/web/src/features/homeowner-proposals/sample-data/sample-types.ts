// The shapes of the homeowner demo's sample data (000 §3 "Demo entities"), with the project and
// contractor facts a proposal page needs besides.

import type { HomeProjectType } from '@vanilla/contracts';

// The project types are the route table's (the server answers 404 for any other).
export type ProjectType = HomeProjectType;

// 000 §4: the demo proposal statuses, each with its colour.
export type DemoStatus = 'In Progress' | 'Pending' | 'Accepted' | 'Declined';

export type ProposalSummary = {
  id: string;
  project: string;
  projectType: ProjectType;
  status: DemoStatus;
  /** ISO date. */
  lastContacted: string;
  amount: number;
};

export type ContractorProfile = {
  founded: number;
  license: string;
  city: string;
  about: string;
};

export type ContractorProposal = {
  id: string;
  contractor: string;
  amount: number;
  /** ISO date. */
  dateReceived: string;
  status: DemoStatus;
  rating: number;
  profile: ContractorProfile;
};

export type Testimonial = { quote: string; name: string; place: string };
export type Milestone = { title: string; detail: string };
export type Fact = { label: string; value: string };
/** A share of the price, e.g. equipment 0.6. */
export type CostLine = { label: string; share: number };
export type PastProject = { title: string; place: string; detail: string };

/** What every proposal for one project type says, whoever the contractor is. */
export type ProjectContent = {
  project: string;
  address: string;
  /** Completes "… proposes to …". */
  scope: string;
  duration: string;
  whyChoose: string[];
  testimonials: Testimonial[];
  details: string[];
  systemDetails: Fact[];
  timeline: Milestone[];
  costs: CostLine[];
  incentives: string[];
  warranty: string[];
  projects: PastProject[];
  nextSteps: string[];
};
