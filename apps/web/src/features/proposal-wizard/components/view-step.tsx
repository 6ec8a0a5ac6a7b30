import type { GeneratedProposal } from '@vanilla/contracts';
import { RefreshIcon } from '../../../components/icons';
import {
  ProposalDocument,
  type ProposalContact,
} from '../../../components/proposal-templates/proposal-document';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionIntro } from './form-controls';

const designNames: Record<string, string> = {
  minimalist: 'Minimalist',
  vanilla: 'Vanilla',
  professional: 'Professional',
  modern: 'Modern',
};

type ViewStepProps = {
  proposal: GeneratedProposal | null;
  template: string;
  reference?: string;
  contact: ProposalContact;
  isGenerating: boolean;
  onChooseDesign: () => void;
  onRewrite: () => void;
};

/** Step 3 "View Proposal": the written proposal in the chosen design (001 §2). */
export const ViewStep = ({
  proposal,
  template,
  reference,
  contact,
  isGenerating,
  onChooseDesign,
  onRewrite,
}: ViewStepProps) => (
  <section aria-label="View Proposal" className="flex flex-col gap-5">
    <SectionIntro
      className=""
      title="View Proposal"
      description="This is what your client will see. Change the design or rewrite it from your details before you send it."
    />
    {proposal ? (
      <>
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm">
          <span className="text-neutral-600">
            Design:{' '}
            <span className="font-semibold text-neutral-900">
              {designNames[template] ?? 'Vanilla'}
            </span>
          </span>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="secondary" className="px-3 py-1.5" onClick={onChooseDesign}>
              Change design
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={onRewrite}
              disabled={isGenerating}
            >
              <RefreshIcon className="size-4" />
              Rewrite from details
            </Button>
          </div>
        </div>
        <div className="overflow-hidden rounded-2xl border border-neutral-200 shadow-sm">
          <ProposalDocument
            proposal={proposal}
            template={template}
            contact={contact}
            reference={reference}
          />
        </div>
      </>
    ) : (
      <Alert tone="info">
        <p>
          There is no proposal to show yet. Choose a design, then continue: the proposal is written
          from your details.
        </p>
        <button
          type="button"
          onClick={onChooseDesign}
          className="mt-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Go to Choose Design
        </button>
      </Alert>
    )}
  </section>
);
