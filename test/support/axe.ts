import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's WCAG 2.0, 2.1 and 2.2 level A and AA rules, colour contrast among them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

// The app's Content-Security-Policy (`script-src 'self'`) refuses an inline <script>, so axe is
// served from the page's own origin: the page is checked under the policy it really runs with.
const AXE_PATH = '/__journey/axe.min.js';

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; nodes: AxeNode[] };
type AxeWindow = {
  axe: {
    run: (
      context: Document,
      options: { runOnly: { type: 'tag'; values: string[] } },
    ) => Promise<{ violations: AxeViolation[] }>;
  };
};

/**
 * Runs axe-core on the page as it is now and returns its violations of the WCAG A/AA rules, one
 * line per element ("rule: selector: what to fix"), so a failing journey says what to change.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  // Colours are measured as they settle, not half-way through a dialog fading in; endless
  // animations (a spinner, a pulsing placeholder) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.route(`**${AXE_PATH}`, (route) =>
      route.fulfill({ body: axeSource, contentType: 'text/javascript' }),
    );
    await page.addScriptTag({ url: AXE_PATH });
  }
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as AxeWindow).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((result) => result.violations),
    WCAG_TAGS,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
};
