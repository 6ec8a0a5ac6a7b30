import type { SignatureCertificate } from '@vanilla/contracts';
import { useCallback, useState } from 'react';
import { proposalPhotoUrl, signatureImageUrl } from '../api/proposal-audit-api';
import { agreementText, signedContentText } from '../utils/signed-content';
import { canDigest, sha256Hex } from '../utils/verify-chain';

export type HashCheck = { expected: string; actual: string; matches: boolean };

export type CertificateVerification =
  | { status: 'idle' | 'running' | 'unsupported' }
  | {
      status: 'done';
      content: HashCheck;
      /** The signer's choice bound to the content; null when the proposal offered none. */
      agreement: HashCheck | null;
      /** The consent disclosure's text against its recorded hash; null without one to check. */
      consent: HashCheck | null;
      signature: HashCheck | null;
      /** One per photo of the certificate, in order; null when it could not be loaded. */
      photos: Array<HashCheck | null>;
    };

const check = (expected: string, actual: string): HashCheck => ({
  expected,
  actual,
  matches: expected.toLowerCase() === actual,
});

// The SHA-256 of the bytes a URL serves, or null when they cannot be loaded.
const hashOfServed = async (url: string): Promise<string | null> => {
  try {
    const response = await fetch(url, { credentials: 'include' });
    return response.ok ? await sha256Hex(await response.arrayBuffer()) : null;
  } catch (error) {
    console.warn(`Fetching ${url} failed`, error);
    return null;
  }
};

/**
 * Recomputes, in the browser, the SHA-256 of the signed content (crypto.subtle), of the consent
 * disclosure's text, of the signature
 * PNG and of each photo as served, against the hashes the certificate records.
 */
export const useCertificateVerification = () => {
  const [state, setState] = useState<CertificateVerification>({ status: 'idle' });

  const verify = useCallback(async (certificate: SignatureCertificate) => {
    if (!canDigest()) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'running' });
    const content = check(
      certificate.content_sha256,
      await sha256Hex(signedContentText(certificate.content, certificate.photos, certificate)),
    );
    const agreement =
      certificate.choice && certificate.agreement_sha256
        ? check(
            certificate.agreement_sha256,
            await sha256Hex(agreementText(certificate.content_sha256, certificate.choice)),
          )
        : null;
    const disclosure = certificate.consent;
    const consent = disclosure?.disclosure_text
      ? check(disclosure.disclosure_sha256, await sha256Hex(disclosure.disclosure_text))
      : null;
    const signatureHash = await hashOfServed(signatureImageUrl(certificate.token));
    const signature =
      signatureHash === null ? null : check(certificate.signature_png_sha256, signatureHash);
    const photos: Array<HashCheck | null> = [];
    for (const photo of certificate.photos) {
      const served = await hashOfServed(proposalPhotoUrl(photo.url));
      photos.push(served === null ? null : check(photo.sha256, served));
    }
    setState({ status: 'done', content, agreement, consent, signature, photos });
  }, []);

  return { state, verify };
};
