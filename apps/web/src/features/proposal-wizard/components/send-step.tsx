import type { ShareProposalResponse } from '@vanilla/contracts';
import { Link } from 'react-router';
import { ArrowRightIcon, CheckCircleIcon, MailIcon, SendIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import type { ShareDetailErrors, ShareDetails } from '../utils/share-payload';
import { InputField, SectionIntro } from './form-controls';

type SendStepProps = {
  hasProposal: boolean;
  share: ShareProposalResponse | null;
  isSharing: boolean;
  error: string | null;
  clientName: string;
  details: ShareDetails;
  detailErrors: ShareDetailErrors;
  onClientNameChange: (clientName: string) => void;
  onClientEmailChange: (clientEmail: string) => void;
  onValueChange: (value: string) => void;
  dashboardPath: string;
  onGenerateLink: () => void;
  onSend: () => void;
  onWriteProposal: () => void;
};

/**
 * Step 4 "Send & Track" (001 §2): a link to the proposal, and the device's mail app to send it.
 * Both need a written proposal; without one they are disabled and a note says why. Before
 * sharing, it asks for what the proposal may not hold: who the client is, the client's email (to
 * mail it) and the value.
 */
export const SendStep = ({
  hasProposal,
  share,
  isSharing,
  error,
  clientName,
  details,
  detailErrors,
  onClientNameChange,
  onClientEmailChange,
  onValueChange,
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

    {hasProposal && (
      <fieldset className="grid grid-cols-1 gap-5 rounded-2xl border border-neutral-200 bg-neutral-50/60 p-4 sm:grid-cols-2 sm:p-5">
        <legend className="sr-only">Client and value</legend>
        {!share && (
          <InputField
            label="Client name"
            autoComplete="off"
            value={clientName}
            onChange={onClientNameChange}
          />
        )}
        <InputField
          label="Client email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={details.clientEmail}
          onChange={onClientEmailChange}
          error={detailErrors.clientEmail}
          hint="Send Proposal addresses the link to this email."
        />
        {!share && (
          <InputField
            label="Proposal value"
            prefix="$"
            inputMode="decimal"
            value={details.value}
            onChange={onValueChange}
            error={detailErrors.value}
            hint="Shown as this proposal’s value on your Proposals dashboard."
          />
        )}
      </fieldset>
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
      {details.clientEmail.trim() ? ` addressed to ${details.clientEmail.trim()}` : ''}; nothing is
      sent until you press send there.
    </p>
  </section>
);
