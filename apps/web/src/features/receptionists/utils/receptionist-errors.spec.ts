import { describe, expect, it } from '@jest/globals';
import {
  createFailure,
  deleteErrorMessage,
  feedbackErrorMessage,
  listErrorMessage,
  updateErrorMessage,
} from './receptionist-errors';

const server = (error?: string) => ({ status: 500, data: error ? { success: false, error } : {} });
const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe(createFailure.name, () => {
  it('should suggest other area codes when the server has no number for the area code', () => {
    const expected = {
      message:
        'No phone numbers available with area code 907. Please try a different area code like 512, 214, or 346.',
      noNumbers: true,
    };
    expect(createFailure(server('No available phone numbers in area code 907'), '907')).toEqual(
      expected,
    );
    expect(createFailure(server('Failed to provision phone number: none left'), '907')).toEqual(
      expected,
    );
  });

  it("should show the server's error when it gives another reason", () => {
    expect(createFailure(server('Receptionist limit reached'), '415')).toEqual({
      message: 'Receptionist limit reached',
      noNumbers: false,
    });
  });

  it('should fall back to the spec texts when the server gives no reason or nothing answers', () => {
    expect(createFailure(server(), '415').message).toBe(
      'Failed to create AI receptionist. Please check details.',
    );
    expect(createFailure(network, '415').message).toBe(
      'An unexpected error occurred while creating the AI receptionist. Please try again.',
    );
    expect(createFailure(undefined, '415').message).toBe('An error occurred. Please try again.');
  });
});

describe(listErrorMessage.name, () => {
  it('should tell a network failure from a refusal when the list does not load', () => {
    expect(listErrorMessage(network)).toBe(
      'Network error loading your AI receptionists. Please try again later.',
    );
    expect(listErrorMessage(server('boom'))).toBe('Failed to load your AI receptionists');
  });
});

describe(updateErrorMessage.name, () => {
  it("should show the server's error, else the spec text, when an update fails", () => {
    expect(updateErrorMessage(server('Name too long'))).toBe('Name too long');
    expect(updateErrorMessage(network)).toBe('Failed to update AI receptionist');
  });
});

describe(deleteErrorMessage.name, () => {
  it("should show the server's error, else the spec texts, when a delete fails", () => {
    expect(deleteErrorMessage(server('Not found'))).toBe('Not found');
    expect(deleteErrorMessage(server())).toBe('Failed to delete AI Receptionist');
    expect(deleteErrorMessage(network)).toBe(
      'An unexpected error occurred while deleting the AI receptionist',
    );
  });
});

describe(feedbackErrorMessage.name, () => {
  it('should tell a refusal from a network failure when feedback is not sent', () => {
    expect(feedbackErrorMessage(server('x'))).toBe('Failed to submit feedback');
    expect(feedbackErrorMessage(network)).toBe(
      'An error occurred while submitting feedback. Please try again.',
    );
  });
});
