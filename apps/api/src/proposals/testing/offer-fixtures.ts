// The wizard's three packages (Standard recommended) and its two extended warranties.
export const priceOptions = [
  { id: 'basic', name: 'Basic', price: 12_400, description: 'Single-stage', recommended: false },
  { id: 'standard', name: 'Standard', price: 15_900, description: 'Two-stage', recommended: true },
  { id: 'premium', name: 'Premium', price: 19_750, description: 'Variable speed' },
];

export const addOns = [
  { id: 'labor', name: 'Extended Labor Protection, 5 years', price: 1_200 },
  { id: 'parts', name: 'Extended Parts Protection, 3 years', price: 800.5 },
];
