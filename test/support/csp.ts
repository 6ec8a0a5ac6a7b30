import type { BrowserContext, ConsoleMessage } from 'playwright-core';

// Every Content-Security-Policy violation the context's pages report, across navigations: the
// page's own `securitypolicyviolation` events (printed to the console by an init script) and the
// "Refused to …" errors Chromium prints for what it blocks.
export const watchCspViolations = async (context: BrowserContext): Promise<string[]> => {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const record = (message: ConsoleMessage) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  };
  for (const page of context.pages()) page.on('console', record);
  context.on('page', (page) => page.on('console', record));
  return violations;
};
