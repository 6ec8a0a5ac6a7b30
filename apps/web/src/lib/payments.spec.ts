import { describe, expect, it } from '@jest/globals';
import {
  checkoutErrorMessage,
  formatDollars,
  isNavigableUrl,
  planChangeErrorMessage,
  planChangeSuccessMessage,
  portalErrorMessage,
  readPaymentError,
} from './payments';

const refusedWith = (error: string) => ({ status: 400, data: { success: false, error } });
const refusedSilently = { status: 500, data: { success: false } };
const notJson = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html></html>', error: '' };
const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const ourBug = new TypeError('x is undefined');

describe(checkoutErrorMessage.name, () => {
  it("should show the server's error when it sent one", () => {
    expect(checkoutErrorMessage(refusedWith('Stripe is not configured'))).toBe(
      'Stripe is not configured',
    );
  });

  it('should say the session could not be initiated when the server refused without a reason', () => {
    expect(checkoutErrorMessage(refusedSilently)).toBe('Could not initiate checkout session.');
    expect(checkoutErrorMessage(notJson)).toBe('Could not initiate checkout session.');
  });

  it('should ask to try again when nothing answered', () => {
    expect(checkoutErrorMessage(offline)).toBe(
      'Could not retrieve a checkout session. Please try again.',
    );
  });

  it('should give the generic text when our own code failed', () => {
    expect(checkoutErrorMessage(ourBug)).toBe('An unexpected error occurred. Please try again.');
  });
});

describe(portalErrorMessage.name, () => {
  it("should show the server's error when it sent one", () => {
    expect(portalErrorMessage(refusedWith('No billing account yet'))).toBe(
      'No billing account yet',
    );
  });

  it('should say the portal could not be opened when the server refused without a reason', () => {
    expect(portalErrorMessage(refusedSilently)).toBe('Could not open customer portal.');
  });

  it('should ask to try again when nothing answered', () => {
    expect(portalErrorMessage(offline)).toBe('Could not open customer portal. Please try again.');
  });
});

describe(planChangeErrorMessage.name, () => {
  it("should show the server's error when it sent one", () => {
    expect(planChangeErrorMessage(refusedWith('You have no subscription to change'))).toBe(
      'You have no subscription to change',
    );
  });

  it('should ask to try again when the change was refused without a reason or nothing answered', () => {
    expect(planChangeErrorMessage(refusedSilently)).toBe(
      'Could not change your plan. Please try again.',
    );
    expect(planChangeErrorMessage(offline)).toBe('Could not change your plan. Please try again.');
  });

  it('should give the generic text when our own code failed', () => {
    expect(planChangeErrorMessage(ourBug)).toBe('An unexpected error occurred. Please try again.');
  });
});

describe(planChangeSuccessMessage.name, () => {
  it("should repeat the server's message when it sent one", () => {
    expect(planChangeSuccessMessage('Your plan ends on May 1.')).toBe('Your plan ends on May 1.');
  });

  it('should say the plan is being updated when the server sent no message', () => {
    const expected = 'Your plan is being updated! Refreshing page to see changes...';
    expect(planChangeSuccessMessage(undefined)).toBe(expected);
    expect(planChangeSuccessMessage('  ')).toBe(expected);
  });
});

describe(isNavigableUrl.name, () => {
  it('should follow http(s) addresses', () => {
    expect(isNavigableUrl('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
  });

  it('should refuse anything else when the address is missing, relative or a script', () => {
    expect(isNavigableUrl(undefined)).toBe(false);
    expect(isNavigableUrl('')).toBe(false);
    expect(isNavigableUrl('/pricing')).toBe(false);
    expect(isNavigableUrl('javascript:alert(1)')).toBe(false);
  });
});

describe(readPaymentError.name, () => {
  it('should read the message carried to the pricing page', () => {
    expect(readPaymentError({ paymentError: 'No checkout URL returned' })).toBe(
      'No checkout URL returned',
    );
  });

  it('should read nothing when the state holds no message', () => {
    expect(readPaymentError(null)).toBeNull();
    expect(readPaymentError({ businessType: 'Real Estate' })).toBeNull();
    expect(readPaymentError({ paymentError: '   ' })).toBeNull();
    expect(readPaymentError({ paymentError: 42 })).toBeNull();
  });
});

describe(formatDollars.name, () => {
  it('should leave out cents when the amount is whole', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(7)).toBe('$7');
    expect(formatDollars(1200)).toBe('$1,200');
  });

  it('should show cents when the amount has them', () => {
    expect(formatDollars(7.5)).toBe('$7.50');
  });
});
