import { env } from '../../../config/env';

// POST /api/proposals/{token}/reading: a visit's running totals of what was on screen.
export type ReadingReport = {
  visitId: string;
  sections: { title: string; ms: number }[];
  options: { id: string; ms: number }[];
};

/**
 * Sends a visit's reading as the page goes away: a beacon, which the browser delivers after the
 * page is gone (a same-origin POST with its Origin and cookies, so the company's own users are
 * told apart). JSON, as every route of the API takes; where a browser refuses a beacon of that
 * type, a keepalive fetch, which also outlives the page.
 */
export const reportReading = (token: string, report: ReadingReport): void => {
  const url = `${env.apiUrl}/api/proposals/${encodeURIComponent(token)}/reading`;
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Refused synchronously (a browser that allows no JSON beacon): the fetch below goes instead.
  }
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body,
  }).catch((error: unknown) => console.warn('Reporting what was read failed', error));
};
