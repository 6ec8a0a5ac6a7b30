import type { ConsentDisclosure } from '@vanilla/contracts';
import { sha256Hex } from './evidence-hashes.js';

// The consent to do business electronically a client accepts before signing (ESIGN Act §101(c),
// UETA §5): what they may ask for on paper, how to withdraw, what they need to open and keep the
// records. The shared page shows exactly this text and the consent event records its version and
// SHA-256, so any change to it is a new version.
const version = '2026-11-27';

const text = [
  'You are about to sign this proposal electronically. By checking the box below, you agree to ' +
    'receive this proposal, the signed copy and the notices about it electronically, and to sign ' +
    'it with an electronic signature that has the same legal effect as a handwritten one.',
  'Paper copy: you may ask the company that sent this proposal for a paper copy of it and of your ' +
    'signature at any time, at no charge, using the contact details in the proposal.',
  'Withdrawing consent: you may refuse to sign electronically by closing this page or choosing ' +
    'Decline, and ask the company for a paper proposal instead. After signing, you may withdraw ' +
    'your consent to further electronic records by telling the company; this does not undo a ' +
    'signature already given.',
  'Scope: this consent covers this proposal and the records of its signing only.',
  'What you need: a device with a current web browser, an email address, and a way to save, print ' +
    'or download a PDF to keep your records. If your email address changes, tell the company.',
].join('\n\n');

export const ESIGN_DISCLOSURE: ConsentDisclosure = { version, sha256: sha256Hex(text), text };
