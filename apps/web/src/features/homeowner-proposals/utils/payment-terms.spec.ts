import { describe, expect, it } from '@jest/globals';
import { cancellationFee, monthlyPayment, paymentSchedule } from './payment-terms';

describe('paymentSchedule', () => {
  it('should split the price 20/40/40 when the total divides evenly', () => {
    expect(paymentSchedule(10000)).toEqual({ deposit: 2000, onStart: 4000, onCompletion: 4000 });
  });

  it('should add up to the total when shares do not round evenly', () => {
    const schedule = paymentSchedule(12455);
    expect(schedule.deposit + schedule.onStart + schedule.onCompletion).toBe(12455);
  });
});

describe('cancellationFee', () => {
  it('should be 10% of the total when that is less than the 20% deposit', () => {
    expect(cancellationFee(12450)).toBe(1245);
  });
});

describe('monthlyPayment', () => {
  it('should divide the price evenly when the rate is 0%', () => {
    expect(monthlyPayment(10200, 0, 12)).toBe(850);
  });

  it('should amortise the price when there is interest', () => {
    // 10,300 over 60 months at 5.99% APR is 199.08 a month (001 §9's preset, rounded up).
    expect(monthlyPayment(10300, 5.99, 60)).toBe(200);
  });
});
