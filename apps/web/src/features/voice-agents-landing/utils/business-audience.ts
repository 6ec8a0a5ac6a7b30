import type { BusinessNavState } from '../../../types/router-state';

// /business2/voice-agents is the Real Estate page (000 §2); the "For Businesses" menu says which
// of its entries was picked, and the hero speaks to that audience.
export const DEFAULT_BUSINESS_TYPE = 'Real Estate';

// The menu's own heading names no audience of its own.
const GENERIC_LABELS = new Set(['For Businesses']);

// History state can hold anything another page or an old entry left there.
const MAX_LABEL_LENGTH = 40;

const audiences: Record<string, string> = {
  'Real Estate': 'real estate businesses',
  'Home Services': 'home-service businesses',
};

/** The business type carried in router state, or Real Estate. */
export const readBusinessType = (state: unknown): string => {
  if (typeof state !== 'object' || state === null) return DEFAULT_BUSINESS_TYPE;
  const { businessType } = state as Partial<Record<keyof BusinessNavState, unknown>>;
  if (typeof businessType !== 'string') return DEFAULT_BUSINESS_TYPE;
  const label = businessType.trim();
  if (label === '' || label.length > MAX_LABEL_LENGTH || GENERIC_LABELS.has(label)) {
    return DEFAULT_BUSINESS_TYPE;
  }
  return label;
};

/** Who the hero speaks to, e.g. "HVAC businesses". */
export const audienceFor = (businessType: string): string =>
  audiences[businessType] ?? `${businessType} businesses`;
