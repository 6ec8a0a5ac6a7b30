import { DomainRuleViolation } from '../decider/decider.js';

// Good / better / best: the price options a proposal offers, one of which the client picks.
export type PriceOption = {
  id: string;
  name: string;
  price: number;
  description: string;
  recommended: boolean;
};

// Extras the client may add to any option (an extended warranty, a smart thermostat).
export type AddOn = { id: string; name: string; price: number };

// What the client chose when signing, named and priced as the share offered it: the signature
// covers it (the agreement hash) and the dashboard's value becomes its total.
export type ProposalChoice = {
  // Null when the proposal offers add-ons but no options: the add-ons then go on top of its value.
  option: { id: string; name: string; price: number } | null;
  addOns: AddOn[];
  total: number;
};

export type ProposalOffer = { priceOptions?: PriceOption[]; addOns?: AddOn[]; value: number };

export const offerMessages = {
  optionRequired: 'Please choose one of the price options.',
  optionUnknown: 'That price option is not part of this proposal.',
  addOnUnknown: 'That add-on is not part of this proposal.',
  addOnRepeated: 'Each add-on can be chosen once.',
  idRepeated: 'Each price option and add-on needs its own id.',
  recommendedTwice: 'At most one price option can be recommended.',
} as const;

const invalid = (code: string, message: string) =>
  new DomainRuleViolation(code, 'invalid', message);

// Dollars and cents, without binary fractions creeping into a total.
const sum = (amounts: readonly number[]): number =>
  Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100;

// What a share may offer: ids that tell every option and add-on apart, one recommendation at most.
export const assertOffer = ({ priceOptions = [], addOns = [] }: Omit<ProposalOffer, 'value'>) => {
  const ids = [...priceOptions, ...addOns].map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw invalid('OfferIdRepeated', offerMessages.idRepeated);
  if (priceOptions.filter((option) => option.recommended).length > 1) {
    throw invalid('OfferRecommendedTwice', offerMessages.recommendedTwice);
  }
};

// The value a proposal with options goes by until the client chooses: the recommended one's.
export const offeredValue = (priceOptions: readonly PriceOption[]): number | null =>
  (priceOptions.find((option) => option.recommended) ?? priceOptions[0])?.price ?? null;

// The client's choice against what the share offered. A proposal with options needs exactly one of
// them; add-ons are optional, each at most once. Null when there was nothing to choose.
export const chooseFromOffer = (
  offer: ProposalOffer,
  optionId: string | null,
  addOnIds: readonly string[],
): ProposalChoice | null => {
  const options = offer.priceOptions ?? [];
  const extras = offer.addOns ?? [];
  if (options.length > 0 && optionId === null) {
    throw invalid('PriceOptionRequired', offerMessages.optionRequired);
  }
  const picked = optionId === null ? null : options.find((option) => option.id === optionId);
  if (picked === undefined) throw invalid('PriceOptionUnknown', offerMessages.optionUnknown);
  if (new Set(addOnIds).size !== addOnIds.length) {
    throw invalid('AddOnRepeated', offerMessages.addOnRepeated);
  }
  const addOns = addOnIds.map((id) => {
    const addOn = extras.find((extra) => extra.id === id);
    if (!addOn) throw invalid('AddOnUnknown', offerMessages.addOnUnknown);
    return { id: addOn.id, name: addOn.name, price: addOn.price };
  });
  if (picked === null && addOns.length === 0) return null;
  const option = picked && { id: picked.id, name: picked.name, price: picked.price };
  return {
    option,
    addOns,
    total: sum([option?.price ?? offer.value, ...addOns.map((addOn) => addOn.price)]),
  };
};

// "$20,349.5": an amount as notices, timelines and the sealed PDF write it.
export const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

// A choice in one line, as notices and timelines name it: "Premium + Smart thermostat, $20,349.50".
export const choiceSummary = (choice: ProposalChoice): string => {
  const names = [choice.option?.name, ...choice.addOns.map((addOn) => addOn.name)];
  return `${names.filter(Boolean).join(' + ')}, ${dollars(choice.total)}`;
};
