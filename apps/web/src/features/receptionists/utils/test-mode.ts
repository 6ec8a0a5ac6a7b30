import type { TestModeStatusResponse } from '@vanilla/contracts';

export type TestModeView = { testMode: boolean; canToggle: boolean };

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

export const isLocalHost = (hostname: string): boolean =>
  LOCAL_HOSTS.includes(hostname) || hostname.endsWith('.localhost');

/**
 * What the page shows of test mode (001 §7): the server's answer; when the status call failed,
 * test mode is assumed only on a local host, and nothing can be toggled. While the answer is on
 * its way nothing is shown (`status` undefined, no failure yet).
 */
export const testModeView = (
  status: TestModeStatusResponse | undefined,
  failed: boolean,
  hostname: string,
): TestModeView | null => {
  if (status) return { testMode: status.testMode, canToggle: status.canToggle };
  if (failed) return { testMode: isLocalHost(hostname), canToggle: false };
  return null;
};
