import type { Tier } from '@vanilla/contracts';

/** Who is looking at the page, as far as the session check has told. */
export type Viewer = { kind: 'checking' } | { kind: 'visitor' } | { kind: 'customer'; tier: Tier };

export type MainActionKind = 'checking' | 'processing' | 'start-trial' | 'upgrade' | 'manage-plan';

export type MainAction = { kind: MainActionKind; label: string };

// 000 §2, 001 §4: the main button's label by user state.
export const mainActionLabels: Record<MainActionKind, string> = {
  checking: 'Checking status...',
  processing: 'Processing...',
  'start-trial': 'Start Free Trial',
  upgrade: 'Upgrade to Super Pro',
  'manage-plan': 'Manage Plan',
};

const action = (kind: MainActionKind): MainAction => ({ kind, label: mainActionLabels[kind] });

/** The main button for this viewer, or null when there is none (Super Pro has nothing to buy). */
export const mainAction = (viewer: Viewer, processing: boolean): MainAction | null => {
  if (viewer.kind === 'checking') return action('checking');
  if (viewer.kind === 'customer' && viewer.tier === 'super_pro') return null;
  if (processing) return action('processing');
  if (viewer.kind === 'visitor') return action('start-trial');
  return action(viewer.tier === 'free' ? 'upgrade' : 'manage-plan');
};
