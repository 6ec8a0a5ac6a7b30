import { Logger } from '@nestjs/common';
import type { Provider } from '@nestjs/common';
import { OpenAI, toFile } from 'openai';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import type { NoteRecording } from './note-audio.js';

// Speech to text for voice notes. Null when no provider is configured: the note keeps its
// recording only, playable on the Notes page.
export type NoteTranscriber = {
  // The words of the recording, '' when it holds none; throws when the provider fails.
  transcribe(recording: Pick<NoteRecording, 'bytes' | 'mimeType'>): Promise<string>;
};

export const NOTE_TRANSCRIBER = Symbol('NOTE_TRANSCRIBER');

export type TranscriptionConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
};

const extensions: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

// An OpenAI-compatible server's POST /audio/transcriptions (multipart: the file and the model).
export class LlmNoteTranscriber implements NoteTranscriber {
  private readonly client: OpenAI;

  constructor(private readonly config: TranscriptionConfig) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      timeout: config.timeoutMs,
      maxRetries: 1,
    });
  }

  async transcribe({ bytes, mimeType }: Pick<NoteRecording, 'bytes' | 'mimeType'>) {
    const file = await toFile(bytes, `note.${extensions[mimeType] ?? 'webm'}`, { type: mimeType });
    const result = await this.client.audio.transcriptions.create({
      file,
      model: this.config.model,
      response_format: 'json',
    });
    return result.text.trim();
  }
}

const logger = new Logger('NoteTranscriber');

// The transcript of a voice note, or '' when there is no provider or it failed: a note is never
// lost to a transcription.
export const transcriptOf = async (
  transcriber: NoteTranscriber | null,
  recording: Pick<NoteRecording, 'bytes' | 'mimeType'>,
): Promise<string> => {
  if (!transcriber) return '';
  try {
    return await transcriber.transcribe(recording);
  } catch (error) {
    logger.warn(`Voice note kept untranscribed: ${error instanceof Error ? error.message : error}`);
    return '';
  }
};

export const noteTranscriberProvider: Provider = {
  provide: NOTE_TRANSCRIBER,
  useFactory: (config: AppConfig): NoteTranscriber | null =>
    config.llm?.transcriptionModel
      ? new LlmNoteTranscriber({ ...config.llm, model: config.llm.transcriptionModel })
      : null,
  inject: [APP_CONFIG],
};
