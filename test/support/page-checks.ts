import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import type { Viewport } from './journey.js';

// Checks the browser journeys make of every page they visit.

/** No WCAG A/AA violation (axe-core), named by where and at what size, so a failure says which. */
export const expectAccessible = async (page: Page, viewport: Viewport, where: string) =>
  expect({ where, viewport, violations: await axeViolations(page) }).toEqual({
    where,
    viewport,
    violations: [],
  });

/** Nothing wider than the screen. */
export const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

/** One shared proposal of $12,500, made through the API with the page's own session. */
export const shareProposal = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/share-proposal', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        proposalContent: '# Heat Pump\n\n## Investment\n- Standard: $12,500',
        clientName: 'Dana Smith',
        clientAddress: '12 Oak Lane, Austin, TX',
        keySellingPoints: { price: '$12,500' },
      }),
    });
    if (!response.ok) throw new Error(`Sharing failed with ${response.status}`);
  });

// A picture of the page as a person sees it, kept in $SCREENSHOTS when set, to look at by eye.
export const screenshot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png` });
  }
};
