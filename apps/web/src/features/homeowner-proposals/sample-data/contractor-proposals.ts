import type { ContractorProposal, ProjectType } from './sample-types';

// The proposals each project received (000 §3 "contractor proposal"); ids are per project type.
export const contractorProposals: Record<ProjectType, ContractorProposal[]> = {
  HVAC: [
    {
      id: '1',
      contractor: 'Comfort Air Pros',
      amount: 12450,
      dateReceived: '2026-11-19',
      status: 'In Progress',
      rating: 4.9,
      profile: {
        founded: 2006,
        license: 'TACLA 38412C',
        city: 'Austin, TX',
        about:
          'A family-run heating and cooling company with 14 NATE-certified technicians. They install about 400 systems a year and keep a same-day repair crew on call all summer.',
      },
    },
    {
      id: '2',
      contractor: 'Summit Heating & Cooling',
      amount: 13980,
      dateReceived: '2026-11-17',
      status: 'Pending',
      rating: 4.7,
      profile: {
        founded: 1998,
        license: 'TACLA 21907E',
        city: 'Round Rock, TX',
        about:
          'A regional installer focused on high-efficiency heat pumps, with its own duct-fabrication shop and a 10-year labor guarantee on every full replacement.',
      },
    },
    {
      id: '3',
      contractor: 'BlueLine Mechanical',
      amount: 11200,
      dateReceived: '2026-11-14',
      status: 'Declined',
      rating: 4.4,
      profile: {
        founded: 2015,
        license: 'TACLA 60233C',
        city: 'Pflugerville, TX',
        about:
          'A small crew of five that keeps prices down by buying equipment direct from the distributor. Scheduling is usually two to three weeks out.',
      },
    },
  ],
  Roofing: [
    {
      id: '1',
      contractor: 'Peak Roofing Co.',
      amount: 9800,
      dateReceived: '2026-11-16',
      status: 'Pending',
      rating: 4.8,
      profile: {
        founded: 2003,
        license: 'RCAT 4471',
        city: 'Austin, TX',
        about:
          'A GAF Master Elite roofer (about 2% of roofers qualify) with in-house crews, no subcontractors, and a project manager on site every day of the job.',
      },
    },
    {
      id: '2',
      contractor: 'Shield Exteriors',
      amount: 11350,
      dateReceived: '2026-11-13',
      status: 'Pending',
      rating: 4.6,
      profile: {
        founded: 2011,
        license: 'RCAT 5120',
        city: 'Cedar Park, TX',
        about:
          'Roofing, gutters and siding under one roof. They work with most insurers on storm claims and photograph every stage of the job for your records.',
      },
    },
    {
      id: '3',
      contractor: 'Hometown Roofers',
      amount: 8900,
      dateReceived: '2026-11-10',
      status: 'Declined',
      rating: 4.2,
      profile: {
        founded: 2018,
        license: 'RCAT 6088',
        city: 'Georgetown, TX',
        about:
          'A young local company that competes on price and speed, with most re-roofs finished in a single day.',
      },
    },
  ],
  Plumbing: [
    {
      id: '1',
      contractor: 'ClearFlow Plumbing',
      amount: 2850,
      dateReceived: '2026-11-09',
      status: 'Accepted',
      rating: 4.9,
      profile: {
        founded: 2009,
        license: 'TSBPE M-40218',
        city: 'Austin, TX',
        about:
          'Licensed master plumbers with upfront flat-rate pricing: the price in the proposal is the price on the invoice.',
      },
    },
    {
      id: '2',
      contractor: 'Rapid Rooter Services',
      amount: 3100,
      dateReceived: '2026-11-08',
      status: 'Declined',
      rating: 4.5,
      profile: {
        founded: 2001,
        license: 'TSBPE M-22751',
        city: 'Austin, TX',
        about:
          'A 24/7 emergency plumbing service with 30 vans on the road, known for same-day water heater swaps.',
      },
    },
    {
      id: '3',
      contractor: 'Cornerstone Plumbing',
      amount: 2650,
      dateReceived: '2026-11-06',
      status: 'Declined',
      rating: 4.3,
      profile: {
        founded: 2013,
        license: 'TSBPE M-51904',
        city: 'Kyle, TX',
        about:
          'An owner-operated business: the master plumber who writes the proposal does the work himself.',
      },
    },
  ],
  Landscaping: [
    {
      id: '1',
      contractor: 'GreenScape Design',
      amount: 7400,
      dateReceived: '2026-11-03',
      status: 'Declined',
      rating: 4.7,
      profile: {
        founded: 2010,
        license: 'TDA Irrigator LI-19283',
        city: 'Austin, TX',
        about:
          'A design-build studio with a landscape architect on staff, specialising in native, drought-tolerant gardens.',
      },
    },
    {
      id: '2',
      contractor: 'Oak & Stone Landscapes',
      amount: 8250,
      dateReceived: '2026-11-01',
      status: 'Pending',
      rating: 4.8,
      profile: {
        founded: 2004,
        license: 'TDA Irrigator LI-10457',
        city: 'Dripping Springs, TX',
        about:
          'Hardscape specialists (patios, retaining walls, outdoor kitchens) who also plant and maintain what they build.',
      },
    },
    {
      id: '3',
      contractor: 'Evergreen Yard Works',
      amount: 6900,
      dateReceived: '2026-10-29',
      status: 'In Progress',
      rating: 4.5,
      profile: {
        founded: 2016,
        license: 'TDA Irrigator LI-30876',
        city: 'Buda, TX',
        about:
          'A landscaping and lawn-care company that offers the first season of maintenance free with every install.',
      },
    },
  ],
};
