import { inflateSync } from 'node:zlib';
import type { AddOn, PriceOption, ProposalChoice } from '@vanilla/domain';
import { canonicalJson, eventHash, GENESIS_HASH, sha256Hex } from '../evidence-hashes.js';
import { signedAgreementHash, signedContentHash } from '../signed-content.js';
import { CERTIFICATE_FILE, checkSeal, photoFile, SIGNATURE_FILE } from './sealed-pdf-format.js';

// The offline verifier of `npm run verify`: framework-free, so it needs nothing but the file.

export type Check = { part: string; ok: boolean; detail?: string };

type Certificate = {
  title: string;
  company_name: string;
  signer: { name: string; email: string; ip: string; user_agent: string; signed_at: string };
  content: string;
  content_sha256: string;
  photos: Array<{ caption: string; sha256: string }>;
  signature_png_sha256: string;
  event_chain: Array<{
    revision: number;
    type: string;
    data: Record<string, unknown>;
    hash: string;
  }>;
  chain_head: string;
  // Absent from certificates made before options and consent were recorded.
  price_options?: PriceOption[];
  add_ons?: AddOn[];
  choice?: ProposalChoice | null;
  agreement_sha256?: string | null;
  consent?: {
    disclosure_version: string;
    disclosure_sha256: string;
    disclosure_text: string | null;
  } | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCertificate = (value: unknown): value is Certificate =>
  isRecord(value) &&
  typeof value.title === 'string' &&
  typeof value.company_name === 'string' &&
  isRecord(value.signer) &&
  typeof value.content === 'string' &&
  typeof value.content_sha256 === 'string' &&
  typeof value.signature_png_sha256 === 'string' &&
  typeof value.chain_head === 'string' &&
  Array.isArray(value.photos) &&
  value.photos.every(
    (photo) =>
      isRecord(photo) && typeof photo.caption === 'string' && typeof photo.sha256 === 'string',
  ) &&
  Array.isArray(value.event_chain) &&
  value.event_chain.every(
    (event) =>
      isRecord(event) &&
      typeof event.revision === 'number' &&
      typeof event.type === 'string' &&
      isRecord(event.data) &&
      typeof event.hash === 'string',
  );

const check = (part: string, ok: boolean, detail?: string): Check =>
  ok ? { part, ok } : { part, ok, detail };

const hashCheck = (part: string, actual: string, expected: string): Check =>
  check(part, actual === expected, `is ${actual}, the certificate says ${expected}`);

// Files a PDF embeds (pdfkit writes each as a Filespec naming an EmbeddedFile stream), by name;
// a stream that cannot be read stands as its error.
export const embeddedFiles = (pdf: Buffer): Map<string, Buffer | Error> => {
  const text = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; start: number }>();
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const streamAt = text.indexOf('\nstream\n', start);
    const endAt = text.indexOf('\nendobj', start);
    const hasStream = streamAt >= 0 && streamAt < endAt;
    objects.set(match[1], {
      dict: text.slice(start, hasStream ? streamAt : endAt),
      start: hasStream ? streamAt + '\nstream\n'.length : -1,
    });
  }
  const files = new Map<string, Buffer | Error>();
  for (const { dict } of objects.values()) {
    if (!dict.includes('/Type /Filespec')) continue;
    const name = /\/UF \(([^)]*)\)/.exec(dict)?.[1];
    const ref = /\/EF <<\s*\/F (\d+) 0 R/.exec(dict)?.[1];
    if (!name || !ref) continue;
    const stream = objects.get(ref);
    const length = stream ? /\/Length (\d+)/.exec(stream.dict)?.[1] : undefined;
    if (!stream || stream.start < 0 || !length) {
      files.set(name, new Error('its stream is missing'));
      continue;
    }
    const raw = pdf.subarray(stream.start, stream.start + Number(length));
    try {
      files.set(name, stream.dict.includes('/Filter /FlateDecode') ? inflateSync(raw) : raw);
    } catch (error) {
      files.set(name, error instanceof Error ? error : new Error(String(error)));
    }
  }
  return files;
};

const fileCheck = (part: string, file: Buffer | Error | undefined, expected: string): Check => {
  if (!file) return check(part, false, 'not embedded in the PDF');
  if (file instanceof Error) return check(part, false, `cannot be read: ${file.message}`);
  return hashCheck(part, sha256Hex(file), expected);
};

// Every hash a certificate states, recomputed from its own data; with the files a PDF embeds,
// the signature image's and each photo's bytes too. Each event is checked against the hash
// before it as recorded, so a change names the one event it touched.
export const verifyCertificate = (
  certificate: unknown,
  files?: ReadonlyMap<string, Buffer | Error>,
): Check[] => {
  if (!isCertificate(certificate)) {
    return [check('certificate', false, 'not a signature certificate')];
  }
  const checks: Check[] = [
    hashCheck(
      'content hash',
      signedContentHash(certificate.content, certificate.photos, {
        priceOptions: certificate.price_options ?? [],
        addOns: certificate.add_ons ?? [],
      }),
      certificate.content_sha256,
    ),
  ];
  const signed = certificate.event_chain.find((event) => event.type === 'ProposalSigned');
  const { choice, consent } = certificate;
  if (choice) {
    const agreement = signedAgreementHash(certificate.content_sha256, choice);
    checks.push(
      check(
        'chosen option',
        agreement === certificate.agreement_sha256 &&
          signed?.data.agreementHash === agreement &&
          canonicalJson(signed.data.choice) === canonicalJson(choice),
        `is ${agreement}, the certificate says ${certificate.agreement_sha256 ?? 'nothing'} and ` +
          'the signature event must record the same choice and hash',
      ),
    );
  }
  if (consent) {
    const consented = certificate.event_chain.find(
      (event) => event.type === 'ProposalConsentGiven',
    );
    const text = consent.disclosure_text;
    checks.push(
      check(
        'consent disclosure',
        consented?.data.disclosureHash === consent.disclosure_sha256 &&
          (text === null || sha256Hex(text) === consent.disclosure_sha256),
        consented
          ? 'its text or hash differs from what the consent event recorded'
          : 'no ProposalConsentGiven event',
      ),
    );
  }
  checks.push(
    check(
      'signature event',
      signed?.data.contentHash === certificate.content_sha256 &&
        signed.data.signatureHash === certificate.signature_png_sha256,
      signed
        ? 'records another content or signature image hash than the certificate'
        : 'no ProposalSigned event',
    ),
  );
  // What the certificate shows of the signing, as the (chained) signature event recorded it.
  const { signer } = certificate;
  const shown = [
    [certificate.title, 'title'],
    [certificate.company_name, 'companyName'],
    [signer.name, 'signerName'],
    [signer.email, 'signerEmail'],
    [signer.ip, 'ip'],
    [signer.user_agent, 'userAgent'],
    [signer.signed_at, 'signedAt'],
  ] as const;
  const differing = shown.filter(([value, key]) => signed && signed.data[key] !== value);
  checks.push(
    check(
      'signer and title',
      Boolean(signed) && differing.length === 0,
      `differ from the signature event: ${differing.map(([, key]) => key).join(', ')}`,
    ),
  );
  if (files) {
    checks.push(
      fileCheck('signature image', files.get(SIGNATURE_FILE), certificate.signature_png_sha256),
      ...certificate.photos.map((photo, index) =>
        fileCheck(`photo ${index + 1}`, files.get(photoFile(index)), photo.sha256),
      ),
    );
  }
  let previous = GENESIS_HASH;
  for (const event of certificate.event_chain) {
    checks.push(
      hashCheck(
        `event ${event.revision} (${event.type}) hash`,
        eventHash(previous, event),
        event.hash,
      ),
    );
    previous = event.hash;
  }
  checks.push(hashCheck('chain head', previous, certificate.chain_head));
  return checks;
};

const parseJson = (bytes: Buffer): unknown => {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
};

// A sealed PDF: its seal, then the certificate it embeds with the files beside it.
export const verifySealedPdf = (pdf: Buffer): Check[] => {
  const seal = checkSeal(pdf);
  const checks = [
    check(
      'seal',
      seal.intact,
      seal.sealed ? 'the bytes before the seal line changed' : 'no seal line after %%EOF',
    ),
  ];
  const files = embeddedFiles(pdf);
  const embedded = files.get(CERTIFICATE_FILE);
  if (!(embedded instanceof Buffer)) {
    const detail =
      embedded instanceof Error ? `cannot be read: ${embedded.message}` : 'not embedded in the PDF';
    return [...checks, check('embedded certificate', false, detail)];
  }
  const certificate = parseJson(embedded);
  return [
    ...checks,
    check('embedded certificate', certificate !== undefined, 'not JSON'),
    ...verifyCertificate(certificate, files),
  ];
};

// A PDF or a certificate's JSON, told apart by the PDF's header.
export const verifyEvidence = (bytes: Buffer): Check[] =>
  bytes.subarray(0, 5).toString('latin1') === '%PDF-'
    ? verifySealedPdf(bytes)
    : verifyCertificate(parseJson(bytes));
