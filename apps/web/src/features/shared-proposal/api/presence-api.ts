import { env } from '../../../config/env';

export type PresenceReport = { visitId: string; section: string | null };

// What the server answered: `gone` for a link that no longer reports (unknown, deleted, expired).
export type PresenceAnswer = 'ok' | 'gone' | 'failed';

const presenceUrl = (token: string) =>
  `${env.apiUrl}/api/proposals/${encodeURIComponent(token)}/presence`;

// "Viewing now": the section on screen, over plain HTTP (the page opens no socket: it stays light
// on a phone). A failed report is not the client's concern: the next heartbeat tries again.
export const reportPresence = async (
  token: string,
  report: PresenceReport,
): Promise<PresenceAnswer> => {
  try {
    const response = await fetch(presenceUrl(token), {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'ok' : 'failed';
  } catch {
    return 'failed';
  }
};

// The page is going away: a beacon, which the browser still sends after the page is gone (a JSON
// Blob, which the API's JSON-only guard accepts). Where the browser refuses it, a fetch that
// outlives the page.
export const reportLeaving = (token: string, visitId: string): void => {
  const body = JSON.stringify({ visitId, section: null } satisfies PresenceReport);
  try {
    if (
      navigator.sendBeacon?.(presenceUrl(token), new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
  } catch {
    // Falls through to the fetch.
  }
  void fetch(presenceUrl(token), {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(() => undefined);
};
