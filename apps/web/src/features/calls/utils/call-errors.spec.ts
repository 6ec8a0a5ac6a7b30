import { describe, expect, it } from '@jest/globals';
import { callDetailFailureMessage, loadFailureMessage } from './call-errors';

const serverError = (status: number) => ({ status, data: { success: false, error: 'nope' } });

describe('loadFailureMessage', () => {
  it('should ask to try later when nothing answered', () => {
    expect(
      loadFailureMessage({ status: 'FETCH_ERROR', error: 'x' }, 'Failed to load call history'),
    ).toBe('Failed to load call history. Please try again later.');
  });

  it('should ask to try later when the server failed', () => {
    expect(loadFailureMessage(serverError(503), 'Failed to load recent calls')).toBe(
      'Failed to load recent calls. Please try again later.',
    );
  });

  it('should give the plain text when the server turned the request down', () => {
    expect(loadFailureMessage(serverError(403), 'Failed to load recent calls')).toBe(
      'Failed to load recent calls',
    );
    expect(loadFailureMessage(serverError(200), 'Failed to load recent calls')).toBe(
      'Failed to load recent calls',
    );
  });
});

describe('callDetailFailureMessage', () => {
  it('should say not found when the server answers 404', () => {
    expect(callDetailFailureMessage(serverError(404))).toBe('Call details not found');
  });

  it('should say it failed to load when the server errs', () => {
    expect(callDetailFailureMessage(serverError(500))).toBe(
      'Failed to load call details. Please try again later.',
    );
    expect(callDetailFailureMessage(serverError(403))).toBe('Failed to load call details');
  });
});
