import type { Logger } from '@nestjs/common';
import { APIError } from 'openai';

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
