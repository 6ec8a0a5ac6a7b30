// The wizard's shape (001 §2, §4): four steps, the first split into nine sub-steps.

export type WizardStep = 1 | 2 | 3 | 4;

export const wizardSteps: ReadonlyArray<{ step: WizardStep; title: string }> = [
  { step: 1, title: 'Proposal Details' },
  { step: 2, title: 'Choose Design' },
  { step: 3, title: 'View Proposal' },
  { step: 4, title: 'Send & Track' },
];

export const detailSubSteps = [
  'Setup',
  'Company Info',
  'Project Details',
  'System Details',
  'System Requirements',
  'Timeline',
  'Price & Financing',
  'Warranty',
  'Testimonials',
] as const;

export const LAST_SUB_STEP = detailSubSteps.length - 1;

/** Where the wizard is: `subStep` (0-8) only means something on step 1. */
export type WizardPosition = { step: WizardStep; subStep: number };

export const positionTitle = ({ step, subStep }: WizardPosition): string =>
  step === 1
    ? (detailSubSteps[subStep] ?? 'Proposal Details')
    : (wizardSteps.find((entry) => entry.step === step)?.title ?? '');
