// 000 §3 "contractor" {name, rating, reviews}, with what its profile shows besides.
export type Contractor = {
  name: string;
  rating: number;
  reviews: number;
  trade: string;
  city: string;
  about: string;
};

export const contractors: Contractor[] = [
  {
    name: 'Comfort Air Pros',
    rating: 4.9,
    reviews: 312,
    trade: 'HVAC, heating & cooling',
    city: 'Austin, TX',
    about: 'NATE-certified technicians; heat pump and furnace installs, same-day repairs.',
  },
  {
    name: 'Peak Roofing Co.',
    rating: 4.8,
    reviews: 207,
    trade: 'Roofing',
    city: 'Austin, TX',
    about: 'Shingle and metal roofs, storm repairs and insurance claims, in-house crews only.',
  },
  {
    name: 'ClearFlow Plumbing',
    rating: 4.7,
    reviews: 158,
    trade: 'Plumbing',
    city: 'Round Rock, TX',
    about: 'Licensed master plumbers with flat-rate pricing; water heaters, repipes, leaks.',
  },
  {
    name: 'GreenScape Design',
    rating: 4.6,
    reviews: 94,
    trade: 'Landscaping',
    city: 'Cedar Park, TX',
    about: 'Native, drought-tolerant gardens, patios and drip irrigation, design to build.',
  },
];
