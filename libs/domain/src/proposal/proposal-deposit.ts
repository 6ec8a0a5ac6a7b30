import { DomainRuleViolation } from '../decider/decider.js';
import type { ProposalState } from './proposal-decider.js';

// What a proposal asks the client to pay once they sign: a share of the total, or a fixed sum.
export type DepositTerms = { percent: number } | { amount: number };

// The spec's sample terms ask for 20 % at signing: the wizard starts there.
export const DEFAULT_DEPOSIT_PERCENT = 20;

// A fixed deposit is bounded like a proposal's value.
export const DEPOSIT_AMOUNT_MAX = 1_000_000_000;

export const depositMessages = {
  shape: 'A deposit is either a percent or an amount, not both.',
  percent: 'A deposit percent is a whole number from 1 to 100.',
  amount: 'A deposit amount is more than $0, in dollars with at most 2 decimals.',
} as const;

const invalid = (code: string, message: string) =>
  new DomainRuleViolation(code, 'invalid', message);

const isCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

// The one rule for deposit terms, shared by the request validation and the decider.
export const depositTermsError = (terms: Partial<Record<'percent' | 'amount', unknown>>) => {
  const hasPercent = terms.percent !== undefined && terms.percent !== null;
  const hasAmount = terms.amount !== undefined && terms.amount !== null;
  if (hasPercent === hasAmount) return depositMessages.shape;
  if (hasPercent) {
    const { percent } = terms;
    const ok = typeof percent === 'number' && Number.isInteger(percent);
    return ok && percent >= 1 && percent <= 100 ? null : depositMessages.percent;
  }
  const { amount } = terms;
  const ok = typeof amount === 'number' && Number.isFinite(amount) && isCents(amount);
  return ok && amount > 0 && amount <= DEPOSIT_AMOUNT_MAX ? null : depositMessages.amount;
};

export const assertDeposit = (terms: DepositTerms): void => {
  const error = depositTermsError(terms);
  if (error) throw invalid('DepositInvalid', error);
};

// The deposit in dollars (to the cent) of a total: the chosen total once signed, the offered value
// before. A fixed amount never asks for more than the whole job.
export const depositDue = (terms: DepositTerms, total: number): number => {
  const due = 'percent' in terms ? (total * terms.percent) / 100 : Math.min(terms.amount, total);
  return Math.round(Math.max(due, 0) * 100) / 100;
};

// The deposit a proposal asks for as its client's page shows it: of the chosen total once signed,
// of the offered value before; null when it asks for none.
export const depositOf = (
  state: ProposalState,
): { terms: DepositTerms; due: number; paid: ProposalState['depositPaid'] } | null => {
  const terms = state.share?.deposit;
  if (!state.share || !terms) return null;
  const total = state.signature?.choice?.total ?? state.share.value;
  return { terms, due: depositDue(terms, total), paid: state.depositPaid };
};
