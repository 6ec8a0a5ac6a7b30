import { describe, expect, it } from '@jest/globals';
import { mainAction } from './main-action';

describe(mainAction.name, () => {
  it('should read "Checking status..." when the session check is still running', () => {
    expect(mainAction({ kind: 'checking' }, false)?.label).toBe('Checking status...');
    expect(mainAction({ kind: 'checking' }, true)?.kind).toBe('checking');
  });

  it('should read "Start Free Trial" when the visitor is signed out', () => {
    expect(mainAction({ kind: 'visitor' }, false)).toEqual({
      kind: 'start-trial',
      label: 'Start Free Trial',
    });
  });

  it('should read "Upgrade to Super Pro" when the account is on the free tier', () => {
    expect(mainAction({ kind: 'customer', tier: 'free' }, false)).toEqual({
      kind: 'upgrade',
      label: 'Upgrade to Super Pro',
    });
  });

  it('should read "Manage Plan" when the account is on another paid tier', () => {
    expect(mainAction({ kind: 'customer', tier: 'pro' }, false)).toEqual({
      kind: 'manage-plan',
      label: 'Manage Plan',
    });
  });

  it('should be hidden when the account is on Super Pro', () => {
    expect(mainAction({ kind: 'customer', tier: 'super_pro' }, false)).toBeNull();
    expect(mainAction({ kind: 'customer', tier: 'super_pro' }, true)).toBeNull();
  });

  it('should read "Processing..." when the action is under way', () => {
    expect(mainAction({ kind: 'visitor' }, true)?.label).toBe('Processing...');
    expect(mainAction({ kind: 'customer', tier: 'free' }, true)?.label).toBe('Processing...');
    expect(mainAction({ kind: 'customer', tier: 'pro' }, true)?.kind).toBe('processing');
  });
});
