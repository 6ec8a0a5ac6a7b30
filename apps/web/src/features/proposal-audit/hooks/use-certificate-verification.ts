import type { SignatureCertificate } from '@vanilla/contracts';
import { useCallback, useState } from 'react';
import { signatureImageUrl } from '../api/proposal-audit-api';
import { canDigest, sha256Hex } from '../utils/verify-chain';

export type HashCheck = { expected: string; actual: string; matches: boolean };

export type CertificateVerification =
  | { status: 'idle' | 'running' | 'unsupported' }
  | { status: 'done'; content: HashCheck; signature: HashCheck | null };

const check = (expected: string, actual: string): HashCheck => ({
  expected,
  actual,
  matches: expected.toLowerCase() === actual,
});

/**
 * Recomputes, in the browser, the SHA-256 of the signed content (crypto.subtle) and of the
 * signature PNG as served, against the hashes the certificate records.
 */
export const useCertificateVerification = () => {
  const [state, setState] = useState<CertificateVerification>({ status: 'idle' });

  const verify = useCallback(async (certificate: SignatureCertificate) => {
    if (!canDigest()) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'running' });
    const content = check(certificate.content_sha256, await sha256Hex(certificate.content));
    let signature: HashCheck | null = null;
    try {
      const response = await fetch(signatureImageUrl(certificate.token), {
        credentials: 'include',
      });
      if (response.ok) {
        const bytes = await response.arrayBuffer();
        signature = check(certificate.signature_png_sha256, await sha256Hex(bytes));
      }
    } catch (error) {
      console.warn('Fetching the signature image failed', error);
    }
    setState({ status: 'done', content, signature });
  }, []);

  return { state, verify };
};
