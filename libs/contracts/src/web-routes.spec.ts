import { describe, expect, it } from '@jest/globals';
import { isWebRoute } from './web-routes.js';

describe('isWebRoute', () => {
  it.each([
    '/',
    '/pricing',
    '/pricing/',
    '/blog',
    '/blog/answer-every-call',
    '/ai-team',
    '/private-equity',
    '/private-equity/search',
    '/homeowners',
    '/welcome',
    '/dashboard',
    '/shared-proposal',
    '/shared-proposal/abc123',
    '/business',
    '/business/proposals/list',
    '/business/proposals/tok/history',
    '/business2/calls/42',
    '/business2/calls/a%20b',
    '/proposals',
    '/proposals/HVAC',
    '/proposals/HVAC/1',
    '/proposal-list',
    '/invite-contractor',
    '/congratulations',
  ])('should know %s when the web has a page there', (path) => {
    expect(isWebRoute(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/pricing/extra',
    '/blog/answer-every-call/comments',
    '/private-equity/firms',
    '/dashboard/extra',
    '/shared-proposal/abc/def',
    '/business/unknown',
    '/business/proposals/tok',
    '/business2/calls/42/more',
    '/business2/calls/%E0%A4%A',
    '/proposals/Solar',
    '/proposals/hvac',
    '/proposals/HVAC/99',
    '/blog/no-such-post',
    '/proposals/HVAC/1/more',
    '/congratulations/again',
  ])('should not know %s when no page serves it', (path) => {
    expect(isWebRoute(path)).toBe(false);
  });
});
