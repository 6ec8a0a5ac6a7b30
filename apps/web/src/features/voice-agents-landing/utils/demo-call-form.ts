import { demoCallGoals, demoCallSectorOptions } from '@vanilla/contracts';
import type { DemoCallGoal, DemoCallSector } from '@vanilla/contracts';
import type { RequestCallRequest } from '@vanilla/contracts/dto';
import { describeApiFailure } from '../../../lib/api-error';
import { normalizePhone } from './phone-number';

export type DemoCallFields = {
  customerName: string;
  agentName: string;
  phone: string;
  companyName: string;
  /** A sector id, or '' until one is chosen. */
  sector: string;
  /** A goal id, or '' until one is chosen. */
  goal: string;
};

export type DemoCallField = keyof DemoCallFields;

export const emptyDemoCallFields: DemoCallFields = {
  customerName: '',
  agentName: '',
  phone: '',
  companyName: '',
  sector: '',
  goal: '',
};

// 000 §8 and 001 §8 word these; the required-field texts are the API's own (RequestCallRequest).
export const demoCallMessages = {
  success: "Your call has been initiated! You'll receive a call shortly.",
  failed: 'Failed to initiate call. Please try again.',
  network: 'Something went wrong. Please try again later.',
  companyName: 'Company name is required',
  sector: 'Please choose a sector',
  goal: 'Please choose a goal',
} as const;

export type DemoCallCheck =
  { ok: true; request: RequestCallRequest } | { ok: false; field: DemoCallField; message: string };

const isSector = (value: string): value is DemoCallSector =>
  demoCallSectorOptions.some((option) => option.id === value);

const isGoal = (value: string): value is DemoCallGoal =>
  demoCallGoals.some((option) => option.id === value);

/**
 * The request to send, or the first broken rule in the form's order: phone, company name,
 * sector, goal (000 §5). Names are optional and trimmed.
 */
export const checkDemoCall = (fields: DemoCallFields): DemoCallCheck => {
  const phone = normalizePhone(fields.phone);
  if (!phone.ok) return { ok: false, field: 'phone', message: phone.message };
  const companyName = fields.companyName.trim();
  if (companyName === '') {
    return { ok: false, field: 'companyName', message: demoCallMessages.companyName };
  }
  if (!isSector(fields.sector)) {
    return { ok: false, field: 'sector', message: demoCallMessages.sector };
  }
  if (!isGoal(fields.goal)) return { ok: false, field: 'goal', message: demoCallMessages.goal };
  return {
    ok: true,
    request: {
      customerName: fields.customerName.trim(),
      agentName: fields.agentName.trim(),
      phone: phone.phone,
      companyName,
      sector: fields.sector,
      goal: fields.goal,
    },
  };
};

/**
 * A failed POST /api/request-call: the server's error text or the generic failure; anything
 * that is not a server answer (no connection, a page that is not JSON) is "something went wrong".
 */
export const demoCallFailureMessage = (error: unknown): string => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'server') return failure.message ?? demoCallMessages.failed;
  return demoCallMessages.network;
};
