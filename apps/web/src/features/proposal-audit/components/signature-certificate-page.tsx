import type { SignatureCertificate } from '@vanilla/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AlertCircleIcon, CheckCircleIcon, ShieldCheckIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage, describeApiFailure } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import {
  proposalPhotoUrl,
  signatureImageUrl,
  useSignatureCertificateQuery,
} from '../api/proposal-audit-api';
import {
  useCertificateVerification,
  type CertificateVerification,
  type HashCheck,
} from '../hooks/use-certificate-verification';
import { eventTitle, formatDateTime } from '../utils/event-details';
import { EvidenceList } from './evidence-list';
import './certificate-print.css';

const proposalsPath = '/business/proposals';

const downloadJson = (certificate: SignatureCertificate) => {
  const blob = new Blob([`${JSON.stringify(certificate, null, 2)}\n`], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `signature-certificate-${certificate.proposal_id}.json`;
  link.click();
  URL.revokeObjectURL(url);
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="border-t border-neutral-200 pt-6 print:break-inside-avoid">
    <h2 className="mb-4 text-sm font-semibold tracking-wider text-neutral-500 uppercase">
      {title}
    </h2>
    {children}
  </section>
);

const HashResult = ({ label, result }: { label: string; result: HashCheck }) => (
  <div
    className={`flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm ${
      result.matches ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
    }`}
  >
    {result.matches ? (
      <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
    ) : (
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
    )}
    <p className="min-w-0">
      <span className="font-semibold">
        {label}: {result.matches ? 'match' : 'mismatch'}.
      </span>{' '}
      {result.matches
        ? 'Recomputed in this browser, the SHA-256 equals the recorded one.'
        : 'Recomputed in this browser, the SHA-256 differs from the recorded one:'}
      {!result.matches && (
        <span className="mt-1 block font-mono text-xs break-all">{result.actual}</span>
      )}
    </p>
  </div>
);

const VerificationResults = ({ state }: { state: CertificateVerification }) => {
  if (state.status === 'unsupported') {
    return (
      <Alert tone="error">
        This browser cannot compute SHA-256 here: verification needs a secure (https) connection.
      </Alert>
    );
  }
  if (state.status !== 'done') return null;
  return (
    <div className="flex flex-col gap-2">
      <HashResult label="Signed content" result={state.content} />
      {state.agreement && <HashResult label="Chosen option" result={state.agreement} />}
      {state.consent && <HashResult label="Consent disclosure" result={state.consent} />}
      {state.signature ? (
        <HashResult label="Signature image" result={state.signature} />
      ) : (
        <Alert tone="error">The signature image could not be loaded to check its hash.</Alert>
      )}
      {state.photos.map((photo, index) =>
        photo ? (
          <HashResult key={index} label={`Photo ${index + 1}`} result={photo} />
        ) : (
          <Alert key={index} tone="error">
            Photo {index + 1} could not be loaded to check its hash.
          </Alert>
        ),
      )}
    </div>
  );
};

const Certificate = ({ certificate }: { certificate: SignatureCertificate }) => {
  const verification = useCertificateVerification();
  const { signer } = certificate;
  return (
    <div data-print-root className="mx-auto flex max-w-3xl flex-col gap-5">
      <title>{`Signature certificate · ${certificate.title} · Vanilla`}</title>
      <div className="flex flex-col gap-4 print:hidden">
        <nav aria-label="Breadcrumb" className="text-sm text-neutral-500">
          <Link to={proposalsPath} className="rounded hover:text-neutral-900 hover:underline">
            Proposals
          </Link>
          <span aria-hidden="true"> / </span>
          <Link
            to={`${proposalsPath}/${encodeURIComponent(certificate.token)}/history`}
            className="rounded hover:text-neutral-900 hover:underline"
          >
            History
          </Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page" className="text-neutral-900">
            Certificate
          </span>
        </nav>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={verification.state.status === 'running'}
            onClick={() => void verification.verify(certificate)}
          >
            <ShieldCheckIcon className="size-4" />
            {verification.state.status === 'running' ? 'Verifying…' : 'Verify'}
          </Button>
          <Button variant="secondary" onClick={() => downloadJson(certificate)}>
            Download JSON
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
        <div aria-live="polite">
          <VerificationResults state={verification.state} />
        </div>
      </div>

      <article className="flex flex-col gap-6 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <header>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase">
            <ShieldCheckIcon className="size-4" />
            Signature certificate
          </p>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance text-neutral-950 sm:text-3xl">
            {certificate.title}
          </h1>
          <p className="mt-1 text-neutral-600">{certificate.company_name}</p>
          <EvidenceList
            className="mt-5"
            rows={[
              { label: 'Reference', value: certificate.reference, mono: true },
              { label: 'Proposal ID', value: certificate.proposal_id, mono: true },
              { label: 'Share token', value: certificate.token, mono: true },
            ]}
          />
        </header>

        <Section title="Signer">
          <EvidenceList
            rows={[
              { label: 'Name', value: signer.name },
              { label: 'Email', value: signer.email },
              {
                label: 'Signed at',
                value: `${formatDateTime(signer.signed_at)} (${signer.signed_at})`,
              },
              { label: 'IP address', value: signer.ip, mono: true },
              { label: 'User agent', value: signer.user_agent, mono: true },
            ]}
          />
        </Section>

        {certificate.consent && (
          <Section title="Consent to sign electronically">
            <EvidenceList
              rows={[
                {
                  label: 'Consented at',
                  value: `${formatDateTime(certificate.consent.consented_at)} (${certificate.consent.consented_at})`,
                },
                { label: 'Disclosure version', value: certificate.consent.disclosure_version },
                {
                  label: 'Disclosure SHA-256',
                  value: certificate.consent.disclosure_sha256,
                  mono: true,
                },
              ]}
            />
            {certificate.consent.disclosure_text && (
              <pre className="mt-4 max-h-60 overflow-auto rounded-xl bg-neutral-50 p-4 font-sans text-xs leading-5 whitespace-pre-wrap text-neutral-700 ring-1 ring-neutral-200 print:max-h-none print:overflow-visible">
                {certificate.consent.disclosure_text}
              </pre>
            )}
          </Section>
        )}

        <Section title="Signature">
          <img
            src={signatureImageUrl(certificate.token)}
            alt={`Signature of ${signer.name}`}
            className="h-32 w-auto max-w-full rounded-xl border border-neutral-200 bg-white object-contain p-2 sm:h-40"
          />
          <EvidenceList
            className="mt-4"
            rows={[{ label: 'PNG SHA-256', value: certificate.signature_png_sha256, mono: true }]}
          />
        </Section>

        {certificate.choice && (
          <Section title="Chosen option">
            <EvidenceList
              rows={[
                ...(certificate.choice.option
                  ? [
                      {
                        label: 'Option',
                        value: `${certificate.choice.option.name} · ${formatMoney(certificate.choice.option.price)}`,
                      },
                    ]
                  : []),
                ...certificate.choice.addOns.map((addOn) => ({
                  label: 'Add-on',
                  value: `${addOn.name} · ${formatMoney(addOn.price)}`,
                })),
                { label: 'Total', value: formatMoney(certificate.choice.total) },
                {
                  label: 'Agreement SHA-256',
                  value: certificate.agreement_sha256 ?? '',
                  mono: true,
                },
              ]}
            />
          </Section>
        )}

        <Section title="Signed content">
          <EvidenceList
            rows={[{ label: 'Content SHA-256', value: certificate.content_sha256, mono: true }]}
          />
          <pre className="mt-4 max-h-80 overflow-auto rounded-xl bg-neutral-50 p-4 font-mono text-xs leading-5 whitespace-pre-wrap text-neutral-800 ring-1 ring-neutral-200 print:max-h-none print:overflow-visible">
            {certificate.content}
          </pre>
          {certificate.photos.length > 0 && (
            <>
              <h3 className="mt-6 mb-3 text-sm font-semibold text-neutral-900">
                Photos shown with it
              </h3>
              <ol className="grid gap-3 sm:grid-cols-2">
                {certificate.photos.map((photo, index) => (
                  <li
                    key={`${index}-${photo.sha256}`}
                    className="flex gap-3 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200 print:break-inside-avoid"
                  >
                    <img
                      src={proposalPhotoUrl(photo.url)}
                      alt={photo.caption || `Photo ${index + 1}`}
                      className="size-20 shrink-0 rounded-lg bg-white object-cover"
                    />
                    <div className="min-w-0 text-sm">
                      <p className="font-semibold text-neutral-900">
                        Photo {index + 1}
                        {photo.caption && (
                          <span className="font-normal text-neutral-600"> · {photo.caption}</span>
                        )}
                      </p>
                      <p className="mt-1 text-xs text-neutral-500">SHA-256</p>
                      <p className="font-mono text-xs leading-5 break-all text-neutral-800">
                        {photo.sha256}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            </>
          )}
        </Section>

        <Section title="Event chain">
          <ol className="flex flex-col gap-3">
            {certificate.event_chain.map((event) => (
              <li
                key={`${event.revision}-${event.hash}`}
                className="rounded-xl bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200 print:break-inside-avoid"
              >
                <p className="flex flex-wrap justify-between gap-x-3 gap-y-0.5">
                  <span className="font-semibold text-neutral-900">
                    <span className="mr-1.5 font-normal text-neutral-400 tabular-nums">
                      r{event.revision}
                    </span>
                    {eventTitle(event.type)}
                  </span>
                  <time dateTime={event.at} className="text-neutral-500">
                    {formatDateTime(event.at)}
                  </time>
                </p>
                <p className="mt-1 font-mono text-xs break-all text-neutral-600">{event.hash}</p>
              </li>
            ))}
          </ol>
          <EvidenceList
            className="mt-4"
            rows={[{ label: 'Chain head', value: certificate.chain_head, mono: true }]}
          />
        </Section>

        <Section title="How to verify">
          <p className="text-sm leading-relaxed break-words text-neutral-700">
            {certificate.how_to_verify}
          </p>
        </Section>
      </article>
    </div>
  );
};

/**
 * /business/proposals/:token/certificate: the printable evidence of a signature, its JSON, and an
 * in-browser check that the signed content and image still hash to what was recorded.
 */
export const SignatureCertificatePage = () => {
  const token = useParams().token ?? '';
  const { data, error, isLoading } = useSignatureCertificateQuery(token);
  if (isLoading) return <Spinner label="Loading the certificate…" className="py-24" />;
  if (data) return <Certificate certificate={data} />;
  const failure = describeApiFailure(error);
  const notSigned = failure.kind === 'server' && failure.status === 404;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <title>Signature certificate · Vanilla</title>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-950">Signature certificate</h1>
      <Alert tone={notSigned ? 'info' : 'error'}>
        {apiErrorMessage(
          error,
          'Failed to load the signature certificate.',
          'Network error. Please check your connection and try again.',
        )}
      </Alert>
      <Link
        to={`${proposalsPath}/${encodeURIComponent(token)}/history`}
        className="self-start text-sm font-medium text-brand-700 hover:underline"
      >
        See the proposal history
      </Link>
    </div>
  );
};
