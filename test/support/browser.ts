import { chromium, type Browser } from 'playwright-core';
import { closeOnce, opening } from '../../apps/api/src/testing/suite-resources.js';

// Debian's Chromium (`apt-get install chromium`) unless CHROMIUM_PATH names another (Chrome on a
// Mac); browser tests never download a browser.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches headless Chromium for a browser journey. Every launch gets a fresh temporary profile:
 * Playwright creates its own `--user-data-dir` under the OS temp folder for each `launch()` and
 * deletes it on `close()` (it refuses a `--user-data-dir` passed in `args`).
 */
export const launchBrowser = (): Promise<Browser> =>
  opening(async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    closeOnce(() => browser.close());
    return browser;
  });
