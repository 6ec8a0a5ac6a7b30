import type { HistoryEntry } from '@vanilla/contracts';

// The server's hash chain (SignatureCertificate.how_to_verify), recomputed in the browser so an
// auditor does not have to take the server's word for it.

export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every depth and undefined members left out. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether this page may use the Web Crypto digest (only on https or localhost). */
export const canDigest = (): boolean => typeof crypto !== 'undefined' && Boolean(crypto.subtle);

/** SHA-256 as lowercase hex, of a string's UTF-8 bytes or of raw bytes. */
export const sha256Hex = async (input: string | ArrayBuffer): Promise<string> => {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
};

export type ChainCheck = { hashOk: boolean; linkOk: boolean };

/**
 * Each event's hash recomputed as SHA-256(previous hash + canonical {revision, type, data}),
 * and each link checked: an event's previous hash is the hash before it, from the genesis hash.
 */
export const verifyChain = async (events: HistoryEntry[]): Promise<ChainCheck[]> => {
  const checks: ChainCheck[] = [];
  let previous = GENESIS_HASH;
  for (const event of events) {
    const body = canonicalJson({ revision: event.revision, type: event.type, data: event.data });
    const hash = await sha256Hex(`${event.previous_hash}${body}`);
    checks.push({ hashOk: hash === event.hash, linkOk: event.previous_hash === previous });
    previous = event.hash;
  }
  return checks;
};
