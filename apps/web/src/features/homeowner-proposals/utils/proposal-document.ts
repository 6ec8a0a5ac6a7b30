import { formatDollars } from '../../../lib/payments';
import { projectContent } from '../sample-data/project-content';
import type {
  ContractorProposal,
  Fact,
  Milestone,
  PastProject,
  ProjectType,
  Testimonial,
} from '../sample-data/sample-types';
import { cancellationFee, financingPlans, monthlyPayment, paymentSchedule } from './payment-terms';
import {
  fullProposalSections,
  sectionAnchor,
  sectionGroups,
  vanillaSummarySections,
  type SectionGroupId,
  type SectionId,
  type VanillaSectionId,
} from './proposal-sections';
import { formatSampleDate } from './sample-format';

// A section's content as blocks the page knows how to draw.
export type SectionBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'facts'; items: Fact[]; total?: Fact }
  | { kind: 'quotes'; items: Testimonial[] }
  | { kind: 'steps'; items: Milestone[] }
  | { kind: 'projects'; items: PastProject[] };

export type DocumentSection = { id: SectionId; anchor: string; blocks: SectionBlock[] };
export type DocumentGroup = { id: SectionGroupId; title: string; sections: DocumentSection[] };

export type ProposalDocument = {
  title: string;
  address: string;
  /** "Vanilla Summary" (condensed by the AI), then "Full Proposal", in page order. */
  groups: DocumentGroup[];
};

const groupOf = (
  id: SectionGroupId,
  order: readonly SectionId[],
  blocks: Partial<Record<SectionId, SectionBlock[]>>,
): DocumentGroup => ({
  id,
  title: sectionGroups.find((group) => group.id === id)?.title ?? '',
  sections: order.map((section) => ({
    id: section,
    anchor: sectionAnchor(id, section),
    blocks: blocks[section] ?? [],
  })),
});

// How many points the condensed summary keeps of a list.
const SUMMARY_POINTS = 3;

/** The whole sample proposal of one contractor for one project type. */
export const buildProposalDocument = (
  projectType: ProjectType,
  proposal: ContractorProposal,
): ProposalDocument => {
  const content = projectContent[projectType];
  const { contractor, amount, profile } = proposal;
  const price = formatDollars(amount);
  const schedule = paymentSchedule(amount);
  const monthly = financingPlans.map(
    ({ months, annualRatePercent }) =>
      `${formatDollars(monthlyPayment(amount, annualRatePercent, months))} a month for ${months} months at ${annualRatePercent}% APR`,
  );
  const financing = financingPlans.map(({ name }, index) => `${name}: ${monthly[index]}.`);
  const costLines: Fact[] = content.costs.map(({ label, share }) => ({
    label,
    value: formatDollars(Math.round(amount * share)),
  }));
  const total: Fact = { label: 'Total investment', value: price };
  const summary = `${contractor} proposes to ${content.scope}, for ${price}. The work takes about ${content.duration} at ${content.address}.`;

  const vanilla: Record<VanillaSectionId, SectionBlock[]> = {
    summary: [
      { kind: 'text', text: summary },
      {
        kind: 'facts',
        items: [
          { label: 'Contractor', value: contractor },
          { label: 'Price', value: price },
          { label: 'Duration', value: content.duration },
          { label: 'Rating', value: `${proposal.rating.toFixed(1)} out of 5` },
          { label: 'Received', value: formatSampleDate(proposal.dateReceived) },
        ],
      },
    ],
    'why-choose': [{ kind: 'list', items: content.whyChoose.slice(0, SUMMARY_POINTS) }],
    testimonials: [{ kind: 'quotes', items: content.testimonials.slice(0, 1) }],
    details: [{ kind: 'list', items: content.details.slice(0, SUMMARY_POINTS) }],
    investment: [
      {
        kind: 'facts',
        items: [
          { label: 'Deposit at signing', value: formatDollars(schedule.deposit) },
          { label: 'Or finance it', value: monthly[0] },
        ],
        total,
      },
    ],
  };
  const full: Record<SectionId, SectionBlock[]> = {
    summary: [
      { kind: 'text', text: summary },
      {
        kind: 'text',
        text: `Prepared for the homeowner at ${content.address} on ${formatSampleDate(proposal.dateReceived)}.`,
      },
    ],
    about: [
      { kind: 'text', text: profile.about },
      {
        kind: 'facts',
        items: [
          { label: 'In business since', value: String(profile.founded) },
          { label: 'License', value: profile.license },
          { label: 'Based in', value: profile.city },
          { label: 'Customer rating', value: `${proposal.rating.toFixed(1)} out of 5` },
        ],
      },
    ],
    testimonials: [{ kind: 'quotes', items: content.testimonials }],
    'why-choose': [{ kind: 'list', items: content.whyChoose }],
    details: [{ kind: 'list', items: content.details }],
    'system-details': [{ kind: 'facts', items: content.systemDetails }],
    timeline: [{ kind: 'steps', items: content.timeline }],
    investment: [{ kind: 'facts', items: costLines, total }],
    incentives: [
      { kind: 'list', items: content.incentives },
      {
        kind: 'text',
        text: 'Incentives depend on your tax situation and each program’s rules; check with the program before you count on one.',
      },
    ],
    financing: [
      { kind: 'list', items: financing },
      {
        kind: 'text',
        text: 'Financing is offered through a third-party lender, subject to credit approval.',
      },
    ],
    warranty: [{ kind: 'list', items: content.warranty }],
    terms: [
      {
        kind: 'facts',
        items: [
          { label: 'Deposit at signing (20%)', value: formatDollars(schedule.deposit) },
          { label: 'When work begins (40%)', value: formatDollars(schedule.onStart) },
          { label: 'On completion (40%)', value: formatDollars(schedule.onCompletion) },
        ],
      },
      {
        kind: 'text',
        text: `You may cancel free of charge within 3 business days of signing. After that you lose the deposit or 10% of the total, whichever is less (${formatDollars(cancellationFee(amount))} here).`,
      },
    ],
    projects: [{ kind: 'projects', items: content.projects }],
    'next-steps': [{ kind: 'steps', items: content.nextSteps.map(nextStep) }],
  };

  return {
    title: `${content.project} proposal from ${contractor}`,
    address: content.address,
    groups: [
      groupOf('vanilla', vanillaSummarySections, vanilla),
      groupOf('full', fullProposalSections, full),
    ],
  };
};

const nextStep = (text: string, index: number): Milestone => ({
  title: `Step ${index + 1}`,
  detail: text,
});
