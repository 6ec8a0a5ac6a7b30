/** "8,450.50" or "$8450" → 8450.5; null for anything that is not a positive amount of dollars. */
export const parseAmount = (text: string): number | null => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
};

/** An id for a payment, so a retried request records it once. */
export const newPaymentId = (): string => `pay-${crypto.randomUUID()}`;
