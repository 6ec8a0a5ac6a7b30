import type { ConsentDisclosure } from '@vanilla/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney } from '../../../lib/format';
import type { SignatureSubmission, SigningState } from '../hooks/use-proposal-signing';
import { useSignaturePad } from '../hooks/use-signature-pad';
import {
  signatureMessages,
  validateSignature,
  type SignatureProblem,
} from '../utils/signature-validation';
import { Modal } from './modal';

type SignatureDialogProps = {
  proposalTitle: string;
  companyName: string;
  /** The consent to sign electronically, as the server records it: shown before the pad. */
  disclosure: ConsentDisclosure;
  /** The option and add-ons being signed for, when the proposal offers a choice. */
  choice: { names: string; total: number } | null;
  signing: SigningState;
  /** The name and email the form starts with (those of a refused signature). */
  defaults: { name: string; email: string };
  onSubmit: (submission: SignatureSubmission) => void;
  /** Cancel, Escape, the close button, and Close after signing. */
  onClose: () => void;
  /** Sends the same signature again after a failure. */
  onResend: () => void;
  /** Back to the form after a refusal that a new signature may fix. */
  onSignAgain: () => void;
};

const smallButton = 'px-3 py-2';

const downloadPng = (dataUrl: string) => {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = 'proposal-signature.png';
  link.click();
};

type ConsentProps = {
  disclosure: ConsentDisclosure;
  checked: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
};

// ESIGN §101(c) / UETA §5: the client reads what signing electronically means for them and agrees
// before signing; the server records the version and hash of exactly this text.
const ConsentNotice = ({ disclosure, checked, invalid, onChange }: ConsentProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-neutral-800">
        Consent to electronic records and signatures
      </h3>
      <div
        tabIndex={0}
        aria-labelledby={headingId}
        className="max-h-32 overflow-y-auto rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-xs leading-relaxed text-neutral-600 focus:outline-2 focus:outline-brand-500"
      >
        {disclosure.text.split('\n\n').map((paragraph) => (
          <p key={paragraph} className="mb-2 last:mb-0">
            {paragraph}
          </p>
        ))}
      </div>
      <label
        className={`flex items-start gap-2 text-sm text-neutral-800 ${invalid ? 'text-red-700' : ''}`}
      >
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>I have read this notice and agree to use electronic records and signatures.</span>
      </label>
    </section>
  );
};

type SignatureFormProps = {
  disclosure: ConsentDisclosure;
  name: string;
  email: string;
  onNameChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  onSubmit: (submission: SignatureSubmission) => void;
  onCancel: () => void;
};

// The pad lives and dies with the form, so signing again after a failure starts on a fresh one.
const SignatureForm = ({
  disclosure,
  name,
  email,
  onNameChange,
  onEmailChange,
  onSubmit,
  onCancel,
}: SignatureFormProps) => {
  const { canvasRef, isEmpty, clear, toPng, hasSignature, drawTypedName } = useSignaturePad();
  const formRef = useRef<HTMLFormElement>(null);
  const padLabelId = useId();
  const padHintId = useId();
  const [consent, setConsent] = useState(false);
  const [reported, setProblem] = useState<SignatureProblem | null>(null);
  // A missing signature or consent stops being a problem the moment it is given.
  const problem =
    (reported?.field === 'signature' && !isEmpty) || (reported?.field === 'consent' && consent)
      ? null
      : reported;

  const focusField = (field: 'name' | 'email' | 'consent') => {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignature({ hasSignature: hasSignature(), name, email, consent });
    setProblem(found);
    if (found) {
      if (found.field !== 'signature') focusField(found.field);
      return;
    }
    onSubmit({ signature: toPng(), name, email, consent: true });
  };

  const signWithTypedName = () => {
    if (name.trim() === '') {
      setProblem({ field: 'name', message: signatureMessages.name });
      focusField('name');
      return;
    }
    setProblem(null);
    void drawTypedName(name);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ConsentNotice
        disclosure={disclosure}
        checked={consent}
        invalid={problem?.field === 'consent'}
        onChange={setConsent}
      />
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <span id={padLabelId} className="text-sm font-medium text-neutral-800">
            Signature
          </span>
          <button
            type="button"
            onClick={signWithTypedName}
            className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Use my typed name
          </button>
        </div>
        <div
          className={`relative overflow-hidden rounded-xl border-2 border-dashed bg-white ${
            problem?.field === 'signature' ? 'border-red-400' : 'border-neutral-300'
          }`}
        >
          <canvas
            ref={canvasRef}
            role="img"
            aria-labelledby={padLabelId}
            aria-describedby={padHintId}
            className="block h-[200px] w-full cursor-crosshair touch-none select-none"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-5 bottom-11 flex items-end gap-2 border-b border-neutral-300 text-neutral-400"
          >
            <span className="-mb-0.5 text-lg leading-none">×</span>
          </div>
          {isEmpty && (
            <p
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 top-14 text-center text-sm text-neutral-400"
            >
              Sign here
            </p>
          )}
        </div>
        <p id={padHintId} className="mt-1.5 text-xs text-neutral-500">
          Draw with your finger, a pen or the mouse, or use your typed name.
        </p>
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" className={smallButton} onClick={clear}>
            Clear
          </Button>
          <Button
            variant="secondary"
            className={smallButton}
            disabled={isEmpty}
            onClick={() => downloadPng(toPng())}
          >
            Download
          </Button>
        </div>
      </div>

      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={name}
        invalid={problem?.field === 'name'}
        onChange={(event) => onNameChange(event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        invalid={problem?.field === 'email'}
        onChange={(event) => onEmailChange(event.target.value)}
      />

      <p className="text-xs leading-relaxed text-neutral-500">
        By selecting Submit you agree that your electronic signature is the legal equivalent of your
        handwritten signature on this proposal. Your name, email, IP address and device are recorded
        with it as evidence.
      </p>

      {problem && <Alert tone="error">{problem.message}</Alert>}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          aria-disabled={isEmpty}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-brand-600"
        >
          Submit
        </Button>
      </div>
    </form>
  );
};

/**
 * The signature dialog (000 §2, §5, §9): a drawing pad with Clear and Download, full name and
 * email, Cancel and Submit. Submit and Download read as disabled while the pad is empty; Submit
 * still answers with the first broken rule, in the spec's order, so nobody is left guessing.
 * After Submit it thanks the signer at once (000 §4) and says so if the server refused.
 */
export const SignatureDialog = ({
  proposalTitle,
  companyName,
  disclosure,
  choice,
  signing,
  defaults,
  onSubmit,
  onClose,
  onResend,
  onSignAgain,
}: SignatureDialogProps) => {
  const [name, setName] = useState(defaults.name);
  const [email, setEmail] = useState(defaults.email);

  if (signing.status === 'idle') {
    return (
      <Modal
        title="Sign This Proposal"
        description={
          <>
            &ldquo;{proposalTitle}&rdquo; from {companyName}
          </>
        }
        onClose={onClose}
      >
        {choice && (
          <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-neutral-800 ring-1 ring-brand-200">
            You are signing for <span className="font-semibold">{choice.names}</span>, a total of{' '}
            <span className="font-semibold tabular-nums">{formatMoney(choice.total)}</span>.
          </p>
        )}
        <SignatureForm
          disclosure={disclosure}
          name={name}
          email={email}
          onNameChange={setName}
          onEmailChange={setEmail}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      </Modal>
    );
  }

  const failed = signing.status === 'failed';
  return (
    <Modal title="Sign This Proposal" onClose={onClose}>
      <div className="flex flex-col items-center py-2 text-center">
        {failed ? (
          <>
            <AlertCircleIcon className="size-12 text-red-600" />
            <p className="mt-3 text-xl font-bold text-neutral-950">
              Your signature was not recorded
            </p>
            <Alert tone="error" className="mt-4 w-full text-left">
              {signing.message}
            </Alert>
          </>
        ) : (
          <div role="status" className="flex flex-col items-center">
            <CheckCircleIcon className="size-12 text-emerald-600" />
            <p className="mt-3 text-xl font-bold text-neutral-950">Thank you for signing!</p>
            <p className="mt-2 text-sm text-neutral-600">
              A confirmation email will be sent to{' '}
              <span className="font-semibold break-words text-neutral-900">{signing.email}</span>.
            </p>
            {signing.status === 'sending' && (
              <p className="mt-2 text-xs text-neutral-500">Saving your signature…</p>
            )}
          </div>
        )}
        <div className="mt-6 flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Button variant={failed ? 'secondary' : 'primary'} onClick={onClose}>
            Close
          </Button>
          {failed && signing.retry === 'resend' && (
            <Button onClick={onResend}>Send my signature again</Button>
          )}
          {failed && signing.retry === 'sign-again' && (
            <Button onClick={onSignAgain}>Sign again</Button>
          )}
        </div>
      </div>
    </Modal>
  );
};
