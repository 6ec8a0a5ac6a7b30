import { proposalStreamName } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { sha256Hex } from '../evidence-hashes.js';
import {
  loadProposalPhoto,
  loadSealedPdf,
  loadSignatureImage,
  storeSealedPdf,
} from '../proposal-storage.js';
import type { SealedPdf, TokenOwner } from '../proposal-storage.js';
import { certificateOf, eventsThroughSigning } from '../signature-certificate.js';
import { renderSealedPdf } from './render-sealed-pdf.js';

export const SEALED_PDF_TYPE = 'application/pdf';

// The file name both sides receive: the proposal's reference says which one it is.
export const sealedPdfName = (reference: string) => `signed-proposal-${reference}.pdf`;

// A signed proposal's sealed PDF: the stored one, else rendered from the log and the stored
// signature and photos, and stored, through `db` (a reactor's transaction or the pool). Null while
// the proposal is not signed.
export const sealedPdfOf = async (
  db: SqlExecutor,
  store: EventStore,
  owner: TokenOwner,
): Promise<SealedPdf | null> => {
  const stored = await loadSealedPdf(db, owner.proposalId);
  if (stored) return stored;
  const recorded = await store.readStream(proposalStreamName(owner.proposalId), { via: db });
  const certificate = certificateOf(owner, eventsThroughSigning(recorded));
  if (!certificate) return null;
  const signaturePng = await loadSignatureImage(db, certificate.signature_png_sha256);
  const photos = [];
  for (const { sha256 } of certificate.photos) photos.push(await loadProposalPhoto(db, sha256));
  if (!signaturePng || photos.some((photo) => !photo)) {
    throw new Error(`The signed files of proposal ${owner.proposalId} are missing`);
  }
  const pdf = await renderSealedPdf({
    certificate,
    signaturePng,
    photos: photos.map((photo) => photo!.bytes),
  });
  const sealed = { sha256: sha256Hex(pdf), pdf };
  await storeSealedPdf(db, owner.proposalId, sealed);
  return sealed;
};
