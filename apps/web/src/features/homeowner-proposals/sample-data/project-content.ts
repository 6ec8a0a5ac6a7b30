import type { ProjectContent, ProjectType } from './sample-types';

const address = '1420 Maple Avenue, Austin, TX 78704';

// The body of every sample proposal, by project type; the contractor's own facts (name, price,
// profile) are filled in by buildProposalDocument.
export const projectContent: Record<ProjectType, ProjectContent> = {
  HVAC: {
    project: 'HVAC System Replacement',
    address,
    scope:
      'replace your 17-year-old air conditioner and furnace with a 3-ton, 16 SEER2 heat pump system',
    duration: '2 days',
    whyChoose: [
      'Cuts your cooling bill by an estimated 30–35% compared with the current 10 SEER unit.',
      'Load calculation (Manual J) done room by room, so the system is sized to your house, not guessed.',
      'All ductwork sealed and tested; leaky ducts waste up to a quarter of the air you pay to cool.',
      'Licensed, insured crew; permits and city inspection included in the price.',
    ],
    testimonials: [
      {
        quote:
          'They replaced our whole system in a day and a half and left the attic cleaner than they found it. Our July bill dropped by $90.',
        name: 'Maria G.',
        place: 'Travis Heights',
      },
      {
        quote:
          'The technician walked me through every option without any pressure. Three summers later it still runs like new.',
        name: 'David K.',
        place: 'Zilker',
      },
      {
        quote:
          'Fair price, on time, and they came back the same evening for a thermostat question.',
        name: 'Priya S.',
        place: 'Bouldin Creek',
      },
    ],
    details: [
      'Remove and recycle the existing condenser, furnace and refrigerant.',
      'Install a 3-ton variable-speed heat pump and matching air handler.',
      'Replace the refrigerant line set and the condensate drain with a safety float switch.',
      'Seal all accessible duct joints with mastic and test the system for leaks.',
      'Install a smart Wi-Fi thermostat and show you how to use it.',
    ],
    systemDetails: [
      { label: 'Outdoor unit', value: '3-ton variable-speed heat pump' },
      { label: 'Efficiency', value: '16 SEER2 cooling · 8.1 HSPF2 heating' },
      { label: 'Indoor unit', value: 'Multi-position air handler with 10 kW backup heat' },
      { label: 'Thermostat', value: 'Smart Wi-Fi thermostat with humidity control' },
      { label: 'Refrigerant', value: 'R-454B (low global-warming potential)' },
      { label: 'Filtration', value: 'MERV 11 media filter cabinet' },
    ],
    timeline: [
      {
        title: 'Day 0: Permit',
        detail: 'We pull the city mechanical permit within 2 business days of signing.',
      },
      {
        title: 'Day 1: Removal and rough-in',
        detail: 'Old equipment out, new pad, line set and air handler in.',
      },
      {
        title: 'Day 2: Start-up',
        detail: 'Charge, commission and test the system; thermostat set-up and walkthrough.',
      },
      {
        title: 'Within 2 weeks: Inspection',
        detail: 'City inspection, which we schedule and attend.',
      },
    ],
    costs: [
      { label: 'Equipment (heat pump, air handler, thermostat)', share: 0.58 },
      { label: 'Labor and installation', share: 0.27 },
      { label: 'Materials (line set, pad, duct sealing)', share: 0.1 },
      { label: 'Permit, inspection and disposal', share: 0.05 },
    ],
    incentives: [
      'Federal Energy Efficient Home Improvement Credit: 30% of the cost, up to $2,000 for a qualifying heat pump.',
      'Austin Energy heat pump rebate: up to $1,800, paid after the inspection.',
      'Manufacturer fall promotion: $300 back by mail when registered within 60 days.',
    ],
    warranty: [
      '10-year parts warranty from the manufacturer, once registered (we register it for you).',
      '2-year labor warranty on the installation.',
      '1 year of free maintenance: a spring cooling and a fall heating tune-up.',
    ],
    projects: [
      {
        title: '3-ton heat pump swap',
        place: 'South Lamar',
        detail: 'Finished in 2 days; bills down 28%.',
      },
      {
        title: 'Full duct replacement',
        place: 'Hyde Park',
        detail: '1920s bungalow, new insulated ducts in the crawlspace.',
      },
      {
        title: 'Two-zone system',
        place: 'Mueller',
        detail: 'Separate upstairs and downstairs control.',
      },
    ],
    nextSteps: [
      'Accept the proposal online, or ask the contractor your questions first.',
      'Pay the 20% deposit to reserve an installation date.',
      'The contractor pulls the permit and confirms the install date with you.',
      'Installation, walkthrough and inspection.',
    ],
  },
  Roofing: {
    project: 'Roof Repair & Reshingle',
    address,
    scope:
      'tear off the hail-damaged shingles and install a new architectural shingle roof with new underlayment and flashing',
    duration: '3 days',
    whyChoose: [
      'A full tear-off, not a layover: every soft spot in the decking is found and fixed.',
      'Synthetic underlayment and ice-and-water shield in the valleys, beyond what code asks.',
      'Class 4 impact-rated shingles that can lower your home insurance premium.',
      'Magnetic sweeps of the yard and driveway every evening so no nails are left behind.',
    ],
    testimonials: [
      {
        quote:
          'After the April hail they handled everything with our insurer. The new roof went on in three days and looks fantastic.',
        name: 'Tom R.',
        place: 'Crestview',
      },
      {
        quote: 'Honest about what needed replacing and what did not. No surprise charges.',
        name: 'Angela M.',
        place: 'Allandale',
      },
      {
        quote: 'The crew protected our garden beds and cleaned up every nail. Highly recommended.',
        name: 'Chris L.',
        place: 'Brentwood',
      },
    ],
    details: [
      'Tear off the existing shingles and underlayment down to the deck (about 24 squares).',
      'Replace up to 3 sheets of damaged decking (more at $85 a sheet, only with your approval).',
      'Install synthetic underlayment, drip edge and ice-and-water shield in the valleys.',
      'Install Class 4 architectural shingles with a ridge vent.',
      'Replace pipe boots and step flashing; reseal the chimney counter-flashing.',
    ],
    systemDetails: [
      { label: 'Shingles', value: 'Class 4 impact-rated architectural, color Weathered Wood' },
      { label: 'Roof area', value: 'About 2,400 sq ft (24 squares), 6/12 pitch' },
      { label: 'Underlayment', value: 'Synthetic, full coverage' },
      { label: 'Ventilation', value: 'Continuous ridge vent with soffit intake' },
      { label: 'Flashing', value: 'New step flashing, pipe boots and drip edge' },
    ],
    timeline: [
      {
        title: 'Week 1: Materials',
        detail: 'Shingles and underlayment ordered and delivered to your driveway.',
      },
      {
        title: 'Day 1: Tear-off',
        detail: 'Old roof removed, decking inspected and repaired, underlayment installed.',
      },
      { title: 'Days 2–3: New roof', detail: 'Shingles, flashing and ridge vent installed.' },
      { title: 'Day 3: Final walk', detail: 'Clean-up, nail sweep and a walk-around with you.' },
    ],
    costs: [
      { label: 'Shingles and underlayment', share: 0.46 },
      { label: 'Labor (tear-off and install)', share: 0.38 },
      { label: 'Flashing, vents and decking allowance', share: 0.1 },
      { label: 'Dumpster and disposal', share: 0.06 },
    ],
    incentives: [
      'Many Texas insurers discount premiums for Class 4 impact-rated roofs; ask your agent for the exact figure.',
      'If the damage is covered by your homeowner’s policy, you pay only your deductible; we work with the adjuster.',
    ],
    warranty: [
      'Manufacturer’s system warranty: 50 years on materials when installed with matching components.',
      '10-year workmanship warranty from the contractor.',
      'Free inspection after the first major storm.',
    ],
    projects: [
      {
        title: 'Storm re-roof',
        place: 'Crestview',
        detail: 'Insurance claim, 28 squares, done in 3 days.',
      },
      {
        title: 'Metal accent roof',
        place: 'Travis Heights',
        detail: 'Standing-seam porch roof on a shingle home.',
      },
      {
        title: 'Leak repair and reflash',
        place: 'Rosedale',
        detail: 'Chimney leak fixed for good.',
      },
    ],
    nextSteps: [
      'Accept the proposal online, or ask the contractor your questions first.',
      'Choose your shingle color (samples are dropped off at no charge).',
      'Pay the 20% deposit; materials are ordered the same week.',
      'Install days are set around the weather forecast.',
    ],
  },
  Plumbing: {
    project: 'Water Heater Replacement',
    address,
    scope:
      'replace your leaking 40-gallon gas water heater with a 50-gallon high-efficiency model, brought up to current code',
    duration: '1 day',
    whyChoose: [
      'Flat-rate price: no hourly billing and no surprises on the invoice.',
      'A larger tank so two showers can run back to back without going cold.',
      'Brought to current code: expansion tank, drain pan and seismic straps included.',
      'The old heater is drained, hauled away and recycled.',
    ],
    testimonials: [
      {
        quote: 'Called at 8 am with water on the garage floor; by 3 pm we had hot water again.',
        name: 'Kevin P.',
        place: 'Barton Hills',
      },
      {
        quote:
          'They explained the code upgrades instead of just adding them to the bill. Very clear.',
        name: 'Linda W.',
        place: 'Windsor Park',
      },
      {
        quote: 'Clean, quick and polite. The price matched the quote to the dollar.',
        name: 'Sam O.',
        place: 'Cherrywood',
      },
    ],
    details: [
      'Shut off gas and water; drain and remove the old 40-gallon heater.',
      'Install a 50-gallon high-efficiency gas water heater.',
      'Add a thermal expansion tank, drain pan and seismic straps (code requirements).',
      'Replace the gas flex line, shut-off valve and water connectors.',
      'Test for gas leaks, check the venting and set the temperature to 120 °F.',
    ],
    systemDetails: [
      { label: 'Water heater', value: '50-gallon high-efficiency gas, 40,000 BTU' },
      { label: 'Recovery', value: 'About 52 gallons an hour' },
      { label: 'Efficiency', value: '0.70 UEF' },
      { label: 'Code items', value: 'Expansion tank, drain pan, seismic straps' },
      { label: 'Venting', value: 'Existing B-vent inspected and reused' },
    ],
    timeline: [
      { title: 'Day 0: Scheduling', detail: 'Install booked within 48 hours of acceptance.' },
      { title: 'Install day, morning', detail: 'Old heater drained and removed.' },
      {
        title: 'Install day, afternoon',
        detail: 'New heater installed, tested and filled; hot water the same day.',
      },
    ],
    costs: [
      { label: 'Water heater', share: 0.52 },
      { label: 'Labor', share: 0.3 },
      { label: 'Code parts (expansion tank, pan, straps, valves)', share: 0.13 },
      { label: 'Permit and haul-away', share: 0.05 },
    ],
    incentives: [
      'Texas Gas Service rebate: $150 for a qualifying high-efficiency water heater.',
      'No federal credit applies to this model; a heat-pump water heater would qualify for up to $2,000 (ask for a quote).',
    ],
    warranty: [
      '6-year tank and parts warranty from the manufacturer.',
      '2-year labor warranty from the contractor.',
      'Free annual flush for the first 2 years.',
    ],
    projects: [
      {
        title: 'Tankless conversion',
        place: 'Tarrytown',
        detail: 'Gas tankless with a new vent run.',
      },
      { title: 'Whole-house repipe', place: 'North Loop', detail: 'Galvanized to PEX in 3 days.' },
      {
        title: 'Emergency heater swap',
        place: 'East Austin',
        detail: 'Same-day replacement after a tank failure.',
      },
    ],
    nextSteps: [
      'Accept the proposal online, or ask the contractor your questions first.',
      'Pick an install window; same-day service is available when the old tank is leaking.',
      'Pay the 20% deposit to confirm the appointment.',
    ],
  },
  Landscaping: {
    project: 'Backyard Landscape Redesign',
    address,
    scope:
      'turn your backyard lawn into a drought-tolerant native garden with a flagstone patio and drip irrigation',
    duration: '2 weeks',
    whyChoose: [
      'Native and adapted plants that need about half the water of a lawn once established.',
      'A 3-D design with two revisions before any digging starts.',
      'Drip irrigation on a smart controller that skips watering when it rains.',
      'Plants guaranteed to thrive for a full year, or they are replaced free.',
    ],
    testimonials: [
      {
        quote:
          'Our water bill fell by a third, and the yard is full of butterflies now. The design process was fun.',
        name: 'Rachel B.',
        place: 'Westlake',
      },
      {
        quote: 'They turned a muddy slope into a patio we use every evening.',
        name: 'Jorge A.',
        place: 'Oak Hill',
      },
      {
        quote: 'Great plant knowledge. Every plant they picked has made it through August.',
        name: 'Helen T.',
        place: 'Circle C',
      },
    ],
    details: [
      'Remove about 900 sq ft of lawn and improve the soil with compost.',
      'Build a 240 sq ft flagstone patio on a compacted base.',
      'Plant native beds: Texas sage, salvia, muhly grass and a Mexican plum tree.',
      'Install drip irrigation in three zones on a smart controller.',
      'Top all beds with 3 inches of hardwood mulch and add path lighting.',
    ],
    systemDetails: [
      { label: 'Patio', value: '240 sq ft Oklahoma flagstone, dry-laid on decomposed granite' },
      { label: 'Plants', value: '64 shrubs and perennials, 1 ornamental tree' },
      { label: 'Irrigation', value: '3-zone drip on a Wi-Fi smart controller' },
      { label: 'Lighting', value: '8 low-voltage LED path lights' },
      { label: 'Mulch', value: '3 inches of shredded hardwood' },
    ],
    timeline: [
      { title: 'Week 1: Design', detail: 'Site visit, 3-D design and up to two revisions.' },
      { title: 'Week 2: Hardscape', detail: 'Lawn removal, grading and the flagstone patio.' },
      { title: 'Week 3: Planting', detail: 'Irrigation, planting, mulch and lighting.' },
      {
        title: 'Week 4: Walkthrough',
        detail: 'Controller set-up and a care guide for your new garden.',
      },
    ],
    costs: [
      { label: 'Flagstone patio', share: 0.38 },
      { label: 'Plants and soil', share: 0.27 },
      { label: 'Irrigation and lighting', share: 0.22 },
      { label: 'Design, removal and haul-away', share: 0.13 },
    ],
    incentives: [
      'Austin Water WaterWise Landscape rebate: up to $3,000 for replacing lawn with native plants.',
      'Austin Water irrigation upgrade rebate: up to $1,000 for drip conversion and a smart controller.',
    ],
    warranty: [
      '1-year plant guarantee: anything that fails is replaced free.',
      '5-year workmanship warranty on the patio.',
      '2-year warranty on irrigation parts and labor.',
    ],
    projects: [
      { title: 'Native front yard', place: 'Westlake', detail: 'Lawn-free, with a dry creek bed.' },
      {
        title: 'Hillside terraces',
        place: 'Oak Hill',
        detail: 'Limestone retaining walls and steps.',
      },
      { title: 'Pollinator garden', place: 'Circle C', detail: 'Certified wildlife habitat.' },
    ],
    nextSteps: [
      'Accept the proposal online, or ask the contractor your questions first.',
      'Pay the 20% deposit and book the design visit.',
      'Approve the final design; work starts within a week.',
      'Apply for the city rebates with the photos and invoice we provide.',
    ],
  },
};
