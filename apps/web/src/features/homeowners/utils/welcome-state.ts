// The zip code the homeowner landing carries to /welcome in the router state. It is never
// checked (000 §5): whatever was typed is shown back, trimmed.
export type WelcomeState = { zipCode: string };

/** The zip code from the router state, or null when none was typed or the state is not ours. */
export const zipCodeFrom = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('zipCode' in state)) return null;
  const { zipCode } = state;
  if (typeof zipCode !== 'string') return null;
  const trimmed = zipCode.trim();
  return trimmed === '' ? null : trimmed;
};
