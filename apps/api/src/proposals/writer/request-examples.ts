import type { Trade } from './job-lexicon.js';
import type { QuotedPrice } from './transcript-facts.js';

// Requests as contractors and agents really send them, typed (abbreviations, $ and k, unit
// numbers, "w/") or dictated (no punctuation, numbers in words, "um", run-on), each with the facts
// it must yield. The single source of truth for reading requests: the composer's tests check every
// row, and the LLM writer's prompt shows the rows marked `inPrompt` as worked examples.

export type RequestFacts = {
  clientName?: string;
  propertyAddress?: string;
  clientPhone?: string;
  clientEmail?: string;
  // The trade named first.
  trade?: Trade;
  // New equipment or material going in, as named ("Carrier Furnace").
  installed?: string[];
  // What comes out; never the proposed system.
  removed?: string[];
  // Existing equipment repaired or serviced, neither removed nor installed.
  serviced?: string[];
  // Of the new equipment or the job ("3 tons", "28 squares"), never of what is removed.
  capacities?: string[];
  // The home's own size, not the job's.
  squareFeet?: number;
  prices?: QuotedPrice[];
  startDate?: string;
  // Further work said ("Permit", "Tear-Off").
  scope?: string[];
};

export type RequestExample = {
  style: 'typed' | 'spoken';
  request: string;
  facts: RequestFacts;
  // Shown to the LLM as a worked example; a handful, so the prompt stays small.
  inPrompt?: true;
};

export const requestExamples: RequestExample[] = [
  // ---- HVAC ------------------------------------------------------------------------------------
  {
    style: 'typed',
    request: 'Replace 2 ton AC with 3 ton heat pump for John Carter at 45 Pine St, about $8,900',
    inPrompt: true,
    facts: {
      clientName: 'John Carter',
      propertyAddress: '45 Pine St',
      trade: 'HVAC',
      removed: ['Air Conditioner'],
      installed: ['Heat Pump'],
      capacities: ['3 tons'],
      prices: [{ amount: 8900 }],
    },
  },
  {
    style: 'spoken',
    request:
      'ok so this one is for linda morales at twenty two oak street she wants to swap out her old furnace for a new ninety six percent gas furnace um eighty thousand btu and we can start next tuesday price is six thousand four hundred fifty',
    inPrompt: true,
    facts: {
      clientName: 'Linda Morales',
      propertyAddress: '22 Oak Street',
      trade: 'HVAC',
      removed: ['Furnace'],
      installed: ['Furnace'],
      capacities: ['80,000 BTU'],
      prices: [{ amount: 6450 }],
      startDate: 'next Tuesday',
    },
  },
  {
    style: 'typed',
    request:
      'Mitsubishi 2 zone mini split for Raj Patel, 310 Maple Ave Unit 4B, Austin TX 78704. 18k BTU. Good option $5,200, better $6,800. Can start 3/15. Ph 512-555-0143',
    facts: {
      clientName: 'Raj Patel',
      propertyAddress: '310 Maple Ave Unit 4B, Austin, TX 78704',
      clientPhone: '(512) 555-0143',
      trade: 'HVAC',
      installed: ['Mitsubishi Ductless Mini-Split'],
      capacities: ['18,000 BTU'],
      prices: [
        { amount: 5200, tier: 'basic' },
        { amount: 6800, tier: 'standard' },
      ],
      startDate: '3/15',
    },
  },
  {
    style: 'typed',
    request:
      'AC not cooling at 1187 Birchwood Dr - capacitor and refrigerant recharge, $385. Customer: Dana Whitfield',
    inPrompt: true,
    facts: {
      clientName: 'Dana Whitfield',
      propertyAddress: '1187 Birchwood Dr',
      trade: 'HVAC',
      serviced: ['Air Conditioner'],
      prices: [{ amount: 385 }],
      scope: ['Capacitor', 'Refrigerant Recharge'],
    },
  },
  {
    style: 'spoken',
    request:
      "um new construction job no address yet needs a two and a half ton heat pump with matching air handler and all new ductwork and a thermostat we don't have pricing yet",
    inPrompt: true,
    facts: {
      trade: 'HVAC',
      installed: ['Heat Pump', 'Air Handler', 'Ductwork', 'Thermostat'],
      capacities: ['2.5 tons'],
    },
  },
  {
    style: 'typed',
    request:
      'Furnace + AC change-out for Mr. & Mrs. Okafor, 9 Larkspur Ln. Remove old Goodman units, install Carrier 80k BTU furnace and 3.5 ton AC. Basic 9,800 or premium 12,500. Start March 3rd.',
    facts: {
      clientName: 'Mr. & Mrs. Okafor',
      propertyAddress: '9 Larkspur Ln',
      trade: 'HVAC',
      removed: ['Furnace', 'Air Conditioner'],
      installed: ['Carrier Furnace', 'Air Conditioner'],
      capacities: ['80,000 BTU', '3.5 tons'],
      prices: [
        { amount: 9800, tier: 'basic' },
        { amount: 12500, tier: 'premium' },
      ],
      startDate: 'March 3',
    },
  },
  {
    style: 'spoken',
    request:
      'hey its mike from the shop quote for sandra kim 4410 west elm avenue apartment 12 her boiler is shot replace it with a navien combi boiler financing at one hundred fifty nine a month total eleven thousand two hundred',
    facts: {
      clientName: 'Sandra Kim',
      propertyAddress: '4410 West Elm Avenue Apartment 12',
      trade: 'HVAC',
      removed: ['Boiler'],
      installed: ['Navien Combi Boiler'],
      prices: [{ amount: 11200 }],
    },
  },
  {
    style: 'typed',
    request:
      'Spring AC tune-up for 2 systems, $189 — Greg Olsen 77 Harbor View Rd #3, greg.olsen@gmail.com',
    facts: {
      clientName: 'Greg Olsen',
      propertyAddress: '77 Harbor View Rd #3',
      clientEmail: 'greg.olsen@gmail.com',
      trade: 'HVAC',
      serviced: ['Air Conditioner'],
      prices: [{ amount: 189 }],
      scope: ['Tune-Up'],
    },
  },

  // ---- Roofing ---------------------------------------------------------------------------------
  {
    style: 'typed',
    request:
      'Reroof for Tom & Amy Becker, 1520 Ridgeline Dr, Boulder CO 80302. Tear off 1 layer 3-tab, install GAF Timberline HDZ architectural shingles, 28 squares, new drip edge + ice & water shield. $16,750. Start next Monday.',
    inPrompt: true,
    facts: {
      clientName: 'Tom & Amy Becker',
      propertyAddress: '1520 Ridgeline Dr, Boulder, CO 80302',
      trade: 'Roofing',
      removed: ['3-Tab Shingles'],
      installed: ['GAF Timberline HDZ Architectural Shingles'],
      capacities: ['28 squares'],
      prices: [{ amount: 16750 }],
      startDate: 'next Monday',
      scope: ['Roof Replacement', 'Tear-Off', 'Drip Edge', 'Ice and Water Shield'],
    },
  },
  {
    style: 'typed',
    request: 'Maria Lopez, roof replacement, about $18,500',
    facts: {
      clientName: 'Maria Lopez',
      trade: 'Roofing',
      prices: [{ amount: 18500 }],
      scope: ['Roof Replacement'],
    },
  },
  {
    style: 'typed',
    request: 'Kitchen Remodel, new sink + garbage disposal, $2,400',
    facts: {
      trade: 'Plumbing',
      installed: ['Sink', 'Garbage Disposal'],
      prices: [{ amount: 2400 }],
    },
  },
  {
    style: 'spoken',
    request:
      'roof leak over the garage for carol henderson at fifty eight quail hollow drive um its the flashing around the chimney needs to be redone should be around eight fifty',
    facts: {
      clientName: 'Carol Henderson',
      propertyAddress: '58 Quail Hollow Drive',
      trade: 'Roofing',
      prices: [{ amount: 850 }],
      scope: ['Leak Repair', 'Flashing'],
    },
  },
  {
    style: 'typed',
    request:
      'Gutters - 180 LF seamless 6in aluminum + gutter guards, Priya Shah 62 Aspen Ct, $3,450. pshah@outlook.com / (720) 555-0188',
    facts: {
      clientName: 'Priya Shah',
      propertyAddress: '62 Aspen Ct',
      clientPhone: '(720) 555-0188',
      clientEmail: 'pshah@outlook.com',
      trade: 'Roofing',
      installed: ['Gutters', 'Gutter Guards'],
      capacities: ['180 linear feet'],
      prices: [{ amount: 3450 }],
    },
  },
  {
    style: 'spoken',
    request:
      'metal roof estimate for jim and debbie walsh at eight oh four mill creek road um they want standing seam to replace the old asphalt shingles about thirty two squares figure twenty six thousand to twenty nine thousand depending on the color',
    facts: {
      clientName: 'Jim and Debbie Walsh',
      propertyAddress: '804 Mill Creek Road',
      trade: 'Roofing',
      removed: ['Asphalt Shingles'],
      installed: ['Metal Roof'],
      capacities: ['32 squares'],
      prices: [{ amount: 26000, upTo: 29000 }],
    },
  },
  {
    style: 'typed',
    request:
      'Storm damage insp + repair, 14 Cardinal Way. Replace missing shingles on north slope, ~$1,200 (ins claim). Homeowner Bill Turner 913-555-0122',
    facts: {
      clientName: 'Bill Turner',
      propertyAddress: '14 Cardinal Way',
      clientPhone: '(913) 555-0122',
      trade: 'Roofing',
      removed: ['Shingles'],
      installed: ['Shingles'],
      prices: [{ amount: 1200 }],
      scope: ['Inspection'],
    },
  },
  {
    style: 'spoken',
    request:
      "flat roof on the back addition for marcus reed at 3 willow court um tear off the old rubber roof and put down a sixty mil TPO membrane roughly six hundred square feet we're looking at forty eight hundred all in and we could start the week of april seventh",
    facts: {
      clientName: 'Marcus Reed',
      propertyAddress: '3 Willow Court',
      trade: 'Roofing',
      removed: ['EPDM Roof'],
      installed: ['TPO Membrane'],
      capacities: ['600 sq ft'],
      prices: [{ amount: 4800 }],
      startDate: 'the week of April 7',
      scope: ['Tear-Off'],
    },
  },

  // ---- Plumbing --------------------------------------------------------------------------------
  {
    style: 'typed',
    request:
      'Replace 40 gal gas water heater w/ Rinnai RU199 tankless for Karen Liu, 2231 Sycamore St Apt 5, $4,350 installed. Include expansion tank + permit. Can start Thurs.',
    inPrompt: true,
    facts: {
      clientName: 'Karen Liu',
      propertyAddress: '2231 Sycamore St Apt 5',
      trade: 'Plumbing',
      removed: ['Water Heater'],
      installed: ['Rinnai RU199 Tankless Water Heater'],
      prices: [{ amount: 4350 }],
      startDate: 'Thursday',
      scope: ['Expansion Tank', 'Permit'],
    },
  },
  {
    style: 'spoken',
    request:
      'um main sewer line is backing up at twelve oh five fremont street theres a belly and roots in it so we want to replace about sixty feet of sewer line with four inch pvc trenchless would be fourteen thousand five hundred or if we dig it up nine thousand eight hundred',
    facts: {
      propertyAddress: '1205 Fremont Street',
      trade: 'Plumbing',
      removed: ['Sewer Line'],
      installed: ['Sewer Line'],
      prices: [{ amount: 14500 }, { amount: 9800 }],
    },
  },
  {
    style: 'typed',
    request:
      'Whole-house repipe, PEX, 2 bath 1 kitchen. Client: Fatima Haddad, 7 Orchard Pl, Decatur GA 30030. Good $7,900 / Better $9,400 (incl. drywall patch). Start 4/21',
    facts: {
      clientName: 'Fatima Haddad',
      propertyAddress: '7 Orchard Pl, Decatur, GA 30030',
      trade: 'Plumbing',
      installed: ['PEX Piping'],
      prices: [
        { amount: 7900, tier: 'basic' },
        { amount: 9400, tier: 'standard' },
      ],
      startDate: '4/21',
      scope: ['Repipe', 'Drywall Repair'],
    },
  },
  {
    style: 'spoken',
    request:
      'toilet and vanity faucet swap for ellen brooks at ninety one juniper lane she picked out the kohler toilet already so we are just doing labor and the wax ring and supply lines say three twenty five',
    facts: {
      clientName: 'Ellen Brooks',
      propertyAddress: '91 Juniper Lane',
      trade: 'Plumbing',
      removed: ['Toilet', 'Faucet'],
      installed: ['Kohler Toilet', 'Faucet'],
      prices: [{ amount: 325 }],
    },
  },
  {
    style: 'typed',
    request:
      'Culligan 45k grain water softener install, loop already there. Sam Ortiz 512 Vine St. $2,100. sam.ortiz@yahoo.com',
    facts: {
      clientName: 'Sam Ortiz',
      propertyAddress: '512 Vine St',
      clientEmail: 'sam.ortiz@yahoo.com',
      trade: 'Plumbing',
      installed: ['Culligan Water Softener'],
      capacities: ['45,000 grains'],
      prices: [{ amount: 2100 }],
    },
  },
  {
    style: 'spoken',
    request:
      "kitchen sink drain is clogged again customer name is rosa delgado we'll hydro jet the line and camera it after figure three fifty",
    facts: {
      clientName: 'Rosa Delgado',
      trade: 'Plumbing',
      serviced: ['Drain Line'],
      prices: [{ amount: 350 }],
      scope: ['Hydro Jetting', 'Camera Inspection'],
    },
  },

  // ---- Electrical ------------------------------------------------------------------------------
  {
    style: 'typed',
    request:
      '200A panel upgrade from 100A, replace FPE panel, new meter base + whole-home surge. Derek Holt, 88 Chestnut Ave, Columbus OH 43215. $3,900. Permit incl.',
    inPrompt: true,
    facts: {
      clientName: 'Derek Holt',
      propertyAddress: '88 Chestnut Ave, Columbus, OH 43215',
      trade: 'Electrical',
      removed: ['FPE Electrical Panel'],
      installed: ['Electrical Panel'],
      capacities: ['200 amps'],
      prices: [{ amount: 3900 }],
      scope: ['Meter Base', 'Surge Protection', 'Permit'],
    },
  },
  {
    style: 'spoken',
    request:
      'level two charger in the garage for a tesla for brian cho at one seventeen hawthorne road needs a sixty amp circuit about forty feet from the panel eleven fifty if we can use the existing panel',
    facts: {
      clientName: 'Brian Cho',
      propertyAddress: '117 Hawthorne Road',
      trade: 'Electrical',
      installed: ['EV Charger'],
      capacities: ['60 amps'],
      prices: [{ amount: 1150 }],
      scope: ['Dedicated Circuit'],
    },
  },
  {
    style: 'typed',
    request:
      'Generac 22kW standby generator w/ 200A auto transfer switch, concrete pad. For Joan Morrison @ 4100 Lakeshore Blvd. Basic install $13,800, w/ load mgmt $15,200. Target start 5/1.',
    facts: {
      clientName: 'Joan Morrison',
      propertyAddress: '4100 Lakeshore Blvd',
      trade: 'Electrical',
      installed: ['Generac Standby Generator', 'Transfer Switch'],
      capacities: ['22 kW', '200 amps'],
      prices: [{ amount: 13800, tier: 'basic' }, { amount: 15200 }],
      startDate: '5/1',
      scope: ['Equipment Pad', 'Load Management'],
    },
  },
  {
    style: 'spoken',
    request:
      'um recessed lighting in the living room eight six inch cans on a dimmer plus swap two outlets for gfci in the kitchen for nora kelly at two oh nine poplar street eight hundred seventy five',
    facts: {
      clientName: 'Nora Kelly',
      propertyAddress: '209 Poplar Street',
      trade: 'Electrical',
      removed: ['Outlets'],
      installed: ['Recessed Lights', 'Dimmer Switch', 'GFCI Outlets'],
      prices: [{ amount: 875 }],
    },
  },
  {
    style: 'typed',
    request:
      'Rewire to replace knob & tube, 1,400 sq ft bungalow built 1924. Client Ana Ruiz, 15 Elm St Apt 2, Oak Park IL 60302, ana.ruiz@icloud.com. Est. $18k-$22k. 2 wks. Start 3/10.',
    facts: {
      clientName: 'Ana Ruiz',
      propertyAddress: '15 Elm St Apt 2, Oak Park, IL 60302',
      clientEmail: 'ana.ruiz@icloud.com',
      trade: 'Electrical',
      removed: ['Knob and Tube Wiring'],
      installed: ['Wiring'],
      squareFeet: 1400,
      prices: [{ amount: 18000, upTo: 22000 }],
      startDate: '3/10',
    },
  },
  {
    style: 'spoken',
    request:
      'service call the breaker for the hot tub keeps tripping for greg adams at 772 linden avenue probably a bad breaker replace breaker and check the wiring two ninety five plus parts',
    facts: {
      clientName: 'Greg Adams',
      propertyAddress: '772 Linden Avenue',
      trade: 'Electrical',
      removed: ['Breaker'],
      installed: ['Breaker'],
      serviced: ['Wiring'],
      prices: [{ amount: 295 }],
    },
  },

  // ---- Solar -----------------------------------------------------------------------------------
  {
    style: 'typed',
    request:
      '8.4 kW solar system for Mark Johnson, 3300 Canyon Rd, Santa Fe NM 87501 - 21 REC 400W panels w/ Enphase IQ8 microinverters. $25,200 before 30% tax credit. Add Tesla Powerwall 3 for $14,500. Financing ~$189/mo over 25 yrs.',
    facts: {
      clientName: 'Mark Johnson',
      propertyAddress: '3300 Canyon Rd, Santa Fe, NM 87501',
      trade: 'Solar',
      installed: ['REC Solar Panels', 'Enphase IQ8 Microinverters', 'Tesla Powerwall'],
      capacities: ['8.4 kW'],
      prices: [{ amount: 25200 }, { amount: 14500 }],
    },
  },
  {
    style: 'spoken',
    request:
      'solar quote for luis ramirez at five sixty two sunnyside drive he wants to offset his whole bill so about ten kilowatts twenty five panels and a battery for backup total would be thirty one thousand four hundred before the tax credit and he wants to start in june',
    inPrompt: true,
    facts: {
      clientName: 'Luis Ramirez',
      propertyAddress: '562 Sunnyside Drive',
      trade: 'Solar',
      installed: ['Solar Panels', 'Battery Storage'],
      capacities: ['10 kW'],
      prices: [{ amount: 31400 }],
      startDate: 'in June',
    },
  },
  {
    style: 'typed',
    request:
      'Panel cleaning + critter guard on existing 24-panel array. Helen Park, 1010 Vista Del Sol Dr, $650.',
    facts: {
      clientName: 'Helen Park',
      propertyAddress: '1010 Vista Del Sol Dr',
      trade: 'Solar',
      serviced: ['Solar Panels'],
      prices: [{ amount: 650 }],
      scope: ['Panel Cleaning', 'Critter Guard'],
    },
  },
  {
    style: 'typed',
    request:
      'Battery only: 2x Enphase IQ 5P (10 kWh) added to existing system, 48 Ridge Rd, Asheville NC 28801 — client Owen Price, 828-555-0110. $17,900 after install. Can start next week.',
    facts: {
      clientName: 'Owen Price',
      propertyAddress: '48 Ridge Rd, Asheville, NC 28801',
      clientPhone: '(828) 555-0110',
      trade: 'Solar',
      installed: ['Battery Storage'],
      capacities: ['10 kWh'],
      prices: [{ amount: 17900 }],
      startDate: 'next week',
    },
  },
  {
    style: 'spoken',
    request:
      'ground mount solar for dale peters at sixteen fifty county line road twelve point six kilowatts with trenching about a hundred and fifty feet to the barn panel and a new sixty amp sub panel thirty eight thousand even can start in the spring',
    facts: {
      clientName: 'Dale Peters',
      propertyAddress: '1650 County Line Road',
      trade: 'Solar',
      installed: ['Solar Panels', 'Subpanel'],
      capacities: ['12.6 kW', '60 amps'],
      prices: [{ amount: 38000 }],
      startDate: 'in the spring',
      scope: ['Ground Mount', 'Trenching'],
    },
  },

  // ---- Real estate -----------------------------------------------------------------------------
  {
    style: 'typed',
    request:
      'Listing presentation for Sarah & Tom Nguyen, 1420 Oak Ridge Dr, Plano TX 75024. 4 bed/3 bath, 2,650 sq ft. Suggest list at $585k, 2.5% listing side. Pro photos, 3D tour, open house wknd 1. List date 4/1.',
    inPrompt: true,
    facts: {
      clientName: 'Sarah & Tom Nguyen',
      propertyAddress: '1420 Oak Ridge Dr, Plano, TX 75024',
      trade: 'Real Estate',
      squareFeet: 2650,
      prices: [{ amount: 585000, purpose: 'list price' }],
      startDate: '4/1',
      scope: ['Professional Photos', 'Virtual Tour', 'Open House'],
    },
  },
  {
    style: 'spoken',
    request:
      'buyer consultation for jessica moore shes preapproved up to four hundred fifty thousand looking for three bedrooms in the westlake school district wants to close by august',
    facts: {
      clientName: 'Jessica Moore',
      trade: 'Real Estate',
      prices: [{ amount: 450000, purpose: 'budget' }],
      scope: ['Buyer Consultation'],
    },
  },
  {
    style: 'typed',
    request:
      'CMA + listing proposal, 88 Birch Ln Unit 12, Denver CO 80203 (2bd/2ba condo, 1,100 sf). Owner: Mark Feldman, mfeldman@gmail.com. Comps say $410-425k. Staging incl. Photos Tues.',
    facts: {
      clientName: 'Mark Feldman',
      propertyAddress: '88 Birch Ln Unit 12, Denver, CO 80203',
      clientEmail: 'mfeldman@gmail.com',
      trade: 'Real Estate',
      squareFeet: 1100,
      prices: [{ amount: 410000, upTo: 425000, purpose: 'value' }],
      scope: ['Market Analysis', 'Staging', 'Professional Photos'],
    },
  },
  {
    style: 'spoken',
    request:
      'write up an offer for daniel and mia ross on twenty nine fifteen harbor point drive offer three hundred eighty nine thousand with ten percent down and a thirty day close and ask the sellers to cover closing costs up to five thousand',
    facts: {
      clientName: 'Daniel and Mia Ross',
      propertyAddress: '2915 Harbor Point Drive',
      trade: 'Real Estate',
      prices: [{ amount: 389000, purpose: 'offer' }],
    },
  },
  {
    style: 'typed',
    request:
      'Seller wants to list 6/1 — 3 bed ranch, 1,850 sqft, 611 Magnolia Ave, Tulsa OK 74104. Client Gloria Banks 918-555-0177. Asking 289,900. Needs pre-listing inspection + staging.',
    facts: {
      clientName: 'Gloria Banks',
      propertyAddress: '611 Magnolia Ave, Tulsa, OK 74104',
      clientPhone: '(918) 555-0177',
      trade: 'Real Estate',
      squareFeet: 1850,
      prices: [{ amount: 289900, purpose: 'list price' }],
      startDate: '6/1',
      scope: ['Inspection', 'Staging'],
    },
  },
];
