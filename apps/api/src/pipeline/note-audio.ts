import { createHash } from 'node:crypto';
import { noteLimits } from '@vanilla/contracts';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';
import type { Migration } from '../infrastructure/database/migrations.js';

export const noteAudioMigrations: Migration[] = [
  {
    id: 'note-audio-001',
    sql: `
CREATE TABLE note_audio (
  sha256 text PRIMARY KEY,
  mime_type text NOT NULL,
  bytes bytea NOT NULL
)`,
  },
];

export const INVALID_RECORDING =
  'The recording must be audio (WebM, Ogg, MP4, MP3 or WAV) of at most 10 MB.';

// What a browser's MediaRecorder (or a file) may hold, told by the bytes, never by the declared
// type: WebM/Matroska, Ogg, MP4/M4A, MP3, WAV.
const sniff = (bytes: Buffer): string | null => {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length < 12) return null;
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(4, 8) === 'ftyp') return 'audio/mp4';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) {
    return 'audio/mpeg';
  }
  return null;
};

export type NoteRecording = { sha256: string; mimeType: string; bytes: Buffer };

// A recording sent as a data: URL, or null when it is not one we keep.
export const parseRecording = (dataUrl: string): NoteRecording | null => {
  const match = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/.exec(
    dataUrl,
  );
  if (!match) return null;
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length === 0 || bytes.length > noteLimits.audioBytes) return null;
  const mimeType = sniff(bytes);
  if (!mimeType) return null;
  return { sha256: createHash('sha256').update(bytes).digest('hex'), mimeType, bytes };
};

export const storeRecording = (db: Database, recording: NoteRecording) =>
  db.query(
    `INSERT INTO note_audio (sha256, mime_type, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (sha256) DO NOTHING`,
    [recording.sha256, recording.mimeType, recording.bytes],
  );

export const loadRecording = async (
  db: SqlExecutor,
  sha256: string,
): Promise<{ mimeType: string; bytes: Buffer } | null> => {
  const { rows } = await db.query<{ mime_type: string; bytes: Uint8Array }>(
    'SELECT mime_type, bytes FROM note_audio WHERE sha256 = $1',
    [sha256],
  );
  return rows[0] ? { mimeType: rows[0].mime_type, bytes: Buffer.from(rows[0].bytes) } : null;
};
