import { AlertCircleIcon, CheckCircleIcon } from '../../../components/icons';
import {
  useDateFormat,
  type DateFormat,
} from '../../../components/proposal-templates/format-proposal-date';
import { Button, buttonClass } from '../../../components/ui/button';
import type { SigningRetry } from '../hooks/use-proposal-signing';

type SignedBannerProps = {
  signerName: string;
  signedAt: string | null;
  /** The sealed PDF of what was signed (the same file the confirmation mail carries). */
  pdfUrl: string;
};

/** A client's decision time as the banners show it ('' when it does not parse). */
export const formatDecisionTime = (
  iso: string | null,
  { locale, timeZone }: DateFormat,
): string => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime())
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
        date,
      )
    : '';
};

/** Where the Sign button was: who signed and when. */
export const SignedBanner = ({ signerName, signedAt, pdfUrl }: SignedBannerProps) => {
  const when = formatDecisionTime(signedAt, useDateFormat());
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-4 sm:px-5 print:break-inside-avoid"
    >
      <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-emerald-600" />
      <div className="min-w-0">
        <p className="font-semibold text-emerald-900">Proposal signed</p>
        <p className="mt-0.5 text-sm break-words text-emerald-800">
          Signed by <span className="font-semibold">{signerName}</span>
          {when && (
            <>
              {' '}
              on <time dateTime={signedAt ?? undefined}>{when}</time>
            </>
          )}
          .
        </p>
        <a
          href={pdfUrl}
          download
          className={buttonClass('secondary', 'mt-3 w-full px-3 py-2 sm:w-auto print:hidden')}
        >
          Download signed PDF
        </a>
      </div>
    </div>
  );
};

type SigningFailedBannerProps = {
  /** Why the server refused the signature or could not be reached. */
  message: string;
  retry: SigningRetry;
  onResend: () => void;
  onSignAgain: () => void;
};

/**
 * In place of "Proposal signed" when the signature did not reach the record: the page stays
 * signed (000 §4), and this one message says so and how to finish.
 */
export const SigningFailedBanner = ({
  message,
  retry,
  onResend,
  onSignAgain,
}: SigningFailedBannerProps) => (
  <div
    role="alert"
    className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-4 sm:px-5 print:hidden"
  >
    <AlertCircleIcon className="mt-0.5 size-6 shrink-0 text-red-600" />
    <div className="min-w-0 flex-1">
      <p className="font-semibold text-red-900">Your signature was not recorded</p>
      <p className="mt-0.5 text-sm break-words text-red-800">{message}</p>
      {retry === 'resend' && (
        <>
          <p className="mt-1 text-sm text-red-800">
            Your signature, name and email are kept: there is nothing to fill in again.
          </p>
          <Button className="mt-3 w-full sm:w-auto" onClick={onResend}>
            Send my signature again
          </Button>
        </>
      )}
      {retry === 'sign-again' && (
        <Button className="mt-3 w-full sm:w-auto" aria-haspopup="dialog" onClick={onSignAgain}>
          Sign again
        </Button>
      )}
    </div>
  </div>
);
