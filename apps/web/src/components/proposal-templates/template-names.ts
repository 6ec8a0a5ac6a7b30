/** The designs: the wizard's three (001 §2), the shared viewer's modern, and its default. */
export const proposalTemplateNames = [
  'vanilla',
  'minimalist',
  'professional',
  'modern',
  'default',
] as const;
export type ProposalTemplateName = (typeof proposalTemplateNames)[number];

/** A design that has its own look; "default" is vanilla's other name. */
export type ProposalDesign = Exclude<ProposalTemplateName, 'default'>;

const designs: readonly string[] = ['vanilla', 'minimalist', 'professional', 'modern'];

/** The design a template choice shows: anything unknown, and "default", is vanilla (000 §3). */
export const resolveTemplate = (choice: string | null | undefined): ProposalDesign =>
  choice && designs.includes(choice) ? (choice as ProposalDesign) : 'vanilla';
