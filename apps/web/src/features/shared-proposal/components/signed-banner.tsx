import { CheckCircleIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';

type SignedBannerProps = {
  signerName: string;
  signedAt: string | null;
  /** Why the signature was not recorded, when the server refused it or could not be reached. */
  error?: string;
  onRetry?: () => void;
};

const signedAtFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'long',
  timeStyle: 'short',
});

const formatSignedAt = (iso: string | null): string => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? signedAtFormat.format(date) : '';
};

/** Where the Sign button was: who signed and when, and a refused signature's reason. */
export const SignedBanner = ({ signerName, signedAt, error, onRetry }: SignedBannerProps) => {
  const when = formatSignedAt(signedAt);
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-4 sm:px-5 print:break-inside-avoid">
      <div role="status" className="flex items-start gap-3">
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
        </div>
      </div>
      {error && (
        <div
          role="alert"
          className="mt-3 rounded-xl border border-red-200 bg-white px-3.5 py-3 text-sm text-red-800"
        >
          <p>
            <span className="font-semibold">Your signature was not recorded:</span> {error}
          </p>
          {onRetry && (
            <Button variant="secondary" className="mt-3 px-3 py-2" onClick={onRetry}>
              Try signing again
            </Button>
          )}
        </div>
      )}
    </div>
  );
};
