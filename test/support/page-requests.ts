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

// Creates an AI receptionist "Ava" for the page's company (in test mode: on the shared number).
export const createReceptionistFromPage = (page: Page, origin: string, companyName: string) =>
  postFromPage(page, origin, '/api/ai-receptionist/create-with-vapi', {
    phoneNumber: '512',
    receptionistName: 'Ava',
    companyName,
    goals: ['Book appointments'],
    tone: 'Warm',
    greeting: '',
    followUps: [],
    answerTiming: [],
    termsAgreed: true,
    calendarId: '',
    callForwarding: '',
    operatingHours: { timezone: 'America/Chicago', days: {} },
  });
