import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * What went wrong with a call, in the terms the spec's error messages distinguish:
 * - `network`: no answer at all (offline, refused, timed out);
 * - `not-json`: an answer that is not JSON (a proxy's HTML error page, for instance);
 * - `server`: a JSON answer with an error status, with the server's `error` text when it sent one;
 * - `unknown`: anything else (a bug in our own code, say).
 */
export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'not-json'; status: number; isHtml: boolean }
  | { kind: 'server'; status: number; message: string | null }
  | { kind: 'unknown'; message: string | null };

/**
 * An answer that says it failed. The API says so with an error status (its error filter), which
 * arrives as a failed call; a 2xx answer of this shape is read the same way.
 */
export type RefusedAnswer = { success: false; error?: string };

// The spec's calls answer `success` (000 §7, 001 §7): `{ success: false, error }` is a refusal
// whatever its status, so it reaches the spec's error texts like any other.
export const succeeded = (response: Response, body: unknown): boolean =>
  response.ok &&
  !(typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false);

/** The reason a refused answer gives, or null when it gives none. */
export const refusalReason = ({ error }: RefusedAnswer): string | null =>
  typeof error === 'string' && error.trim() !== '' ? error.trim() : null;

const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

const serverMessage = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { error } = data as { error?: unknown };
  return typeof error === 'string' && error.trim() !== '' ? error : null;
};

const looksLikeHtml = (text: string): boolean => /^\s*<(!doctype|html|head|body)/i.test(text);

/** Classifies the `error` of an RTK Query hook result or of a rejected `unwrap()`. */
export const describeApiFailure = (error: unknown): ApiFailure => {
  if (isFetchBaseQueryError(error)) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return { kind: 'network' };
    }
    if (error.status === 'PARSING_ERROR') {
      return {
        kind: 'not-json',
        status: error.originalStatus,
        isHtml: looksLikeHtml(error.data),
      };
    }
    if (error.status === 'CUSTOM_ERROR') return { kind: 'unknown', message: error.error };
    return { kind: 'server', status: error.status, message: serverMessage(error.data) };
  }
  if (error instanceof Error) return { kind: 'unknown', message: error.message };
  return { kind: 'unknown', message: null };
};

/**
 * The message to show for a failed call: the server's own `error` text when it sent one,
 * `networkMessage` when nothing answered, otherwise `fallback`.
 */
export const apiErrorMessage = (
  error: unknown,
  fallback: string,
  networkMessage: string = fallback,
): string => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') return networkMessage;
  if (failure.kind === 'server') return failure.message ?? fallback;
  return fallback;
};
