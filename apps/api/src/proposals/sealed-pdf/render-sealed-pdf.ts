import type { SignatureCertificate } from '@vanilla/contracts';
import { choiceSummary, dollars } from '@vanilla/domain';
import PDFDocument from 'pdfkit';
import { CERTIFICATE_FILE, photoFile, sealPdf, SIGNATURE_FILE } from './sealed-pdf-format.js';

export type SealedPdfInput = {
  certificate: SignatureCertificate;
  signaturePng: Buffer;
  // The proposal's photos' stored bytes, in the certificate's order.
  photos: readonly Buffer[];
};

const MARGIN = 54;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MONO = 'Courier';
const MUTED = '#555555';

type Line =
  { kind: 'heading'; level: number; text: string } | { kind: 'item' | 'text'; text: string };

// Plain text of a markdown line's inline markup: emphasis, code and link markers go, escapes
// keep their character.
const inlineText = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\\(.)/g, '$1');

const markdownLines = (markdown: string): Line[] =>
  markdown.split(/\r\n?|\n/).flatMap((raw): Line[] => {
    const line = raw.trim();
    if (line === '' || /^([-*_])\1{2,}$/.test(line)) return [];
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading)
      return [{ kind: 'heading', level: heading[1].length, text: inlineText(heading[2]) }];
    const item = /^(?:[-*+•]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (item) return [{ kind: 'item', text: inlineText(item[1]) }];
    return [{ kind: 'text', text: inlineText(line.replace(/^>\s?/, '')) }];
  });

const HEADING_SIZES = [18, 15, 13, 12, 11, 11];

// Exactly what was signed, then its certificate of completion, with the certificate and the
// signed files embedded and the whole sealed by its hash. Every date in the file is the signing
// time and nothing random goes in, so one proposal always renders to the same bytes.
export const renderSealedPdf = async ({
  certificate,
  signaturePng,
  photos,
}: SealedPdfInput): Promise<Buffer> => {
  const signedAt = new Date(certificate.signer.signed_at);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: certificate.title,
      Author: certificate.company_name,
      Subject: `Signed proposal ${certificate.reference}`,
      Creator: 'Vanilla',
      Producer: 'Vanilla',
      CreationDate: signedAt,
      ModDate: signedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font(BOLD).fontSize(20).text(certificate.title);
  doc.moveDown(0.3);
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${certificate.company_name} · Proposal ${certificate.reference}`)
    .text(
      `Signed by ${certificate.signer.name} <${certificate.signer.email}> on ${certificate.signer.signed_at}`,
    )
    .fillColor('black');
  doc.moveDown();
  for (const line of markdownLines(certificate.content)) {
    // The title heads the page already.
    if (line.kind === 'heading' && line.level === 1 && line.text === certificate.title) continue;
    if (line.kind === 'heading') {
      doc
        .moveDown(0.5)
        .font(BOLD)
        .fontSize(HEADING_SIZES[line.level - 1])
        .text(line.text);
      doc.moveDown(0.2);
    } else if (line.kind === 'item') {
      doc.font(FONT).fontSize(11).text(`•  ${line.text}`, { indent: 12 });
    } else {
      doc.font(FONT).fontSize(11).text(line.text).moveDown(0.3);
    }
  }

  // What the client chose among the options and add-ons offered: part of what they signed.
  const { choice } = certificate;
  if (choice) {
    doc.moveDown().font(BOLD).fontSize(13).text('Chosen option');
    doc.moveDown(0.2).font(FONT).fontSize(11);
    if (choice.option) doc.text(`${choice.option.name}: ${dollars(choice.option.price)}`);
    for (const addOn of choice.addOns) doc.text(`+ ${addOn.name}: ${dollars(addOn.price)}`);
    doc.font(BOLD).text(`Total: ${dollars(choice.total)}`);
  }

  certificate.photos.forEach((photo, index) => {
    doc.addPage();
    doc
      .font(BOLD)
      .fontSize(13)
      .text(`Photo ${index + 1}${photo.caption ? `: ${photo.caption}` : ''}`);
    doc.moveDown(0.5);
    doc.image(photos[index], {
      fit: [width, doc.page.height - doc.y - MARGIN - 24],
      align: 'center',
    });
  });

  doc.addPage();
  doc.font(BOLD).fontSize(13).text('Signature');
  doc.moveDown(0.5);
  doc.image(signaturePng, { fit: [Math.min(width, 300), 120] });
  doc.moveDown(0.5);
  doc.font(FONT).fontSize(10).text(`${certificate.signer.name}, ${certificate.signer.signed_at}`);

  doc.addPage();
  doc.font(BOLD).fontSize(18).text('Certificate of completion');
  doc.moveDown(0.5);
  const field = (label: string, value: string, mono = false) =>
    doc
      .font(BOLD)
      .fontSize(9)
      .text(label)
      .font(mono ? MONO : FONT)
      .fontSize(mono ? 8 : 10)
      .text(value)
      .moveDown(0.3);
  field('Proposal', `${certificate.title} (${certificate.reference})`);
  field('Company', certificate.company_name);
  field('Signer', `${certificate.signer.name} <${certificate.signer.email}>`);
  field('Signed at', certificate.signer.signed_at);
  field('IP address', certificate.signer.ip);
  field('User agent', certificate.signer.user_agent);
  if (certificate.consent) {
    field(
      'Consent to sign electronically',
      `Disclosure ${certificate.consent.disclosure_version}, accepted ${certificate.consent.consented_at}`,
    );
    field('Disclosure hash (SHA-256)', certificate.consent.disclosure_sha256, true);
  }
  field('Content hash (SHA-256)', certificate.content_sha256, true);
  if (choice && certificate.agreement_sha256) {
    field('Chosen', choiceSummary(choice));
    field('Agreement hash (SHA-256)', certificate.agreement_sha256, true);
  }
  field('Signature image hash (SHA-256)', certificate.signature_png_sha256, true);
  certificate.photos.forEach((photo, index) =>
    field(`Photo ${index + 1} hash (SHA-256)`, photo.sha256, true),
  );
  field('Chain head', certificate.chain_head, true);
  doc.moveDown(0.5).font(BOLD).fontSize(13).text('Events');
  doc.moveDown(0.3);
  for (const event of certificate.event_chain) {
    doc.font(BOLD).fontSize(10).text(`${event.revision}. ${event.type}  ·  ${event.at}`);
    const { ip, ipHash, userAgent } = event.data;
    doc.font(FONT).fontSize(9);
    if (typeof ip === 'string') doc.text(`IP: ${ip}`);
    if (typeof ipHash === 'string') doc.text(`IP (hashed): ${ipHash}`);
    if (typeof userAgent === 'string') doc.text(`User agent: ${userAgent}`);
    doc.font(MONO).fontSize(8).text(`hash ${event.hash}`).moveDown(0.4);
  }
  doc.moveDown(0.5).font(FONT).fontSize(8).fillColor(MUTED).text(certificate.how_to_verify);
  doc.text(
    `The certificate (${CERTIFICATE_FILE}), the signature image and the photos are attached to ` +
      'this file; its last line seals every byte before it. Check both with `npm run verify -- <this file>`.',
  );

  // Attachments go in uncompressed (the images are compressed already): a changed byte then
  // changes that file's own hash, so the verifier names the part, and anyone can read them.
  doc.compress = false;
  const attach = (bytes: Buffer, name: string, type: string, description: string) =>
    doc.file(bytes, { name, type, description, creationDate: signedAt, modifiedDate: signedAt });
  attach(
    Buffer.from(JSON.stringify(certificate, null, 2)),
    CERTIFICATE_FILE,
    'application/json',
    'Certificate of completion',
  );
  attach(signaturePng, SIGNATURE_FILE, 'image/png', 'Signature as drawn');
  photos.forEach((bytes, index) =>
    attach(bytes, photoFile(index), 'image/jpeg', `Photo ${index + 1}`),
  );
  doc.end();
  await ended;
  return sealPdf(Buffer.concat(chunks));
};
