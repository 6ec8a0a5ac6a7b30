// 000 §2 "Proposal detail": the left navigation's two groups and their sections, in page order.
export const fullProposalSections = [
  'summary',
  'about',
  'testimonials',
  'why-choose',
  'details',
  'system-details',
  'timeline',
  'investment',
  'incentives',
  'financing',
  'warranty',
  'terms',
  'projects',
  'next-steps',
] as const;

export type SectionId = (typeof fullProposalSections)[number];

export const vanillaSummarySections = [
  'summary',
  'why-choose',
  'testimonials',
  'details',
  'investment',
] as const satisfies readonly SectionId[];

export type VanillaSectionId = (typeof vanillaSummarySections)[number];

export const sectionLabels: Record<SectionId, string> = {
  summary: 'Summary',
  about: 'About the contractor',
  testimonials: 'Testimonials',
  'why-choose': 'Why choose us',
  details: 'Project details',
  'system-details': 'System details',
  timeline: 'Timeline',
  investment: 'Investment',
  incentives: 'Incentives & rebates',
  financing: 'Financing',
  warranty: 'Warranty',
  terms: 'Terms',
  projects: 'Recent projects',
  'next-steps': 'Next steps',
};

export type SectionGroupId = 'vanilla' | 'full';

export type SectionGroup = {
  id: SectionGroupId;
  title: string;
  sections: readonly SectionId[];
};

export const sectionGroups: SectionGroup[] = [
  { id: 'vanilla', title: 'Vanilla Summary', sections: vanillaSummarySections },
  { id: 'full', title: 'Full Proposal', sections: fullProposalSections },
];

/** The element id of a section on the page; a section name occurs in both groups. */
export const sectionAnchor = (group: SectionGroupId, section: SectionId): string =>
  `${group}-${section}`;

/** Every section's anchor, in page order. */
export const sectionAnchors: string[] = sectionGroups.flatMap((group) =>
  group.sections.map((section) => sectionAnchor(group.id, section)),
);

/**
 * The section to highlight: the first, in page order, of those now in the reading band; the
 * previous one while none is (between two sections' margins).
 */
export const pickActiveSection = (
  ordered: readonly string[],
  visible: ReadonlySet<string>,
  previous: string,
): string => ordered.find((anchor) => visible.has(anchor)) ?? previous;

// Scrolled this far, the reader is at the end of the page.
const END_OF_PAGE = 0.99;

/**
 * The section to show as being read: the last one once the page is scrolled to its end, which the
 * short last sections may never reach the reading band before.
 */
export const shownSection = (ordered: readonly string[], active: string, progress: number) =>
  progress >= END_OF_PAGE ? (ordered[ordered.length - 1] ?? active) : active;

/** How far down the page the reader is, from 0 to 1. */
export const scrollProgress = (scrollTop: number, scrollHeight: number, viewportHeight: number) => {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
};
