import type { Logger } from '@nestjs/common';
import { APIError, OpenAI } from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions';

// What an OpenAI-compatible chat server (hosted, Ollama, vLLM, llama.cpp) is reached with.
export type LlmConnection = { baseUrl: string; apiKey: string; timeoutMs: number };

// The SDK's client, without its own retries (see withLlmAttempts).
export const llmClient = ({ baseUrl, apiKey, timeoutMs }: LlmConnection): OpenAI =>
  new OpenAI({ baseURL: baseUrl, apiKey, timeout: timeoutMs, maxRetries: 0 });

// An answer that is not there, was cut off, filtered or refused: a failed attempt.
export class InvalidModelOutput extends Error {}

// The text of the model's answer; a cut-off or filtered answer is never complete, so never used.
export const answerText = (completion: ChatCompletion): string => {
  const choice = completion.choices?.[0];
  if (!choice) throw new InvalidModelOutput('the answer has no choices');
  if (choice.finish_reason === 'length' || choice.finish_reason === 'content_filter') {
    throw new InvalidModelOutput(`the answer stopped early (${choice.finish_reason})`);
  }
  if (choice.message.refusal) throw new InvalidModelOutput('the model refused');
  return choice.message.content ?? '';
};

// The first try and exactly one retry. Our own loop rather than the SDK's `maxRetries`, because a
// well-formed HTTP answer whose content is unusable must be retried too, and the SDK cannot know.
const ATTEMPTS = 2;
const RETRY_PAUSE_MS = 500;

// A request the server refused as malformed or unauthorised fails the same way the second time.
const worthRetrying = (error: unknown) =>
  !(error instanceof APIError) ||
  error.status === undefined ||
  ![400, 401, 403, 404, 422].includes(error.status);

const reasonOf = (error: unknown) =>
  error instanceof APIError
    ? `${error.constructor.name}${error.status ? ` ${error.status}` : ''}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);

// Runs one call to an OpenAI-compatible model, retried once unless the server refused it; each
// failure is logged as `what`, and the last one is handed to `failed` for the error to throw.
export const withLlmAttempts = async <T>(
  logger: Logger,
  what: string,
  attempt: () => Promise<T>,
  failed: (cause: unknown) => Error,
): Promise<T> => {
  let lastError: unknown;
  for (let n = 1; n <= ATTEMPTS; n++) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      logger.warn(`${what} attempt ${n} failed: ${reasonOf(error)}`);
      if (!worthRetrying(error)) break;
      if (n < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
  throw failed(lastError);
};
