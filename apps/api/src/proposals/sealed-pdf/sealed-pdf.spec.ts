import type { ProposalConsentGiven, ProposalShared, ProposalSigned } from '@vanilla/domain';
import sharp from 'sharp';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { signaturePng } from '../../testing/png-fixtures.js';
import { sha256Hex } from '../evidence-hashes.js';
import { certificateOf, eventsThroughSigning } from '../signature-certificate.js';
import { ESIGN_DISCLOSURE } from '../esign-disclosure.js';
import { signedAgreementHash, signedContentHash } from '../signed-content.js';
import { renderSealedPdf } from './render-sealed-pdf.js';
import { verifyEvidence } from './verify-sealed-pdf.js';

const owner = { token: 'tok123', proposalId: 'p-1', companyId: 'c-1', creatorId: 'u-1' };
const content =
  '# Attic Insulation\n\n## Scope\n- Blow in **R-49** cellulose\n- Seal the hatch\n\nTotal: $4,200';

const recorded = (
  revision: number,
  type: string,
  data: Record<string, unknown>,
  at: string,
): RecordedEvent => ({
  id: `e-${revision}`,
  streamName: 'proposal-p-1',
  revision,
  type,
  data,
  metadata: {},
  position: { commit: BigInt(revision + 1), prepare: BigInt(revision + 1) },
  createdAt: new Date(at),
});

// Dana's signature from her iPhone over the content of `contentHash`.
const signedBy = (png: Buffer, contentHash: string): ProposalSigned['data'] => ({
  proposalId: 'p-1',
  signerName: 'Dana Smith',
  signerEmail: 'dana@example.com',
  signatureHash: sha256Hex(png),
  contentHash,
  title: 'Attic Insulation',
  companyName: 'Cool Air',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (iPhone)',
  signedAt: '2026-11-20T15:04:05.000Z',
});

const fixture = async () => {
  const photo = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 180, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const png = signaturePng();
  const photos = [{ sha256: sha256Hex(photo), caption: 'Attic hatch' }];
  const contentHash = signedContentHash(content, photos);
  const share: Partial<ProposalShared['data']> = {
    proposalId: 'p-1',
    token: 'tok123',
    title: 'Attic Insulation',
    content,
    contentHash,
    photos,
    clientName: 'Dana Smith',
    companyName: 'Cool Air',
  };
  const signed = signedBy(png, contentHash);
  const log = [
    recorded(0, 'ProposalShared', share, '2026-11-20T15:00:00.000Z'),
    recorded(
      1,
      'ProposalViewed',
      { ipHash: 'ab12', userAgent: 'Mozilla/5.0 (iPhone)' },
      '2026-11-20T15:01:00.000Z',
    ),
    recorded(2, 'ProposalSigned', signed, signed.signedAt),
    recorded(
      3,
      'ProposalViewed',
      { ipHash: 'cd34', userAgent: 'curl' },
      '2026-11-21T09:00:00.000Z',
    ),
  ];
  const certificate = certificateOf(owner, eventsThroughSigning(log))!;
  const pdf = await renderSealedPdf({ certificate, signaturePng: png, photos: [photo] });
  return { pdf, png, photo, certificate, log };
};

const flipped = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  copy[at] ^= 0x01;
  return copy;
};

const failing = (bytes: Buffer) =>
  verifyEvidence(bytes)
    .filter((check) => !check.ok)
    .map((check) => check.part);

describe('sealed PDF', () => {
  let made: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    made = await fixture();
  });

  it('should pass every check when nothing changed', () => {
    const checks = verifyEvidence(made.pdf);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.map((check) => check.part)).toEqual([
      'seal',
      'embedded certificate',
      'content hash',
      'signature event',
      'signer and title',
      'signature image',
      'photo 1',
      'event 0 (ProposalShared) hash',
      'event 1 (ProposalViewed) hash',
      'event 2 (ProposalSigned) hash',
      'chain head',
    ]);
  });

  it('should render the same bytes when the same proposal is rendered twice', async () => {
    const again = await renderSealedPdf({
      certificate: made.certificate,
      signaturePng: made.png,
      photos: [made.photo],
    });
    expect(again.equals(made.pdf)).toBe(true);
  });

  it('should cover the events only up to the signature when more followed', () => {
    expect(made.certificate.event_chain.map((event) => event.type)).toEqual([
      'ProposalShared',
      'ProposalViewed',
      'ProposalSigned',
    ]);
  });

  it('should name only the seal when a byte of a page changes', () => {
    const page = made.pdf.indexOf('stream\n') + 'stream\n'.length + 5;
    expect(failing(flipped(made.pdf, page))).toEqual(['seal']);
  });

  it('should name only the seal when a byte of the seal changes', () => {
    expect(failing(flipped(made.pdf, made.pdf.length - 10))).toEqual(['seal']);
  });

  it('should name the content hash when a byte of the embedded content changes', () => {
    const at = made.pdf.indexOf('"content": "') + '"content": "# Attic'.length;
    expect(failing(flipped(made.pdf, at))).toEqual(['seal', 'content hash']);
  });

  it("should name the event when a byte of an event's data in the certificate changes", () => {
    const at = made.pdf.indexOf('"ipHash": "ab12"') + '"ipHash": "a'.length;
    expect(failing(flipped(made.pdf, at))).toEqual(['seal', 'event 1 (ProposalViewed) hash']);
  });

  it("should name the signer when a byte of the certificate's signer changes", () => {
    const at = made.pdf.indexOf('"user_agent": "Mozilla') + '"user_agent": "M'.length;
    expect(failing(flipped(made.pdf, at))).toEqual(['seal', 'signer and title']);
  });

  it('should name the signature image when a byte of the embedded PNG changes', () => {
    const at = made.pdf.indexOf(made.png) + 40;
    expect(failing(flipped(made.pdf, at))).toEqual(['seal', 'signature image']);
  });

  it('should name the photo when a byte of the embedded photo changes', () => {
    // The page shows the JPEG as it is too; the attachment is the later copy.
    const at = made.pdf.lastIndexOf(made.photo) + 200;
    expect(failing(flipped(made.pdf, at))).toEqual(['seal', 'photo 1']);
  });

  it('should check a certificate JSON alone and name the event whose data changed', () => {
    const json = Buffer.from(JSON.stringify(made.certificate));
    expect(failing(json)).toEqual([]);
    const tampered = structuredClone(made.certificate);
    tampered.event_chain[1].data.userAgent = 'curl/8.0';
    expect(failing(Buffer.from(JSON.stringify(tampered)))).toEqual([
      'event 1 (ProposalViewed) hash',
    ]);
    // The signer's address shown and as the signature event recorded it: both fail.
    tampered.event_chain[2].data.ip = '198.51.100.1';
    expect(failing(Buffer.from(JSON.stringify(tampered)))).toEqual([
      'signer and title',
      'event 1 (ProposalViewed) hash',
      'event 2 (ProposalSigned) hash',
    ]);
  });

  it('should fail when the file is neither a sealed PDF nor a certificate', () => {
    expect(failing(Buffer.from('hello'))).toEqual(['certificate']);
  });
});

// A proposal offering options and add-ons, signed with the consent to sign electronically.
const chosenFixture = async () => {
  const png = signaturePng();
  const priceOptions = [
    { id: 'basic', name: 'Basic', price: 3_200, description: '', recommended: false },
    { id: 'premium', name: 'Premium', price: 4_200, description: 'R-60', recommended: true },
  ];
  const addOns = [{ id: 'hatch', name: 'Insulated hatch cover', price: 350.5 }];
  const contentHash = signedContentHash(content, [], { priceOptions, addOns });
  const choice = {
    option: { id: 'premium', name: 'Premium', price: 4_200 },
    addOns,
    total: 4_550.5,
  };
  const share: Partial<ProposalShared['data']> = {
    proposalId: 'p-1',
    token: 'tok123',
    title: 'Attic Insulation',
    content,
    contentHash,
    priceOptions,
    addOns,
    companyName: 'Cool Air',
  };
  const consent: ProposalConsentGiven['data'] = {
    proposalId: 'p-1',
    signerName: 'Dana Smith',
    signerEmail: 'dana@example.com',
    disclosureVersion: ESIGN_DISCLOSURE.version,
    disclosureHash: ESIGN_DISCLOSURE.sha256,
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (iPhone)',
    consentedAt: '2026-11-20T15:04:05.000Z',
  };
  const signed: ProposalSigned['data'] = {
    ...signedBy(png, contentHash),
    choice,
    agreementHash: signedAgreementHash(contentHash, choice),
  };
  const certificate = certificateOf(owner, [
    recorded(0, 'ProposalShared', share, '2026-11-20T15:00:00.000Z'),
    recorded(1, 'ProposalConsentGiven', consent, consent.consentedAt),
    recorded(2, 'ProposalSigned', signed, signed.signedAt),
  ])!;
  const pdf = await renderSealedPdf({ certificate, signaturePng: png, photos: [] });
  return { pdf, certificate };
};

describe('sealed PDF of a chosen option, signed with consent', () => {
  let made: Awaited<ReturnType<typeof chosenFixture>>;
  beforeAll(async () => {
    made = await chosenFixture();
  });

  it('should check the chosen option and the consent disclosure when nothing changed', () => {
    const checks = verifyEvidence(made.pdf);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.map((check) => check.part)).toEqual(
      expect.arrayContaining(['content hash', 'chosen option', 'consent disclosure']),
    );
  });

  // Where one byte changes (just after the marker's first `skip` characters), what fails.
  it.each([
    ['the chosen total', '"total": 4550.5', 10, 'chosen option'],
    ['an offered price', '"price": 3200', 10, 'content hash'],
    ["the consent disclosure's text", 'Paper copy: you may', 5, 'consent disclosure'],
  ])('should name the part when a byte of %s changes', (_what, marker, skip, part) => {
    const at = made.pdf.indexOf(marker) + skip;
    expect(failing(flipped(made.pdf, at))).toEqual(['seal', part]);
  });
});
