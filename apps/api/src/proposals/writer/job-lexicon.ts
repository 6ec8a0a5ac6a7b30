// The words contractors and agents use for what they install, remove or service, for the further
// work they list, and for their trade. Patterns are global: every mention counts, in order.

export type Trade = 'HVAC' | 'Roofing' | 'Plumbing' | 'Electrical' | 'Solar' | 'Real Estate';

export type LexiconEntry = { name: string; trade?: Trade; pattern: RegExp };

// Equipment and materials. Where two overlap ("tankless water heater", "water heater") the longer
// mention wins, so the more precise name is the one kept.
export const products: LexiconEntry[] = [
  {
    name: 'Ductless Mini-Split',
    trade: 'HVAC',
    pattern:
      /\b(?:ductless\s+)?mini[- ]?splits?(?:\s+(?:heat\s+pumps?|systems?|units?|ac))?\b|\bductless(?:\s+(?:heat\s+pumps?|systems?|units?))?\b/gi,
  },
  {
    name: 'Heat Pump Water Heater',
    trade: 'Plumbing',
    pattern: /\b(?:heat\s+pump|hybrid)\s+water\s+heaters?\b/gi,
  },
  { name: 'Heat Pump', trade: 'HVAC', pattern: /\bheat[- ]?pumps?\b/gi },
  { name: 'Furnace', trade: 'HVAC', pattern: /\b(?:gas\s+|electric\s+|oil\s+)?furnaces?\b/gi },
  {
    name: 'Air Conditioner',
    trade: 'HVAC',
    pattern:
      /\bair[- ]?condition(?:er|ers|ing)(?:\s+(?:units?|systems?))?\b|\bcentral\s+air\b|\ba\/c\b/gi,
  },
  // "AC" in capitals anywhere; in lower case ("ac") only where it can mean nothing else.
  { name: 'Air Conditioner', trade: 'HVAC', pattern: /\bAC(?:\s+(?:units?|systems?))?\b/g },
  {
    name: 'Air Conditioner',
    trade: 'HVAC',
    pattern:
      /(?<=\b(?:the|an?|old|new|existing|her|his|their|our|your|ton|central)\s+)ac(?:\s+(?:units?|systems?))?\b/gi,
  },
  { name: 'Combi Boiler', trade: 'HVAC', pattern: /\bcombi(?:nation)?\s+boilers?\b/gi },
  { name: 'Boiler', trade: 'HVAC', pattern: /\bboilers?\b/gi },
  { name: 'Air Handler', trade: 'HVAC', pattern: /\bair[- ]handlers?\b/gi },
  { name: 'Evaporator Coil', trade: 'HVAC', pattern: /\b(?:evaporator|evap)\s+coils?\b/gi },
  { name: 'Ductwork', trade: 'HVAC', pattern: /\bduct\s?work\b|\bducts\b/gi },
  {
    name: 'Thermostat',
    trade: 'HVAC',
    pattern: /\b(?:smart\s+|wi-?fi\s+|programmable\s+)?thermostats?\b/gi,
  },
  {
    name: 'Tankless Water Heater',
    trade: 'Plumbing',
    pattern: /\btankless(?:\s+(?:gas\s+)?(?:water\s+heaters?|heaters?|units?))?\b/gi,
  },
  {
    name: 'Water Heater',
    trade: 'Plumbing',
    pattern: /\bwater\s+heaters?\b|\bhot\s+water\s+(?:heaters?|tanks?)\b/gi,
  },
  {
    name: 'Sewer Line',
    trade: 'Plumbing',
    pattern: /\b(?:main\s+)?sewer(?:\s+(?:lines?|mains?|pipes?|laterals?))?\b/gi,
  },
  { name: 'Water Line', trade: 'Plumbing', pattern: /\b(?:main\s+)?water\s+(?:lines?|mains?)\b/gi },
  {
    name: 'PEX Piping',
    trade: 'Plumbing',
    pattern: /\bpex(?:\s+(?:piping|pipes?|lines?|plumbing))?\b/gi,
  },
  { name: 'Piping', trade: 'Plumbing', pattern: /(?<!re-?)\bpip(?:e|es|ing)\b/gi },
  { name: 'Sump Pump', trade: 'Plumbing', pattern: /\bsump(?:\s+pumps?)?\b/gi },
  { name: 'Water Softener', trade: 'Plumbing', pattern: /\b(?:water\s+)?softeners?\b/gi },
  { name: 'Garbage Disposal', trade: 'Plumbing', pattern: /\bgarbage\s+disposals?\b/gi },
  { name: 'Toilet', trade: 'Plumbing', pattern: /\btoilets?\b/gi },
  {
    name: 'Faucet',
    trade: 'Plumbing',
    pattern: /\b(?:vanity\s+|kitchen\s+|bathroom\s+|bath\s+)?faucets?\b/gi,
  },
  { name: 'Shower Valve', trade: 'Plumbing', pattern: /\bshower\s+valves?\b/gi },
  {
    name: 'Drain Line',
    trade: 'Plumbing',
    pattern:
      /\b(?:(?:kitchen|bathroom|bath|shower|tub|floor|main)\s+)?(?:sink\s+)?drains?(?!\s+pans?)(?:\s+lines?)?\b/gi,
  },
  {
    name: 'Sink',
    trade: 'Plumbing',
    pattern: /\b(?:kitchen\s+|bathroom\s+|vanity\s+)?sinks?\b/gi,
  },
  {
    name: 'Architectural Shingles',
    trade: 'Roofing',
    pattern: /\barchitectural(?:\s+asphalt)?(?:\s+shingles?)?\b|\bdimensional\s+shingles?\b/gi,
  },
  {
    name: '3-Tab Shingles',
    trade: 'Roofing',
    pattern: /\b(?:3|three)[- ]tab(?:\s+shingles?)?\b/gi,
  },
  {
    name: 'Asphalt Shingles',
    trade: 'Roofing',
    pattern: /\b(?:asphalt|composition|comp)\s+shingles?\b/gi,
  },
  { name: 'Shingles', trade: 'Roofing', pattern: /\bshingles?\b/gi },
  {
    name: 'Metal Roof',
    trade: 'Roofing',
    pattern: /\bstanding[- ]seam(?:\s+metal)?(?:\s+roof(?:ing)?)?\b|\bmetal\s+roof(?:ing)?\b/gi,
  },
  {
    name: 'Tile Roof',
    trade: 'Roofing',
    pattern: /\b(?:clay\s+|concrete\s+)?tile\s+roof(?:ing)?\b/gi,
  },
  {
    name: 'TPO Membrane',
    trade: 'Roofing',
    pattern: /\btpo(?:\s+(?:membrane|roof(?:ing)?))?\b/gi,
  },
  {
    name: 'EPDM Roof',
    trade: 'Roofing',
    pattern: /\b(?:epdm|rubber)\s+(?:membrane|roof(?:ing)?)\b|\bepdm\b/gi,
  },
  {
    name: 'Gutter Guards',
    trade: 'Roofing',
    pattern: /\bgutter\s+(?:guards?|covers?|screens?)\b|\bleaf\s+guards?\b/gi,
  },
  { name: 'Gutters', trade: 'Roofing', pattern: /\bgutters?\b/gi },
  { name: 'Skylight', trade: 'Roofing', pattern: /\bskylights?\b/gi },
  {
    name: 'Electrical Panel',
    trade: 'Electrical',
    pattern:
      /\b(?:electrical|electric|breaker|service|main)\s+panels?\b|\bpanel\s+(?:upgrade|change)\b|\b\d+\s?(?:a|amps?)\s+(?:service|panel)\b|(?<=\b(?:fpe|zinsco|federal\s+pacific|square\s+d|siemens|eaton|murray)\s+)panels?\b/gi,
  },
  { name: 'Subpanel', trade: 'Electrical', pattern: /\bsub[- ]?panels?\b/gi },
  {
    name: 'EV Charger',
    trade: 'Electrical',
    pattern:
      /\b(?:ev|electric\s+vehicle|car|level\s+(?:2|two|ii)|wall)\s+charg(?:ers?|ing\s+stations?)\b|\bev\s+charging\b/gi,
  },
  {
    name: 'Standby Generator',
    trade: 'Electrical',
    pattern: /\b(?:standby|whole[- ](?:home|house))\s+generators?\b/gi,
  },
  { name: 'Generator', trade: 'Electrical', pattern: /\bgenerators?\b/gi },
  {
    name: 'Transfer Switch',
    trade: 'Electrical',
    pattern: /\b(?:automatic\s+|auto\s+|manual\s+)?transfer\s+switch(?:es)?\b/gi,
  },
  {
    name: 'Knob and Tube Wiring',
    trade: 'Electrical',
    pattern: /\bknob\s+(?:and|&|n)\s+tube(?:\s+wiring)?\b/gi,
  },
  { name: 'Wiring', trade: 'Electrical', pattern: /\bre-?wir(?:e|ing)\b|\bwiring\b/gi },
  {
    name: 'Breaker',
    trade: 'Electrical',
    pattern: /\b(?:circuit\s+)?breakers?\b(?!\s+(?:panels?|box))/gi,
  },
  {
    name: 'GFCI Outlets',
    trade: 'Electrical',
    pattern: /\bgfcis?(?:\s+(?:outlets?|receptacles?))?\b/gi,
  },
  { name: 'Outlets', trade: 'Electrical', pattern: /\boutlets?\b|\breceptacles?\b/gi },
  {
    name: 'Recessed Lights',
    trade: 'Electrical',
    pattern: /\brecessed\s+(?:lights?|lighting|cans?)\b|\b(?:can|pot)\s+lights?\b/gi,
  },
  { name: 'Dimmer Switch', trade: 'Electrical', pattern: /\bdimmers?(?:\s+switch(?:es)?)?\b/gi },
  { name: 'Ceiling Fan', trade: 'Electrical', pattern: /\bceiling\s+fans?\b/gi },
  {
    name: 'Solar Panels',
    trade: 'Solar',
    pattern:
      /\bsolar(?:\s+(?:pv|panels?|modules?|system|array|installation))?\b|\b\d+\s?w(?:att)?\s+(?:solar\s+)?panels?\b|\bpv\s+(?:panels?|modules?|system)\b|\b\d+[- ]panel\s+(?:solar\s+)?(?:array|system)\b/gi,
  },
  { name: 'Powerwall', trade: 'Solar', pattern: /\bpowerwalls?\b/gi },
  {
    name: 'Battery Storage',
    trade: 'Solar',
    pattern:
      /\b(?:backup\s+|home\s+|solar\s+)?batter(?:y|ies)(?:\s+(?:storage|backup|system))?\b/gi,
  },
  { name: 'Microinverters', trade: 'Solar', pattern: /\bmicro[- ]?inverters?\b|\bmicros\b/gi },
  { name: 'Inverter', trade: 'Solar', pattern: /\binverters?\b/gi },
];

// Further work that is not a product: tasks, parts and services.
export const scopeItems: LexiconEntry[] = [
  { name: 'Permit', pattern: /\bpermits?\b/gi },
  { name: 'Haul Away', pattern: /\bhaul(?:ing)?[- ](?:\w+\s+){0,3}?away\b|\bdispose\s+of\b/gi },
  { name: 'Inspection', pattern: /\binspect(?:ion|ions)?\b|\binsp\b/gi },
  { name: 'Line Set', trade: 'HVAC', pattern: /\bline\s?sets?\b/gi },
  {
    name: 'Equipment Pad',
    pattern: /\b(?:condenser|equipment|concrete|generator)\s+pads?\b/gi,
  },
  {
    name: 'Refrigerant Recharge',
    trade: 'HVAC',
    pattern:
      /\b(?:refrigerant|freon)(?:\s+(?:recharge|top[- ]off|charge))?\b|\brecharg(?:e|ing)(?:\s+(?:the\s+)?(?:refrigerant|freon))?\b/gi,
  },
  { name: 'Capacitor', trade: 'HVAC', pattern: /\bcapacitors?\b/gi },
  { name: 'Tune-Up', trade: 'HVAC', pattern: /\btune[- ]?ups?\b/gi },
  {
    name: 'Load Calculation',
    trade: 'HVAC',
    pattern: /\bmanual\s+j\b|\bload\s+calc(?:ulation)?s?\b/gi,
  },
  {
    name: 'Roof Replacement',
    trade: 'Roofing',
    pattern:
      /\bre-?roof(?:ing)?\b|\broof\s+replacement\b|\breplac(?:e|ing)\s+(?:the\s+|their\s+|her\s+|his\s+|a\s+)?(?:whole\s+|entire\s+|full\s+)?roof\b|\bnew\s+roof\b/gi,
  },
  {
    name: 'Tear-Off',
    trade: 'Roofing',
    pattern:
      /\btear(?:ing)?[- ]?off\b|\btear(?:ing)?\s+(?:it|them)\s+off\b|\bstrip(?:ping)?\s+(?:it\s+)?(?:down\s+)?to\s+(?:the\s+)?deck\b/gi,
  },
  {
    name: 'Leak Repair',
    pattern:
      /\b(?:fix|repair)(?:ing)?\s+(?:the\s+|a\s+)?leaks?\b|\bleak\s+repairs?\b|\broof\s+leaks?\b|\bslab\s+leaks?\b/gi,
  },
  { name: 'Flashing', trade: 'Roofing', pattern: /\bflashing\b|\bre-?flash(?:ing)?\b/gi },
  { name: 'Drip Edge', trade: 'Roofing', pattern: /\bdrip\s+edges?\b/gi },
  {
    name: 'Ice and Water Shield',
    trade: 'Roofing',
    pattern: /\bice\s+(?:and|&|n)\s+water(?:\s+shield)?\b/gi,
  },
  {
    name: 'Underlayment',
    trade: 'Roofing',
    pattern: /\b(?:synthetic\s+)?underlayment\b|\bfelt\s+paper\b/gi,
  },
  { name: 'Ridge Vent', trade: 'Roofing', pattern: /\bridge\s+vents?\b/gi },
  {
    name: 'Decking Repair',
    trade: 'Roofing',
    pattern: /\b(?:deck(?:ing)?|plywood|osb|sheathing)\s+(?:repairs?|replacement)\b/gi,
  },
  { name: 'Expansion Tank', trade: 'Plumbing', pattern: /\bexpansion\s+tanks?\b/gi },
  { name: 'Shut-Off Valve', trade: 'Plumbing', pattern: /\bshut[- ]?off\s+valves?\b/gi },
  { name: 'Drain Pan', pattern: /\bdrain\s+pans?\b/gi },
  {
    name: 'Hydro Jetting',
    trade: 'Plumbing',
    pattern: /\bhydro[- ]?jet(?:ting)?\b|\bjet(?:ting)?\s+the\s+(?:line|drain)\b/gi,
  },
  {
    name: 'Camera Inspection',
    trade: 'Plumbing',
    pattern: /\bcamera(?:\s+inspection)?\b|\bscope\s+the\s+line\b/gi,
  },
  {
    name: 'Drain Cleaning',
    trade: 'Plumbing',
    pattern: /\bdrain\s+cleaning\b|\bsnak(?:e|ing)\s+the\s+(?:line|drain)\b|\bunclog\b/gi,
  },
  {
    name: 'Repipe',
    trade: 'Plumbing',
    pattern: /\b(?:whole[- ](?:house|home)\s+)?re-?pip(?:e|ing)\b/gi,
  },
  { name: 'Drywall Repair', pattern: /\bdrywall(?:\s+(?:patch(?:es|ing)?|repairs?))?\b/gi },
  { name: 'Meter Base', trade: 'Electrical', pattern: /\bmeter\s+(?:base|socket|can)\b/gi },
  {
    name: 'Surge Protection',
    trade: 'Electrical',
    pattern: /\b(?:whole[- ](?:home|house)\s+)?surge(?:\s+protect(?:or|ors|ion))?\b/gi,
  },
  {
    name: 'Dedicated Circuit',
    trade: 'Electrical',
    pattern:
      /\bdedicated(?:\s+\d+\s?(?:a|amps?))?\s+circuit\b|\b\d+\s?(?:a|amps?)(?:\s+dedicated)?\s+circuit\b|\b240\s?v(?:olt)?\s+circuit\b|\bnew\s+circuit\b/gi,
  },
  {
    name: 'Load Management',
    trade: 'Electrical',
    pattern: /\bload\s+(?:management|mgmt|manager|shed(?:ding)?)\b/gi,
  },
  { name: 'Ground Mount', trade: 'Solar', pattern: /\bground[- ]mount(?:ed)?\b/gi },
  { name: 'Trenching', pattern: /\btrench(?:ing)?\b/gi },
  {
    name: 'Panel Cleaning',
    trade: 'Solar',
    pattern: /\bpanel\s+cleaning\b|\bclean(?:ing)?\s+(?:the\s+)?panels\b/gi,
  },
  {
    name: 'Critter Guard',
    trade: 'Solar',
    pattern: /\bcritter\s+guards?\b|\b(?:pest|bird|squirrel)\s+(?:guards?|screens?|mesh)\b/gi,
  },
  {
    name: 'Utility Interconnection',
    trade: 'Solar',
    pattern: /\binterconnect(?:ion)?\b|\bnet\s+meter(?:ing)?\b/gi,
  },
  {
    name: 'Market Analysis',
    trade: 'Real Estate',
    pattern: /\bcma\b|\bcomps\b|\b(?:comparative\s+)?market\s+analysis\b/gi,
  },
  {
    name: 'Professional Photos',
    trade: 'Real Estate',
    pattern: /\b(?:pro(?:fessional)?\s+)?(?:photos|photography)\b/gi,
  },
  {
    name: 'Virtual Tour',
    trade: 'Real Estate',
    pattern: /\b(?:3d|virtual|video)\s+(?:tours?|walk-?throughs?)\b|\bmatterport\b/gi,
  },
  { name: 'Open House', trade: 'Real Estate', pattern: /\bopen\s+houses?\b/gi },
  {
    name: 'Staging',
    trade: 'Real Estate',
    pattern: /\bstaging\b|\bstage\s+the\s+(?:house|home)\b/gi,
  },
  { name: 'MLS Listing', trade: 'Real Estate', pattern: /\bmls\b/gi },
  {
    name: 'Buyer Consultation',
    trade: 'Real Estate',
    pattern: /\bbuyer(?:['’]?s)?\s+consult(?:ation)?\b/gi,
  },
];

// Words that name a trade without naming a product.
export const tradeWords: { trade: Trade; pattern: RegExp }[] = [
  { trade: 'HVAC', pattern: /\bhvac\b|\bheating\b|\bcooling\b/i },
  { trade: 'Plumbing', pattern: /\bplumb(?:ing|er)\b/i },
  { trade: 'Electrical', pattern: /\belectrical\b|\belectrician\b/i },
  { trade: 'Roofing', pattern: /\b(?:re-?)?roof(?:s|ing|er|ers)?\b/i },
  {
    trade: 'Real Estate',
    pattern:
      /\blisting\b|\blist\s+(?:it|the\s+(?:house|home|property)|at|date|price)\b|\bto\s+list\b|\bbuyers?\b|\bsellers?\b|\bopen\s+house\b|\bmls\b|\bescrow\b|\bpre-?approved\b|\brealtor\b|\breal\s+estate\b|\b(?:write\s+up|make|submit)\s+an\s+offer\b/i,
  },
];

// Makers, as they are written, for naming the product ("Carrier Furnace").
export const brands = [
  'Carrier',
  'Trane',
  'Lennox',
  'Rheem',
  'Goodman',
  'Daikin',
  'Mitsubishi',
  'Fujitsu',
  'York',
  'Bryant',
  'Amana',
  'Ruud',
  'Bosch',
  'Navien',
  'Rinnai',
  'Noritz',
  'Bradford White',
  'Kohler',
  'Moen',
  'Culligan',
  'Generac',
  'Tesla',
  'Enphase',
  'SolarEdge',
  'REC',
  'LG',
  'Qcells',
  'Panasonic',
  'GAF',
  'Owens Corning',
  'CertainTeed',
  'Tamko',
  'Square D',
  'Siemens',
  'Eaton',
  'FPE',
  'Federal Pacific',
  'Zinsco',
  'ChargePoint',
];
