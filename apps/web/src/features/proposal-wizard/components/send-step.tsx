import type { ShareProposalResponse } from '@vanilla/contracts';
import { Link } from 'react-router';
import { ArrowRightIcon, CheckCircleIcon, MailIcon, SendIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { SectionIntro } from './form-controls';

type SendStepProps = {
  hasProposal: boolean;
  share: ShareProposalResponse | null;
  isSharing: boolean;
  error: string | null;
  clientEmail: string;
  dashboardPath: string;
  onGenerateLink: () => void;
  onSend: () => void;
  onWriteProposal: () => void;
};

/**
 * Step 4 "Send & Track" (001 §2): a link to the proposal, and the device's mail app to send it.
 * Both need a written proposal; without one they are disabled and a note says why.
 */
export const SendStep = ({
  hasProposal,
  share,
  isSharing,
  error,
  clientEmail,
  dashboardPath,
  onGenerateLink,
  onSend,
  onWriteProposal,
}: SendStepProps) => (
  <section aria-label="Send & Track" className="flex flex-col gap-6">
    <SectionIntro
      className=""
      title="Send & Track"
      description="Share a link your client can open on any device and sign. Every view and signature shows up on your dashboard as it happens."
    />

    {!hasProposal && (
      <Alert tone="info">
        <p>Generate a proposal first: Generate Link and Send Proposal need a written proposal.</p>
        <button
          type="button"
          onClick={onWriteProposal}
          className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Go to Proposal Details
          <ArrowRightIcon className="size-4" />
        </button>
      </Alert>
    )}

    {error && <Alert tone="error">{error}</Alert>}

    {share && (
      <div className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4 sm:p-5">
        <div role="status" className="flex items-start gap-3 text-sm text-emerald-800">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Your proposal is shared.</p>
            <p>
              Anyone with this link can read and sign it. Send it to your client below or copy it.
            </p>
          </div>
        </div>
        <CopyField label="Share link" value={share.shareLink} />
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <a
            href={share.shareLink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Open the link
            <ArrowRightIcon className="size-4" />
          </a>
          <Link
            to={dashboardPath}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            Track it on your Proposals dashboard
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    )}

    <div className="flex flex-col gap-3 sm:flex-row">
      {!share && (
        <Button onClick={onGenerateLink} disabled={!hasProposal || isSharing}>
          <SendIcon className="size-4" />
          {isSharing ? 'Generating link…' : 'Generate Link'}
        </Button>
      )}
      <Button variant="secondary" onClick={onSend} disabled={!hasProposal || isSharing}>
        <MailIcon className="size-4" />
        Send Proposal
      </Button>
    </div>
    <p className="text-sm text-neutral-500">
      Send Proposal opens your email app with the link
      {clientEmail.trim() ? ` addressed to ${clientEmail.trim()}` : ''}; nothing is sent until you
      press send there.
    </p>
  </section>
);
