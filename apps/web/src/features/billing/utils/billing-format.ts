// Money, minutes and months as Settings → Billing & Subscription and the pricing page show them.
// US English throughout: prices are quoted in dollars (000 §9).

const LOCALE = 'en-US';

const currencyFormat = (currency: string): Intl.NumberFormat | null => {
  try {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: currency.toUpperCase() });
  } catch {
    return null;
  }
};

/**
 * An amount in the currency's smallest unit (Stripe's cents) in that currency, e.g.
 * (10000, 'usd') → "$100.00", (5000, 'jpy') → "¥5,000".
 */
export const formatMoney = (amountMinor: number, currency: string): string => {
  const format = currencyFormat(currency);
  if (!format) return `${(amountMinor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
};

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** 1 → "1 minute", 42.25 → "42.3 minutes". */
export const formatMinutes = (minutes: number): string =>
  `${countFormat.format(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** A number for people: 1234 → "1,234", 2.25 → "2.3". */
export const formatCount = (value: number): string => countFormat.format(value);

const monthFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The usage month "YYYY-MM" (UTC) as "March 2026"; the text itself when it is not one. */
export const formatUsageMonth = (month: string): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), monthIndex, 1)));
};
