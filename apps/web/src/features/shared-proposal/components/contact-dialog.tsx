import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircleIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { sendProposalMessage } from '../api/shared-proposal-api';
import { EMAIL_PATTERN } from '../utils/signature-validation';
import { Modal } from './modal';

type ContactDialogProps = { token: string; companyName: string; onClose: () => void };

type Field = 'name' | 'email' | 'message';

// The server's own rules for POST /api/proposal-message, checked here first.
const firstProblem = (name: string, email: string, message: string) => {
  if (name.trim() === '') return { field: 'name' as Field, text: 'Please provide your name' };
  if (email.trim() === '') {
    return { field: 'email' as Field, text: 'Please provide your email address' };
  }
  if (!EMAIL_PATTERN.test(email.trim())) {
    return { field: 'email' as Field, text: 'Please provide a valid email address' };
  }
  if (message.trim() === '') return { field: 'message' as Field, text: 'Please write a message' };
  return null;
};

/**
 * "Contact About This Proposal": name, email and a message for the company, sent with
 * POST /api/proposal-message, then a confirmation.
 */
export const ContactDialog = ({ token, companyName, onClose }: ContactDialogProps) => {
  const [isSending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ field: Field | null; text: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = firstProblem(name, email, message);
    setProblem(found);
    if (found) {
      const input = formRef.current?.elements.namedItem(found.field);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSending(true);
    try {
      await sendProposalMessage({
        token,
        name: name.trim(),
        email: email.trim(),
        message: message.trim(),
      });
      setSentTo(email.trim());
    } catch (error) {
      console.error('Sending the message failed', error);
      setProblem({
        field: null,
        text: apiErrorMessage(
          error,
          'Your message could not be sent. Please try again.',
          'Network error. Please check your connection and try again.',
        ),
      });
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <Modal title="Contact About This Proposal" onClose={onClose}>
        <div role="status" className="flex flex-col items-center py-2 text-center">
          <CheckCircleIcon className="size-12 text-emerald-600" />
          <p className="mt-3 text-xl font-bold text-neutral-950">Message sent</p>
          <p className="mt-2 text-sm text-neutral-600">
            {companyName} will reply to{' '}
            <span className="font-semibold break-words text-neutral-900">{sentTo}</span>.
          </p>
          <Button className="mt-6 w-full sm:w-auto" onClick={onClose}>
            Close
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title="Contact About This Proposal"
      description={<>Ask {companyName} a question or request a change.</>}
      onClose={onClose}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          value={name}
          invalid={problem?.field === 'name'}
          onChange={(event) => setName(event.target.value)}
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
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <span className="mb-1.5 block text-sm font-medium text-neutral-800">
            <label htmlFor={messageId}>Message</label>
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          </span>
          <textarea
            id={messageId}
            name="message"
            required
            rows={5}
            maxLength={5000}
            value={message}
            aria-invalid={problem?.field === 'message' || undefined}
            onChange={(event) => setMessage(event.target.value)}
            className={`block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none sm:text-sm ${
              problem?.field === 'message' ? 'border-red-400' : 'border-neutral-300'
            }`}
          />
        </div>
        {problem && <Alert tone="error">{problem.text}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSending}>
            {isSending ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
