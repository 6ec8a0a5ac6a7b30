import { requestExamples, type RequestFacts } from './request-examples.js';
import { extractTranscriptFacts, type TranscriptFacts } from './transcript-facts.js';

// The facts the request table speaks about, in its shape; what is absent stays absent.
const tableFacts = (facts: TranscriptFacts): RequestFacts => ({
  clientName: facts.clientName,
  propertyAddress: facts.propertyAddress,
  clientPhone: facts.clientPhone,
  clientEmail: facts.clientEmail,
  trade: facts.trades[0],
  installed: facts.installed,
  removed: facts.removed,
  serviced: facts.serviced,
  capacities: facts.capacities,
  squareFeet: facts.squareFeet,
  prices: facts.prices,
  startDate: facts.startDate,
  scope: facts.scope,
});

describe('extractTranscriptFacts on the request table', () => {
  it.each(requestExamples.map(({ style, request, facts }) => [style, request, facts] as const))(
    'should read exactly the facts a %s request gives when it says: %s',
    (_style, request, facts) => {
      expect(tableFacts(extractTranscriptFacts(request))).toEqual({
        installed: [],
        removed: [],
        serviced: [],
        capacities: [],
        prices: [],
        scope: [],
        ...facts,
      });
    },
  );
});

describe('extractTranscriptFacts', () => {
  it.each([
    [
      'tear off old roof and install metal roof 25 squares 19,500',
      { installed: ['Metal Roof'], removed: [], capacities: ['25 squares'] },
    ],
    [
      'New 10 kW Generac generator with transfer switch for Ann Lee',
      { installed: ['Generac Generator', 'Transfer Switch'], removed: [], capacities: ['10 kW'] },
    ],
    [
      'Water heater is 15 years old, replace with 50 gal Bradford White, $1,900',
      {
        removed: ['Water Heater'],
        installed: ['Bradford White Water Heater'],
        capacities: ['50 gallons'],
      },
    ],
    [
      'Replace old 3 ton Goodman heat pump with new 3 ton Carrier, $8,400 installed',
      { removed: ['Goodman Heat Pump'], installed: ['Carrier Heat Pump'], capacities: ['3 tons'] },
    ],
    [
      'swap her 2.5 ton AC for a 3 ton Lennox heat pump',
      { removed: ['Air Conditioner'], installed: ['Lennox Heat Pump'], capacities: ['3 tons'] },
    ],
    [
      'the Johnsons at 412 Maple need their furnace looked at, diagnostic is 129',
      { serviced: ['Furnace'], installed: [], prices: [{ amount: 129 }] },
    ],
    [
      'new roof, 30 squares, around 15 grand',
      { capacities: ['30 squares'], prices: [{ amount: 15000 }] },
    ],
    ['Listing for the Smiths at 55 Lake Dr, list at 650k', { clientName: 'The Smiths' }],
    ['the customer is david wright he wants solar', { clientName: 'David Wright' }],
  ])(
    'should read a request the way the table does when it is phrased another way: %s',
    (request, facts) => {
      expect(extractTranscriptFacts(request)).toMatchObject(facts);
    },
  );

  it('should read every fact when a contractor dictates a full HVAC job', () => {
    const facts = extractTranscriptFacts(
      'Proposal for John Smith at 123 Main Street, Springfield, IL 62704. He needs a new 3 ton heat pump ' +
        'and a smart thermostat, the house is about 2,000 square feet. Basic option is $8,500, standard ' +
        '$10,000 and premium $12,500. Financing at $199 a month over 60 months at 5.99% APR. We can start ' +
        'May 3rd and it takes about 3 days. 10-year parts and labor warranty.',
    );

    expect(facts).toEqual({
      clientName: 'John Smith',
      propertyAddress: '123 Main Street, Springfield, IL 62704',
      trades: ['HVAC'],
      installed: ['Heat Pump', 'Thermostat'],
      removed: [],
      serviced: [],
      capacities: ['3 tons'],
      scope: [],
      prices: [
        { amount: 8500, tier: 'basic' },
        { amount: 10000, tier: 'standard' },
        { amount: 12500, tier: 'premium' },
      ],
      financing: [{ monthlyPayment: 199, term: '60 months', interestRate: '5.99%' }],
      squareFeet: 2000,
      startDate: 'May 3',
      timing: ['about 3 days'],
      warranties: ['10-year parts and labor warranty'],
    });
  });

  it('should pair tiers with the amounts before them when prices are named after the tier', () => {
    const facts = extractTranscriptFacts(
      'Three options: $9,000 for the basic package, $11,000 for standard, $14,500 for premium.',
    );

    expect(facts.prices).toEqual([
      { amount: 9000, tier: 'basic' },
      { amount: 11000, tier: 'standard' },
      { amount: 14500, tier: 'premium' },
    ]);
  });

  it('should read three untagged prices as good, better, best when no tier is named', () => {
    const facts = extractTranscriptFacts('Options are $12,000, $9,500 or $15,000 installed.');

    expect(facts.prices).toEqual([
      { amount: 12000, tier: 'standard' },
      { amount: 9500, tier: 'basic' },
      { amount: 15000, tier: 'premium' },
    ]);
  });

  it('should understand spoken amounts when they are said in words or thousands', () => {
    const facts = extractTranscriptFacts(
      'The roof is 12,500 dollars, gutters 2.5k and the skylight $1.2 thousand.',
    );

    expect(facts.prices.map((price) => price.amount)).toEqual([12500, 2500, 1200]);
  });

  it('should leave deposits and rebates out of the prices when they are mentioned', () => {
    const facts = extractTranscriptFacts(
      'Total is $6,000. We need a $1,200 deposit and there is a $500 rebate from the utility.',
    );

    expect(facts.prices).toEqual([{ amount: 6000 }]);
  });

  it('should title-case the name and address when speech arrives in lower case', () => {
    const facts = extractTranscriptFacts(
      'customer name is maria garcia, 45 oak drive. roof replacement with architectural shingles, 12.5k, start in two weeks',
    );

    expect(facts).toMatchObject({
      clientName: 'Maria Garcia',
      propertyAddress: '45 Oak Drive',
      trades: ['Roofing'],
      installed: ['Architectural Shingles'],
      scope: ['Roof Replacement'],
      prices: [{ amount: 12500 }],
      startDate: 'in two weeks',
      timing: [],
    });
  });

  it('should keep the title and read an electrical job when the client is introduced with one', () => {
    const facts = extractTranscriptFacts(
      'Quote for Mr. David Lee, 88 Birch Lane, Austin, TX 78704: 200 amp panel upgrade and a Level 2 EV charger in the garage, $4,800 total, install next Monday.',
    );

    expect(facts).toMatchObject({
      clientName: 'Mr. David Lee',
      propertyAddress: '88 Birch Lane, Austin, TX 78704',
      trades: ['Electrical'],
      installed: ['Electrical Panel', 'EV Charger'],
      capacities: ['200 amps'],
      prices: [{ amount: 4800 }],
      startDate: 'next Monday',
    });
  });

  it("should not take the contractor's name or a sentence for the address when they come first", () => {
    const facts = extractTranscriptFacts(
      "Hi, my name is Bob with Cool Air. We drove 2 miles down the road and were out 5 times at 77 Pine Avenue Apt 4. The client is Tom Jones and he wants a tankless water heater. It's about a 2 and a half ton load.",
    );

    expect(facts.clientName).toBe('Tom Jones');
    expect(facts.propertyAddress).toBe('77 Pine Avenue Apt 4');
    expect(facts.installed).toEqual(['Tankless Water Heater']);
    expect(facts.capacities).toEqual(['2.5 tons']);
  });

  it('should take a spelled-out tonnage and a solar job when they are dictated', () => {
    const facts = extractTranscriptFacts(
      'Homeowner is Priya Patel at 9 Sunset Blvd, Phoenix, Arizona. Wants solar panels with a battery, plus a three ton AC. Should take about two weeks. Financing available with monthly payments of $240.',
    );

    expect(facts).toMatchObject({
      clientName: 'Priya Patel',
      propertyAddress: '9 Sunset Blvd, Phoenix, Arizona',
      trades: ['Solar', 'HVAC'],
      installed: ['Solar Panels', 'Battery Storage', 'Air Conditioner'],
      capacities: ['3 tons'],
      timing: ['about two weeks'],
      financing: [{ monthlyPayment: 240 }],
      prices: [],
    });
  });

  it('should not read "for" and a product name as the client when no person is named', () => {
    const facts = extractTranscriptFacts(
      'Estimate for Carrier Infinity furnace replacement, for May 3. Customer wants it done fast.',
    );

    expect(facts.clientName).toBeUndefined();
    expect(facts.installed).toEqual(['Carrier Infinity Furnace']);
  });

  it('should find nothing when the notes hold no facts', () => {
    expect(extractTranscriptFacts('Please write something nice.')).toEqual({
      trades: [],
      installed: [],
      removed: [],
      serviced: [],
      capacities: [],
      scope: [],
      prices: [],
      financing: [],
      timing: [],
      warranties: [],
    });
  });
});
