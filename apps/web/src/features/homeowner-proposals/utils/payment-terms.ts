// 000 §9 demo sample terms: a 20% deposit, then 40% when work starts and 40% on completion;
// cancelling after 3 business days costs the deposit or 10%, whichever is less.
const DEPOSIT_SHARE = 0.2;
const START_SHARE = 0.4;
const CANCELLATION_SHARE = 0.1;

export type PaymentSchedule = { deposit: number; onStart: number; onCompletion: number };

/** Whole dollars that add up to the total: the last payment takes the rounding. */
export const paymentSchedule = (total: number): PaymentSchedule => {
  const deposit = Math.round(total * DEPOSIT_SHARE);
  const onStart = Math.round(total * START_SHARE);
  return { deposit, onStart, onCompletion: total - deposit - onStart };
};

export const cancellationFee = (total: number): number =>
  Math.min(paymentSchedule(total).deposit, Math.round(total * CANCELLATION_SHARE));

/** The monthly payment of a fixed-rate loan, in whole dollars rounded up. */
export const monthlyPayment = (principal: number, annualRatePercent: number, months: number) => {
  const rate = annualRatePercent / 100 / 12;
  const exact =
    rate === 0 ? principal / months : (principal * rate) / (1 - Math.pow(1 + rate, -months));
  return Math.ceil(exact);
};

// The sample financing presets of 001 §9, applied to this proposal's price.
export const financingPlans = [
  { name: 'Low monthly payment', months: 60, annualRatePercent: 5.99 },
  { name: 'Same as cash', months: 12, annualRatePercent: 0 },
] as const;
