import { DECLINE_REASON_MAX_LENGTH, type ExpiredProposalResponse } from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { AlertCircleIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/form-fields';
import { apiErrorMessage } from '../../../lib/api-error';
import { requestNewLink } from '../api/shared-proposal-api';

type ExpiredProposalProps = { token: string; expired: ExpiredProposalResponse };

type Ask = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/** The page of a link past its expiry: whose proposal it was, and a way to ask for a new link. */
export const ExpiredProposal = ({ token, expired }: ExpiredProposalProps) => {
  const [ask, setAsk] = useState<Ask>({ status: 'idle' });
  const [message, setMessage] = useState('');
  const company = expired.company_name || 'the company that sent it';
  const send = (event: FormEvent) => {
    event.preventDefault();
    setAsk({ status: 'sending' });
    requestNewLink(token, message.trim()).then(
      () => setAsk({ status: 'sent' }),
      (error: unknown) =>
        setAsk({
          status: 'failed',
          message: apiErrorMessage(
            error,
            'We could not send your request. Please try again.',
            'Network error. Please try again later.',
          ),
        }),
    );
  };
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-5 py-20 text-center sm:py-28">
      <title>This proposal has expired</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-100">
        <AlertCircleIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
        This proposal has expired
      </h1>
      <p className="mt-3 text-neutral-700">
        {expired.title ? `"${expired.title}" from ${company}` : `This proposal from ${company}`} is
        no longer open for signing.
      </p>
      <div className="mt-6 w-full" aria-live="polite">
        {ask.status === 'sent' ? (
          <p role="status" className="font-medium text-neutral-900">
            We told {company} you would like a new link. They will be in touch.
          </p>
        ) : (
          <form onSubmit={send} className="flex flex-col gap-4 text-left">
            <TextArea
              label={`Message to ${company} (optional)`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={DECLINE_REASON_MAX_LENGTH}
              rows={3}
              placeholder="For example: still interested, can we talk about the start date?"
            />
            <Button
              type="submit"
              disabled={ask.status === 'sending'}
              className="w-full sm:w-auto sm:self-center"
            >
              {ask.status === 'sending' ? 'Sending…' : 'Ask for a new link'}
            </Button>
            {ask.status === 'failed' && (
              <p role="alert" className="text-center text-sm text-red-700">
                {ask.message}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
};
