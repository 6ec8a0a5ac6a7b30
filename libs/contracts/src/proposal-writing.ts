import type { TemplateChoice } from '@vanilla/domain';
// The proposal wizard's form (001 §3 "Proposal form") and the voice/text prompt (000 §7
// POST /api/voice-to-proposal), plus the generated proposal both produce (000 §3).

export const proposalCategories = ['HVAC', 'Roofing', 'Plumbing', 'Electrical'] as const;

export type ProposalCategory = (typeof proposalCategories)[number];

// The designs (the wizard's three and the shared viewer's `modern`) are the domain's.
export {
  type FormTemplateChoice,
  formTemplateChoices,
  isTemplateChoice,
  resolveTemplateChoice,
  type TemplateChoice,
  templateChoices,
} from '@vanilla/domain';

export const PROPOSAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const PROPOSAL_PHOTOS_MAX = 10;

export const VOICE_TRANSCRIPT_MAX_LENGTH = 20_000;

export const proposalWritingMessages = {
  photoInvalid: 'Each photo must be a PNG, JPEG or WebP image of at most 5 MB.',
  tooManyPhotos: `At most ${PROPOSAL_PHOTOS_MAX} photos can be attached.`,
  emailInvalid: 'Please provide a valid email address',
  transcriptEmpty: 'No speech detected. Please try again and speak clearly.',
  transcriptTooLong: 'The proposal notes are too long (at most 20,000 characters).',
} as const;

const signatures = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
} as const;

const startsWith = (bytes: string, signature: readonly number[]) =>
  signature.every((byte, index) => bytes.charCodeAt(index) === byte);

const isBase64Char = (code: number) =>
  (code >= 65 && code <= 90) || // A-Z
  (code >= 97 && code <= 122) || // a-z
  (code >= 48 && code <= 57) || // 0-9
  code === 43 || // +
  code === 47; // /

// How many bytes a padded base64 text decodes to, from its length alone; null when that length
// cannot be base64.
export const base64DecodedLength = (payload: string): number | null => {
  if (payload.length === 0 || payload.length % 4 !== 0) return null;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
};

// Whether a padded text holds only base64 characters, by a plain scan: a regular expression over
// megabytes of input can exhaust the stack.
export const isBase64Text = (payload: string): boolean => {
  const end = payload.length - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  for (let i = 0; i < end; i += 1) if (!isBase64Char(payload.charCodeAt(i))) return false;
  return true;
};

// A base64 data URL of a PNG, JPEG or WebP image whose bytes really are that image (a renamed SVG
// or HTML page is refused), at most 5 MB decoded.
export const isImageDataUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const match = /^data:image\/(png|jpeg|webp);base64,/.exec(value);
  if (!match) return false;
  const payload = value.slice(match[0].length);
  if (payload.length < 16) return false;
  // Size first, then the alphabet.
  const length = base64DecodedLength(payload);
  if (length === null || length > PROPOSAL_PHOTO_MAX_BYTES) return false;
  if (!isBase64Text(payload)) return false;
  const head = atob(payload.slice(0, 16));
  switch (match[1]) {
    case 'png':
      return startsWith(head, signatures.png);
    case 'jpeg':
      return startsWith(head, signatures.jpeg);
    default:
      return head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP';
  }
};

// Plain text, shown by the templates as is (never parsed as markdown).
export type ProposalHeader = {
  title: string;
  companyName: string;
  date: string;
  clientName: string;
  propertyAddress: string;
};

// `content` is markdown: paragraphs, ### sub-headings, bold, italic, lists and block quotes.
export type ProposalSection = { title: string; content: string };

export type ProposalPhotoView = { url: string; caption: string };

export type GeneratedProposal = {
  header: ProposalHeader;
  sections: ProposalSection[];
  photos: ProposalPhotoView[];
  templateChoice: TemplateChoice;
};

export type GenerateProposalResponse = {
  success: true;
  proposal: GeneratedProposal;
  proposalId: string;
  // The professional template's "PRO-" reference, the one its shared page will show.
  reference: string;
  templateChoice: TemplateChoice;
};
