// Fictional home-service businesses the investor search returns. Every page that shows them
// labels them "Sample data": none of these companies or figures is real.

export type SampleFirm = {
  id: string;
  name: string;
  trade: 'HVAC' | 'Plumbing' | 'Roofing' | 'Electrical' | 'Solar';
  city: string;
  state: { code: string; name: string };
  founded: number;
  employees: number;
  /** Annual revenue band, e.g. "$12–15M". */
  revenue: string;
  /** Revenue growth over the last year, in percent (negative when it shrank). */
  growth: number;
  /** Share of revenue from maintenance plans and other recurring work, in percent. */
  recurringShare: number;
  rating: number;
  reviews: number;
  summary: string;
};

export const sampleFirms: SampleFirm[] = [
  {
    id: 'northwind-comfort',
    name: 'Northwind Comfort Systems',
    trade: 'HVAC',
    city: 'Austin',
    state: { code: 'TX', name: 'Texas' },
    founded: 2004,
    employees: 62,
    revenue: '$12–15M',
    growth: 18,
    recurringShare: 34,
    rating: 4.8,
    reviews: 612,
    summary:
      'Residential replacement and service with about 4,100 maintenance-plan members; answers 97% of calls.',
  },
  {
    id: 'blue-ridge-plumbing',
    name: 'Blue Ridge Plumbing & Drain',
    trade: 'Plumbing',
    city: 'Charlotte',
    state: { code: 'NC', name: 'North Carolina' },
    founded: 1998,
    employees: 38,
    revenue: '$6–8M',
    growth: 11,
    recurringShare: 27,
    rating: 4.7,
    reviews: 389,
    summary:
      'Service plumbing, drain cleaning and water heaters, with a steady flow of property-manager referrals.',
  },
  {
    id: 'cedar-peak-roofing',
    name: 'Cedar Peak Roofing',
    trade: 'Roofing',
    city: 'Denver',
    state: { code: 'CO', name: 'Colorado' },
    founded: 2011,
    employees: 45,
    revenue: '$14–18M',
    growth: 24,
    recurringShare: 8,
    rating: 4.6,
    reviews: 501,
    summary:
      'Storm-driven reroofing that is building a retail, non-insurance book to smooth out the seasons.',
  },
  {
    id: 'brightline-electric',
    name: 'Brightline Electric',
    trade: 'Electrical',
    city: 'Phoenix',
    state: { code: 'AZ', name: 'Arizona' },
    founded: 2008,
    employees: 29,
    revenue: '$5–7M',
    growth: 15,
    recurringShare: 12,
    rating: 4.9,
    reviews: 274,
    summary:
      'Panel upgrades, EV chargers and standby generators; the owner still runs every sales visit.',
  },
  {
    id: 'sunhaven-solar',
    name: 'Sunhaven Solar',
    trade: 'Solar',
    city: 'Sacramento',
    state: { code: 'CA', name: 'California' },
    founded: 2013,
    employees: 54,
    revenue: '$18–22M',
    growth: -6,
    recurringShare: 5,
    rating: 4.5,
    reviews: 433,
    summary:
      'Residential solar and batteries; sales slowed after export credits changed and batteries now lead.',
  },
  {
    id: 'lakeshore-heating',
    name: 'Lakeshore Heating & Air',
    trade: 'HVAC',
    city: 'Columbus',
    state: { code: 'OH', name: 'Ohio' },
    founded: 1987,
    employees: 41,
    revenue: '$7–9M',
    growth: 6,
    recurringShare: 41,
    rating: 4.8,
    reviews: 705,
    summary:
      'Second-generation owner planning to retire; a high share of maintenance revenue and long-tenured technicians.',
  },
];

/** Searches offered when a visitor has not typed one, or one finds nothing. */
export const suggestedSearches = ['HVAC', 'Roofing', 'Plumbing', 'Solar', 'Texas'];
