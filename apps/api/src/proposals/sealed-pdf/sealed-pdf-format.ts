import { sha256Hex } from '../evidence-hashes.js';

// How a sealed PDF carries its evidence, shared by the writer and the offline verifier: files
// embedded under these names, and a last line after %%EOF that seals every byte before it.

export const CERTIFICATE_FILE = 'certificate.json';
export const SIGNATURE_FILE = 'signature.png';
export const photoFile = (index: number) => `photo-${index + 1}.jpg`;

const SEAL_PREFIX = '%SEAL sha256=';
const SEAL_LINE = /%SEAL sha256=([0-9a-f]{64})\n$/;

// A PDF comment after %%EOF: readers ignore it, and its hash covers the whole document.
export const sealPdf = (pdf: Buffer): Buffer =>
  Buffer.concat([pdf, Buffer.from(`${SEAL_PREFIX}${sha256Hex(pdf)}\n`, 'latin1')]);

export type SealCheck = { sealed: boolean; intact: boolean };

export const checkSeal = (bytes: Buffer): SealCheck => {
  const tail = bytes.subarray(Math.max(0, bytes.length - 100)).toString('latin1');
  const match = SEAL_LINE.exec(tail);
  if (!match) return { sealed: false, intact: false };
  const body = bytes.subarray(0, bytes.length - SEAL_PREFIX.length - 64 - 1);
  return { sealed: true, intact: sha256Hex(body) === match[1] };
};
