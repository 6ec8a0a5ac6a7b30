import { sha256Hex } from './evidence-hashes.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_BYTES = 1024 * 1024;
const MAX_SIDE = 4000;

export type SignatureImage = { png: Buffer; sha256: string; width: number; height: number };

// A signature must be a PNG data URL of sane size whose bytes really are a PNG: the magic
// number, an IHDR chunk first with plausible dimensions, and an IEND chunk last.
export const parseSignatureImage = (dataUrl: string): SignatureImage | null => {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const png = Buffer.from(match[1], 'base64');
  if (png.length < 67 || png.length > MAX_BYTES) return null;
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) return null;
  if (png.readUInt32BE(8) !== 13 || png.toString('ascii', 12, 16) !== 'IHDR') return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  if (png.toString('ascii', png.length - 8, png.length - 4) !== 'IEND') return null;
  return { png, sha256: sha256Hex(png), width, height };
};

// A client's address as the log keeps it: salted by the proposal, so repeat visits can be told
// apart without keeping addresses.
export const clientIpHash = (proposalId: string, ip: string): string =>
  sha256Hex(`${proposalId}:${ip}`);
