import { sendProposalMessages } from '@vanilla/contracts';
import type { SendChannel, SendProposalResponse, ShareProposalResponse } from '@vanilla/contracts';
import { Link } from 'react-router';
import { ArrowRightIcon, CheckCircleIcon, MailIcon, SendIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import type { ShareDetailErrors, ShareDetails } from '../utils/share-payload';
import { InputField, SectionIntro } from './form-controls';

// What the last Send Proposal did: where each message went, or the reason none went.
export type SendResult =
  { ok: true; sent: SendProposalResponse['sent'] } | { ok: false; message: string };

const CHANNELS: ReadonlyArray<{ channel: SendChannel; label: string; sentBy: string }> = [
  { channel: 'email', label: 'Email', sentBy: 'email' },
  { channel: 'sms', label: 'Text message', sentBy: 'text message' },
];

const sentBy = (channel: SendChannel) =>
  CHANNELS.find((option) => option.channel === channel)?.sentBy ?? channel;

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
  onClientPhoneChange: (clientPhone: string) => void;
  // The channels Send Proposal uses (Super Pro).
  channels: SendChannel[];
  onChannelsChange: (channels: SendChannel[]) => void;
  onValueChange: (value: string) => void;
  // The last day the link works (a date field's YYYY-MM-DD), sent as the share's expiry.
  validUntil: string;
  validUntilError: string | null;
  onValidUntilChange: (validUntil: string) => void;
  dashboardPath: string;
  onGenerateLink: () => void;
  onSend: () => void;
  onWriteProposal: () => void;
  // Sending from here is Super Pro's (000 §9); other plans see why, and keep the link to copy.
  canSend: boolean;
  pricingPath: string;
  isSending: boolean;
  sendResult: SendResult | null;
};

/**
 * Step 4 "Send & Track" (001 §2): a link to the proposal, and (Super Pro) Send Proposal, which
 * mails and/or texts the link to the client from the app (the phone prefilled from the form). Both need a written proposal; without one they are
 * disabled and a note says why. On other plans Send Proposal is locked, a note says why and where
 * to upgrade, and the link can still be copied. Before sharing, it asks for what the proposal may
 * not hold: who the client is, the client's email (to mail it) and the value.
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
  onClientPhoneChange,
  channels,
  onChannelsChange,
  onValueChange,
  validUntil,
  validUntilError,
  onValidUntilChange,
  dashboardPath,
  onGenerateLink,
  onSend,
  onWriteProposal,
  canSend,
  pricingPath,
  isSending,
  sendResult,
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
          hint="Send Proposal mails the link to this address."
        />
        {canSend && channels.includes('sms') && (
          <InputField
            label="Client mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={details.clientPhone}
            onChange={onClientPhoneChange}
            error={detailErrors.clientPhone}
            hint="Send Proposal texts the link to this number."
          />
        )}
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
        {!share && (
          <InputField
            label="Valid until"
            type="date"
            value={validUntil}
            onChange={onValidUntilChange}
            error={validUntilError ?? undefined}
            hint="The link stops working after this day; you can extend it from your dashboard."
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

    {sendResult?.ok && (
      <Alert tone="success">
        {sendResult.sent.map(({ channel, address }) => (
          <p key={channel}>
            Proposal sent by {sentBy(channel)} to {address}.
          </p>
        ))}
      </Alert>
    )}
    {sendResult && !sendResult.ok && <Alert tone="error">{sendResult.message}</Alert>}

    {hasProposal && canSend && (
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 text-sm font-semibold text-neutral-800">Send by</legend>
        {CHANNELS.map(({ channel, label }) => (
          <label key={channel} className="inline-flex items-center gap-2 text-sm text-neutral-800">
            <input
              type="checkbox"
              className="size-4 rounded border-neutral-300 text-brand-600 focus:ring-brand-500"
              checked={channels.includes(channel)}
              onChange={(event) =>
                onChannelsChange(
                  event.target.checked
                    ? CHANNELS.map((option) => option.channel).filter(
                        (option) => option === channel || channels.includes(option),
                      )
                    : channels.filter((chosen) => chosen !== channel),
                )
              }
            />
            {label}
          </label>
        ))}
      </fieldset>
    )}

    <div className="flex flex-col gap-3 sm:flex-row">
      {!share && (
        <Button onClick={onGenerateLink} disabled={!hasProposal || isSharing}>
          <SendIcon className="size-4" />
          {isSharing ? 'Generating link…' : 'Generate Link'}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={onSend}
        disabled={!hasProposal || !canSend || isSharing || isSending}
      >
        <MailIcon className="size-4" />
        {isSending ? 'Sending…' : 'Send Proposal'}
      </Button>
    </div>
    {canSend ? (
      <p className="text-sm text-neutral-500">
        {channels.includes('email') &&
          `Send Proposal emails your client the link${details.clientEmail.trim() ? ` at ${details.clientEmail.trim()}` : ''}, with your company’s logo and details. `}
        {channels.includes('sms') &&
          'The text names your company and the proposal, carries the link and lets your client reply STOP to opt out.'}
      </p>
    ) : (
      <p className="text-sm text-neutral-500">
        {sendProposalMessages.superProOnly}{' '}
        <Link to={pricingPath} className="font-semibold text-brand-700 hover:underline">
          See plans
        </Link>
      </p>
    )}
  </section>
);
