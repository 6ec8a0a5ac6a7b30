import type { Page } from 'playwright-core';

// A JSON POST made by the page itself, with its session cookie and the app's origin: what a
// journey does through the API when the screens for it are not what it is about.
export const postFromPage = (page: Page, origin: string, path: string, body: unknown) =>
  page.evaluate(
    async ([path, body, origin]) => {
      const response = await fetch(path as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: origin as string },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    [path, body, origin] as const,
  );
