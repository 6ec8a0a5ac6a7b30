import { describe, expect, it } from '@jest/globals';
import {
  hasOffer,
  initialSelection,
  selectionNames,
  selectionTotal,
  toggleAddOn,
  type OfferSelection,
} from './offer-selection';

const offer = {
  price_options: [
    { id: 'basic', name: 'Basic', price: 12_400, description: '', recommended: false },
    { id: 'standard', name: 'Standard', price: 15_900, description: '', recommended: true },
    { id: 'premium', name: 'Premium', price: 19_750.1, description: '', recommended: false },
  ],
  add_ons: [
    { id: 'labor', name: 'Extended Labor', price: 1_200.2 },
    { id: 'parts', name: 'Extended Parts', price: 800 },
  ],
  value: 15_900,
};

describe('offer selection', () => {
  it('should start on the recommended option with no add-ons, or the first without one', () => {
    expect(initialSelection(offer)).toEqual({ optionId: 'standard', addOnIds: [] });
    const none = offer.price_options.map((o) => ({ ...o, recommended: false }));
    expect(initialSelection({ ...offer, price_options: none }).optionId).toBe('basic');
    expect(initialSelection({ ...offer, price_options: [] }).optionId).toBeNull();
  });

  it('should total the option and the add-ons to the cent, updating as add-ons come and go', () => {
    let selection: OfferSelection = { optionId: 'premium', addOnIds: [] };
    expect(selectionTotal(offer, selection)).toBe(19_750.1);
    selection = toggleAddOn(selection, 'labor');
    expect(selectionTotal(offer, selection)).toBe(20_950.3);
    selection = toggleAddOn(toggleAddOn(selection, 'parts'), 'labor');
    expect(selection.addOnIds).toEqual(['parts']);
    expect(selectionTotal(offer, selection)).toBe(20_550.1);
    expect(selectionNames(offer, selection)).toBe('Premium + Extended Parts');
  });

  it('should put add-ons on top of the value when there are no options', () => {
    const extrasOnly = { ...offer, price_options: [], value: 9_000 };
    expect(selectionTotal(extrasOnly, { optionId: null, addOnIds: ['parts'] })).toBe(9_800);
    expect(hasOffer(extrasOnly)).toBe(true);
    expect(hasOffer({ ...extrasOnly, add_ons: [] })).toBe(false);
  });
});
