import type { SharedProposalResponse } from '@vanilla/contracts';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { BrandMark, MailIcon, PencilIcon } from '../../../components/icons';
import { useHydrated } from '../../../hooks/use-hydrated';
import { parseProposalMarkdown } from '../../../components/proposal-templates/parse-proposal-markdown';
import { ProposalDocument } from '../../../components/proposal-templates/proposal-document';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { env } from '../../../config/env';
import { apiImageSrc } from '../../../lib/api-image';
import { useProposalSigning } from '../hooks/use-proposal-signing';
import { useSharedProposal } from '../hooks/use-shared-proposal';
import { useRecordView } from '../hooks/use-record-view';
import { useReadingReport } from '../hooks/use-reading-report';
import { usePresence } from '../hooks/use-presence';
import { describeLoadError, expiredProposalOf, invalidTokenError } from '../utils/load-error';
import {
  hasOffer,
  initialSelection,
  selectionNames,
  selectionOf,
  selectionTotal,
  type OfferSelection,
} from '../utils/offer-selection';
import type { Decline } from './decline-dialog';
import { DeclinedBanner } from './declined-banner';
import { DepositPanel } from './deposit-panel';
import { ExpiredProposal } from './expired-proposal';
import { OfferPicker } from './offer-picker';
import { SharedProposalError } from './shared-proposal-error';
import { SignedBanner, SigningFailedBanner } from './signed-banner';

const PrinterIcon = ({ className }: { className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className={className}
  >
    <path d="M7 9V3.5h10V9M7 17.5H5a2 2 0 0 1-2-2V11a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4.5a2 2 0 0 1-2 2h-2" />
    <path d="M7 14h10v6.5H7z" />
  </svg>
);

type ShellProps = {
  companyName?: string;
  logoUrl?: string | null;
  onPrint?: () => void;
  children: ReactNode;
};

// A client opens this from a text message: a slim bar with whose proposal it is, no site menus.
// Until the page has hydrated its buttons cannot act yet: they show as disabled, not as dead.
const Shell = ({ companyName, logoUrl, onPrint, children }: ShellProps) => {
  const hydrated = useHydrated();
  return (
    <div data-fixed-bars className="flex min-h-dvh flex-col bg-neutral-100 print:bg-white">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <header className="sticky top-0 z-20 border-b border-neutral-200 bg-white/90 backdrop-blur print:hidden">
        <div className="mx-auto flex h-12 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          {companyName ? (
            <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-neutral-900">
              {logoUrl && (
                <img src={logoUrl} alt="" className="h-7 w-auto max-w-20 shrink-0 object-contain" />
              )}
              <span className="truncate">{companyName}</span>
            </p>
          ) : (
            <p className="flex items-center gap-2 text-sm font-bold text-neutral-900">
              <BrandMark className="size-6" />
              Vanilla
            </p>
          )}
          {onPrint && (
            <button
              type="button"
              onClick={onPrint}
              disabled={!hydrated}
              className="flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-60"
            >
              <PrinterIcon className="size-4" />
              Print
            </button>
          )}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
};

type Dialog = 'sign' | 'contact' | 'decline' | null;

// The dialogs (and the signature pad's library) are fetched when the client opens one, not with
// the page.
const SignatureDialog = lazy(() =>
  import('./signature-dialog').then((module) => ({ default: module.SignatureDialog })),
);
const ContactDialog = lazy(() =>
  import('./contact-dialog').then((module) => ({ default: module.ContactDialog })),
);
const DeclineDialog = lazy(() =>
  import('./decline-dialog').then((module) => ({ default: module.DeclineDialog })),
);

// While a dialog's code arrives: a note over the page, which takes no room in it.
const OpeningDialog = () => (
  <div className="fixed inset-x-0 top-1/3 z-30 flex justify-center px-4">
    <Spinner label="Opening…" className="rounded-full bg-white px-5 py-3 shadow-lg" />
  </div>
);

// The API answers photo paths; the page may be served from another origin than the API.
const photoUrl = (path: string) => new URL(apiImageSrc(path), window.location.href).href;

type SharedProposalProps = {
  token: string;
  /** The proposal the server rendered the page from, or null to fetch it. */
  initial: SharedProposalResponse | null;
};

const SharedProposal = ({ token, initial }: SharedProposalProps) => {
  const { data, error, isLoading, refetch } = useSharedProposal(token, initial);
  // Photo addresses resolve against the page's address, which the server does not know.
  const hydrated = useHydrated();
  useRecordView(token, data !== undefined);
  const refresh = useCallback(() => void refetch(), [refetch]);
  // Stripe Checkout sends the client back here with ?deposit=paid (read once hydrated, so the
  // server's render and the browser's first one agree).
  const returnedPaid =
    hydrated && new URLSearchParams(window.location.search).get('deposit') === 'paid';
  const signing = useProposalSigning(token, refresh);

  // Once the signature is recorded, the server's record says it is signed and what deposit the
  // signed option asks, so the Pay button shows without a reload.
  const recorded = signing.state.status === 'signed';
  useEffect(() => {
    if (recorded) refresh();
  }, [recorded, refresh]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [signerDefaults, setSignerDefaults] = useState({ name: '', email: '' });
  // The option and add-ons the client has picked (null: still the page's first pick).
  const [picked, setPicked] = useState<OfferSelection | null>(null);
  // This page's own decline, shown until the server's record says so too.
  const [localDecline, setLocalDecline] = useState<Decline | null>(null);
  const declinedBanner = useRef<HTMLDivElement>(null);
  // The Decline button is gone once declined: focus goes to what replaced it.
  useEffect(() => {
    if (localDecline) declinedBanner.current?.focus();
  }, [localDecline]);

  const proposal = useMemo(
    () =>
      data && {
        ...parseProposalMarkdown(data.content || data.proposal_content, {
          title: data.title,
          companyName: data.company_name,
          clientName: data.client_name,
          propertyAddress: data.client_address,
          date: data.date,
        }),
        photos: hydrated
          ? data.photos.map((photo) => ({ url: photoUrl(photo.url), caption: photo.caption }))
          : [],
      },
    [data, hydrated],
  );
  // What is on screen is observed once the page is hydrated and shows the proposal; an answer
  // changes what is shown (the options' cards), so its elements are looked up again.
  useReadingReport(
    token,
    hydrated && data && proposal
      ? `${proposal.sections.length}:${data.is_signed}:${data.is_declined}`
      : null,
  );
  // The contractor's dashboard shows which section the client is reading (issue 21).
  usePresence(token, proposal ? proposal.sections.map((section) => section.title) : null);

  if (isLoading) {
    return (
      <Shell>
        <Spinner label="Loading proposal…" className="py-32" />
      </Shell>
    );
  }
  if (!data || !proposal) {
    const expired = expiredProposalOf(error);
    return (
      <Shell companyName={expired?.company_name}>
        {expired ? (
          <ExpiredProposal token={token} expired={expired} />
        ) : (
          <SharedProposalError {...describeLoadError(error)} />
        )}
      </Shell>
    );
  }

  const { header } = proposal;
  const logoUrl = data.company_logo_url ? apiImageSrc(data.company_logo_url) : null;
  const local = signing.state;
  // The server's record wins; until it says so, this page's own signature (000 §4), which stays
  // signed when the call fails: then the way to finish is the only message.
  const signer = data.is_signed
    ? { name: data.signer_name || 'the client', at: data.signed_at }
    : local.status !== 'idle'
      ? { name: local.name, at: local.signedAt }
      : null;
  const failure = !data.is_signed && local.status === 'failed' ? local : null;
  const declined =
    signer === null && data.is_declined
      ? { at: data.declined_at, reason: data.declined_reason ?? '' }
      : signer === null
        ? localDecline
        : null;
  // A signed or declined proposal is answered: no Sign, no Decline.
  const canAnswer = signer === null && declined === null;
  // Once signed, the choice the server recorded; until then, the client's.
  const selection = data.chosen ? selectionOf(data.chosen) : (picked ?? initialSelection(data));
  const offered = hasOffer(data) && declined === null;
  const choice = offered
    ? { names: selectionNames(data, selection), total: selectionTotal(data, selection) }
    : null;
  const signAgain = () => {
    if (failure) setSignerDefaults({ name: failure.name, email: failure.email });
    signing.reset();
    setDialog('sign');
  };

  return (
    <Shell companyName={header.companyName} logoUrl={logoUrl} onPrint={() => window.print()}>
      <title>{`${header.title} · ${header.companyName}`}</title>
      <div className="mx-auto max-w-3xl pb-44 sm:px-6 sm:pt-8 sm:pb-32 print:max-w-none print:p-0">
        {declined && (
          <div className="px-3 py-3 sm:px-0 sm:pt-0 sm:pb-6 print:px-0 print:pb-6">
            <DeclinedBanner
              ref={declinedBanner}
              declinedAt={declined.at}
              reason={declined.reason}
            />
          </div>
        )}
        {signer && (
          <div className="px-3 py-3 sm:px-0 sm:pt-0 sm:pb-6 print:px-0 print:pb-6">
            {failure ? (
              <SigningFailedBanner
                message={failure.message}
                retry={failure.retry}
                onResend={signing.resend}
                onSignAgain={signAgain}
              />
            ) : (
              <SignedBanner
                signerName={signer.name}
                signedAt={signer.at}
                pdfUrl={`${env.apiUrl}/api/proposal/${encodeURIComponent(token)}/pdf`}
              />
            )}
            {data.is_signed && data.deposit && (
              <DepositPanel
                token={token}
                deposit={data.deposit}
                returnedPaid={returnedPaid}
                refresh={refresh}
              />
            )}
          </div>
        )}
        <ProposalDocument
          proposal={proposal}
          template={data.template_choice}
          reference={data.reference}
          contact={{
            address: data.company_address,
            phone: data.company_phone,
            email: data.company_email,
            licenseNumber: data.company_license_number,
            website: data.company_website,
            logoUrl,
          }}
        />
        {offered && (
          <OfferPicker
            offer={data}
            selection={selection}
            onChange={setPicked}
            readOnly={!canAnswer}
          />
        )}
      </div>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-neutral-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.04)] backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-3xl flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          <p className="hidden flex-1 text-sm text-neutral-600 sm:block">
            {canAnswer ? 'Ready to move forward?' : 'Questions about this proposal?'}
          </p>
          <div className="order-2 flex gap-2 sm:order-1">
            <Button
              variant="secondary"
              className="flex-1 px-3 sm:flex-none sm:px-4"
              aria-haspopup="dialog"
              disabled={!hydrated}
              onClick={() => setDialog('contact')}
            >
              <MailIcon className="size-4" />
              Contact About This Proposal
            </Button>
            {canAnswer && (
              <Button
                variant="secondary"
                className="px-3 sm:px-4"
                aria-haspopup="dialog"
                disabled={!hydrated}
                onClick={() => setDialog('decline')}
              >
                Decline
              </Button>
            )}
          </div>
          {canAnswer && (
            <Button
              className="order-1 sm:order-2"
              aria-haspopup="dialog"
              disabled={!hydrated}
              onClick={() => setDialog('sign')}
            >
              <PencilIcon className="size-4" />
              Sign This Proposal
            </Button>
          )}
        </div>
      </div>

      {dialog === 'sign' && (
        <Suspense fallback={<OpeningDialog />}>
          <SignatureDialog
            proposalTitle={header.title}
            companyName={header.companyName}
            disclosure={data.consent_disclosure}
            signing={local}
            defaults={signerDefaults}
            choice={choice}
            onSubmit={(submission) =>
              void signing.sign(offered ? { ...submission, ...selection } : submission)
            }
            onClose={() => setDialog(null)}
            onResend={signing.resend}
            onSignAgain={signAgain}
          />
        </Suspense>
      )}
      {dialog === 'decline' && (
        <Suspense fallback={<OpeningDialog />}>
          <DeclineDialog
            token={token}
            companyName={header.companyName}
            onDeclined={(decline) => {
              setLocalDecline(decline);
              setDialog(null);
            }}
            onRefused={refresh}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog === 'contact' && (
        <Suspense fallback={<OpeningDialog />}>
          <ContactDialog
            token={token}
            companyName={header.companyName}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Shell>
  );
};

/**
 * /shared-proposal/:token (000 §2): the proposal in its template, one view recorded on open,
 * signing or declining, and a message to the company. Public: no sign-in, no site navigation. An empty token
 * is a broken link. The server renders it for the link's first answer and the page's own entry
 * (shared-proposal-main.tsx) hydrates it; `npm run dev` shows it through the app's router.
 */
export const SharedProposalView = ({ token, initial }: SharedProposalProps) => {
  if (token === '') {
    return (
      <Shell>
        <SharedProposalError {...invalidTokenError} />
      </Shell>
    );
  }
  return <SharedProposal key={token} token={token} initial={initial} />;
};
