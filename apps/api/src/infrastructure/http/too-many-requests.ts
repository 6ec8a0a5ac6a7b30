import { HttpException, HttpStatus } from '@nestjs/common';

// "42 minutes": how long to wait, rounded up to a unit a person reads at a glance.
export const waitingTime = (ms: number): string => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
};

// A 429 that says when to come back: the error filter sends `retryAfterMs` as Retry-After.
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}
