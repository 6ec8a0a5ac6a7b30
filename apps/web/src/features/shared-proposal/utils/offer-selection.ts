import type { AddOn, PriceOption, SharedProposalChoice } from '@vanilla/contracts';

/** What the client has picked so far: one option (when there are any) and any add-ons. */
export type OfferSelection = { optionId: string | null; addOnIds: string[] };

export type Offer = {
  price_options: readonly PriceOption[];
  add_ons: readonly AddOn[];
  value: number;
};

export const hasOffer = (offer: Offer): boolean =>
  offer.price_options.length > 0 || offer.add_ons.length > 0;

/** Where the page starts: the recommended option (else the first), no add-ons. */
export const initialSelection = (offer: Offer): OfferSelection => ({
  optionId: (offer.price_options.find((o) => o.recommended) ?? offer.price_options[0])?.id ?? null,
  addOnIds: [],
});

/** The choice a signed proposal records, as a selection. */
export const selectionOf = (chosen: SharedProposalChoice): OfferSelection => ({
  optionId: chosen.option_id,
  addOnIds: chosen.add_on_ids,
});

/** Adds the add-on, or sets it aside when it was picked; the order picked is kept. */
export const toggleAddOn = (selection: OfferSelection, id: string): OfferSelection => ({
  ...selection,
  addOnIds: selection.addOnIds.includes(id)
    ? selection.addOnIds.filter((picked) => picked !== id)
    : [...selection.addOnIds, id],
});

/** The option's price (or the proposal's value without options) plus the add-ons, to the cent. */
export const selectionTotal = (offer: Offer, selection: OfferSelection): number => {
  const option = offer.price_options.find((o) => o.id === selection.optionId);
  const extras = offer.add_ons.filter((addOn) => selection.addOnIds.includes(addOn.id));
  const cents = [option?.price ?? offer.value, ...extras.map((addOn) => addOn.price)].reduce(
    (sum, price) => sum + Math.round(price * 100),
    0,
  );
  return cents / 100;
};

/** "Premium + Extended Labor Protection": what the selection names. */
export const selectionNames = (offer: Offer, selection: OfferSelection): string =>
  [
    offer.price_options.find((o) => o.id === selection.optionId)?.name,
    ...selection.addOnIds.map((id) => offer.add_ons.find((addOn) => addOn.id === id)?.name),
  ]
    .filter(Boolean)
    .join(' + ');
