// Pulls the facts a contractor usually dictates ("proposal for John Smith at 123 Main Street, a
// 3 ton heat pump, $12,500, we can start May 3") out of free text. Pure and deterministic: the
// same transcript always gives the same facts, and anything unsure is left out rather than guessed.

export type Trade = 'HVAC' | 'Roofing' | 'Plumbing' | 'Electrical' | 'Solar';
export type PriceTier = 'basic' | 'standard' | 'premium';

export type TranscriptFacts = {
  clientName?: string;
  propertyAddress?: string;
  // In order of first mention.
  trades: Trade[];
  systems: string[];
  // One-off amounts in dollars, tagged with a tier when "basic/standard/premium" was said nearby.
  prices: { amount: number; tier?: PriceTier }[];
  financing: { monthlyPayment: number; term?: string; interestRate?: string }[];
  squareFeet?: number;
  tonnage?: number;
  startDate?: string;
  // Other timing as spoken: "in two weeks", "about 3 days".
  timing: string[];
  warranties: string[];
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NUMBER_WORD = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';

const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
const STATE_NAMES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];

const titleCase = (word: string) =>
  word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;

const parseNumber = (digits: string) => Number(digits.replace(/,/g, ''));

// ---- client name ------------------------------------------------------------------------------

// Words that follow a cue like "for" or "customer" but are not names.
const NOT_NAMES = new Set(
  [
    'a an the this that my our your his her their its it he she they we you i',
    'at on in and or but who with from by to of about regarding near',
    'is was has had wants wanted needs needed would will said asked lives living located',
    'address phone email number house home property job project quote estimate proposal',
    'mr mrs ms dr',
    'january february march april may june july august september october november december',
    'monday tuesday wednesday thursday friday saturday sunday today tomorrow next',
    'hvac ac heat pump furnace air conditioner conditioning boiler roof roofing shingles',
    'gutter gutters plumbing water heater electrical panel ev charger generator solar',
    'carrier trane lennox rheem goodman daikin mitsubishi york bryant amana ruud american',
    'standard basic premium new replacement installation install repair service',
  ]
    .join(' ')
    .split(' '),
);

const NAME_WORD = /^[A-Za-z][A-Za-z'’-]*$/;

// Takes up to three name words from the start of `text`; with `capitalised`, only words spelt
// like names (the "for …" cue is too common to trust lower-case words after it).
const takeName = (text: string, capitalised: boolean): string | undefined => {
  const words: string[] = [];
  for (const raw of text.split(/\s+/).slice(0, 3)) {
    const word = raw.replace(/[.,;:!?]+$/, '');
    if (!NAME_WORD.test(word) || NOT_NAMES.has(word.toLowerCase())) break;
    if (capitalised && !/^[A-Z]/.test(word)) break;
    words.push(titleCase(word));
    if (word !== raw) break;
  }
  return words.length > 0 ? words.join(' ') : undefined;
};

const NAME_CUES: { cue: RegExp; capitalised: boolean; minWords: number }[] = [
  {
    cue: /\b(?:(?:client|customer|homeowner|owner)(?:'s|s)?\s+name\s+is|(?:his|her|their)\s+name\s+is|(?:client|customer|homeowner)\s+(?:named|called))\s+/gi,
    capitalised: false,
    minWords: 1,
  },
  {
    cue: /\b(?:[Cc]lient|[Cc]ustomer|[Hh]omeowner)(?:\s+is)?:?\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?/g,
    capitalised: true,
    minWords: 1,
  },
  { cue: /\b[Ff]or\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?/g, capitalised: true, minWords: 2 },
];

const findClientName = (text: string): string | undefined => {
  for (const { cue, capitalised, minWords } of NAME_CUES) {
    for (const match of text.matchAll(cue)) {
      const start = match.index + match[0].length;
      // Three words fit in a short window; slicing the whole rest per cue would be quadratic.
      const name = takeName(text.slice(start, start + 120), capitalised);
      if (name && name.split(' ').length >= minWords) return name;
    }
  }
  return undefined;
};

// ---- address ----------------------------------------------------------------------------------

const STREET_SUFFIX =
  'street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl|loop|square|sq';
const STREET = new RegExp(
  `(?<![\\d$,.])(\\d{1,6}[A-Za-z]?)\\s+((?:[A-Za-z0-9'.-]+\\s+){1,4}?)(${STREET_SUFFIX})\\b\\.?(?:\\s+(NW|NE|SW|SE)\\b)?`,
  'gi',
);
// Words that show the "street name" is really a sentence ("2 miles down the road").
const NOT_STREET_WORDS = new Set(
  'a an the to for of and or down up on in at my your our their his her its this that is was be we i you they it with from by per about around mile miles minute minutes hour hours day days week weeks month months year years ton tons feet foot sq square dollars percent'.split(
    ' ',
  ),
);
const UNIT = /^,?\s*((?:apt|apartment|unit|suite|ste)\.?\s*#?\s*[\w-]+|#\s*[\w-]+)/i;
const CITY = "[A-Z][A-Za-z'.-]*(?:\\s+[A-Z][A-Za-z'.-]*){0,2}?";
const STATE = `[A-Z]{2}|${STATE_NAMES.join('|')}`;
const ZIP = '\\d{5}(?:-\\d{4})?';
const CITY_STATE = new RegExp(`^,?\\s+(${CITY}),?\\s+(${STATE})\\b(?:,?\\s+(${ZIP})\\b)?`);
const CITY_ZIP = new RegExp(`^,?\\s+(${CITY}),?\\s+(${ZIP})\\b`);
const CITY_ONLY = new RegExp(`^,\\s*(${CITY})(?=[,.!?;]|\\s+[a-z]|\\s*$)`);
const ZIP_ONLY = new RegExp(`^,?\\s+(${ZIP})\\b`);

// "The customer…" after a comma is a new sentence, not a city.
const isCity = (city: string) => !NOT_NAMES.has(city.split(' ')[0].toLowerCase());

// City, state and zip as far as they follow the street.
const placeAfter = (rest: string): string => {
  const cityState = CITY_STATE.exec(rest);
  if (cityState && isCity(cityState[1])) {
    const state = cityState[2];
    if (state.length > 2 || STATE_CODES.has(state)) {
      return `, ${cityState[1]}, ${state}${cityState[3] ? ` ${cityState[3]}` : ''}`;
    }
  }
  const cityZip = CITY_ZIP.exec(rest);
  if (cityZip && isCity(cityZip[1])) return `, ${cityZip[1]} ${cityZip[2]}`;
  const city = CITY_ONLY.exec(rest);
  if (city && isCity(city[1])) return `, ${city[1]}`;
  const zip = ZIP_ONLY.exec(rest);
  return zip ? ` ${zip[1]}` : '';
};

const findAddress = (text: string): string | undefined => {
  const street = new RegExp(STREET);
  for (let match = street.exec(text); match; match = street.exec(text)) {
    const streetWords = match[2].trim().split(/\s+/);
    if (streetWords.some((word) => NOT_STREET_WORDS.has(word.toLowerCase()))) {
      // A rejected sentence may still hide the real address ("5 times at 12 Elm Street").
      street.lastIndex = match.index + 1;
      continue;
    }
    const parts = [match[1], ...streetWords, match[3]].map(titleCase);
    if (match[4]) parts.push(match[4].toUpperCase());
    let rest = text.slice(match.index + match[0].length);
    const unit = UNIT.exec(rest);
    if (unit) {
      parts.push(unit[1].replace(/\s+/g, ' '));
      rest = rest.slice(unit[0].length);
    }
    return parts.join(' ') + placeAfter(rest);
  }
  return undefined;
};

// ---- trades and systems -----------------------------------------------------------------------

const SYSTEMS: { name: string; trade: Trade; pattern: RegExp }[] = [
  { name: 'Heat Pump', trade: 'HVAC', pattern: /\bheat[- ]?pumps?\b/i },
  { name: 'Ductless Mini-Split', trade: 'HVAC', pattern: /\bmini[- ]?splits?\b|\bductless\b/i },
  { name: 'Furnace', trade: 'HVAC', pattern: /\bfurnaces?\b/i },
  {
    name: 'Air Conditioner',
    trade: 'HVAC',
    pattern: /\bair[- ]?condition(?:er|ers|ing)\b|\bcentral air\b|\ba\/c\b/i,
  },
  // Upper case only: "ac" in lower case is too often something else.
  { name: 'Air Conditioner', trade: 'HVAC', pattern: /\bAC\b/ },
  { name: 'Boiler', trade: 'HVAC', pattern: /\bboilers?\b/i },
  { name: 'Ductwork', trade: 'HVAC', pattern: /\bduct ?work\b|\bducts\b/i },
  { name: 'Thermostat', trade: 'HVAC', pattern: /\bthermostats?\b/i },
  { name: 'Tankless Water Heater', trade: 'Plumbing', pattern: /\btankless\b/i },
  { name: 'Water Heater', trade: 'Plumbing', pattern: /\b(?<!tankless )water heaters?\b/i },
  { name: 'Sewer Line', trade: 'Plumbing', pattern: /\bsewer\b/i },
  { name: 'Piping', trade: 'Plumbing', pattern: /\bre-?pip(?:e|ing)\b|\bpipes?\b/i },
  { name: 'Drains', trade: 'Plumbing', pattern: /\bdrains?\b/i },
  { name: 'Fixtures', trade: 'Plumbing', pattern: /\bfaucets?\b|\btoilets?\b|\bsinks?\b/i },
  { name: 'Roof', trade: 'Roofing', pattern: /\b(?:re-?)?roof(?:s|ing)?\b|\bshingles?\b/i },
  { name: 'Gutters', trade: 'Roofing', pattern: /\bgutters?\b/i },
  {
    name: 'Electrical Panel',
    trade: 'Electrical',
    pattern: /\b(?:electrical|breaker|service|main) panel\b|\bpanel upgrade\b|\b\d{3} ?amp\b/i,
  },
  {
    name: 'EV Charger',
    trade: 'Electrical',
    pattern: /\bEV charg(?:er|ing)\b|\b(?:electric vehicle|car) charg(?:er|ing)\b/i,
  },
  { name: 'Generator', trade: 'Electrical', pattern: /\bgenerators?\b/i },
  { name: 'Wiring', trade: 'Electrical', pattern: /\b(?:re)?wiring\b/i },
  { name: 'Solar Panels', trade: 'Solar', pattern: /\bsolar\b/i },
  { name: 'Battery Storage', trade: 'Solar', pattern: /\bbatter(?:y|ies)\b|\bpowerwall\b/i },
];

const TRADE_WORDS: { trade: Trade; pattern: RegExp }[] = [
  { trade: 'HVAC', pattern: /\bhvac\b|\bheating\b|\bcooling\b/i },
  { trade: 'Plumbing', pattern: /\bplumb(?:ing|er)\b/i },
  { trade: 'Electrical', pattern: /\belectric(?:al|ian)\b/i },
  { trade: 'Roofing', pattern: /\broofer\b/i },
];

const firstIndex = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  return match ? match.index : -1;
};

const findSystems = (text: string) => {
  const found = SYSTEMS.map((system) => ({ ...system, at: firstIndex(text, system.pattern) }))
    .filter((system) => system.at >= 0)
    .sort((a, b) => a.at - b.at);
  const names = new Set(found.map((system) => system.name));
  if (names.has('Tankless Water Heater')) names.delete('Water Heater');
  const systems = [...names];
  const trades = [
    ...found.map(({ trade, at }) => ({ trade, at })),
    ...TRADE_WORDS.map(({ trade, pattern }) => ({ trade, at: firstIndex(text, pattern) })),
  ]
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  return { systems, trades: [...new Set(trades.map((entry) => entry.trade))] };
};

// ---- money ------------------------------------------------------------------------------------

const AMOUNT = new RegExp(
  [
    // $12,500 · $12,500.00 · $12.5k · $12 thousand
    String.raw`(?<![\w.,])\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s?(k|thousand)\b)?`,
    // 12,500 dollars · 12.5 thousand dollars · 12k dollars
    String.raw`(?<![\w.,$])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(k|thousand)?\s+(?:dollars|bucks|usd)\b`,
    // 12.5k
    String.raw`(?<![\w.,$])(\d+)(\.\d+)?k\b`,
  ].join('|'),
  'gi',
);
const MONTHLY_AFTER =
  /^\s*(?:\/\s*mo(?:nth)?\b|(?:a|per|each|every)\s+month\b|monthly\b|a\s+mo\b)/i;
const MONTHLY_BEFORE = /\bmonthly(?:\s+payments?)?(?:\s+(?:of|is|at|around|about))?\s*$/i;
const NOT_A_PRICE =
  /\b(?:deposit|down payment|rebates?|tax credits?|credits?|discount|incentives?|sav(?:e|es|ings))\b/i;
// "good/better/best" count only with option or package, since "a good price" names no tier.
const TIERS: { tier: PriceTier; pattern: RegExp }[] = [
  { tier: 'basic', pattern: /\b(?:basic|economy|entry[- ]level|good (?:option|package))\b/gi },
  { tier: 'standard', pattern: /\b(?:standard|mid[- ]range|better (?:option|package))\b/gi },
  {
    tier: 'premium',
    pattern: /\b(?:premium|top[- ]of[- ]the[- ]line|high[- ]end|best (?:option|package))\b/gi,
  },
];
const TIER_REACH = 40;

type Amount = { amount: number; start: number; end: number };

const findAmounts = (text: string): Amount[] =>
  [...text.matchAll(AMOUNT)].map((match) => {
    const [digits, fraction, scale] = match[1]
      ? [match[1], match[2], match[3]]
      : match[4]
        ? [match[4], match[5], match[6]]
        : [match[7], match[8], 'k'];
    const value = parseNumber(digits) + (fraction ? Number(fraction) : 0);
    const amount = Math.round(value * (scale ? 1000 : 1) * 100) / 100;
    return { amount, start: match.index, end: match.index + match[0].length };
  });

// Sentence ends, but not the point of "5.99%" or "$12.50".
const SENTENCE_END = /[;!?]|\.(?=\s|$)/;

const clauseAround = (text: string, start: number, end: number, reach: number) => {
  const before =
    text
      .slice(Math.max(0, start - reach), start)
      .split(SENTENCE_END)
      .pop() ?? '';
  const after = text.slice(end, end + reach).split(SENTENCE_END)[0];
  return `${before} ${after}`;
};

const tiersIn = (text: string) =>
  TIERS.flatMap(({ tier, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({ tier, at: match.index })),
  ).sort((a, b) => a.at - b.at);

// Contractors say either "basic is $8,500, standard $10,000" or "$8,500 for basic, $10,000 for
// standard"; whichever reading names more amounts is the one used, since a tier word between two
// amounts belongs to one of them, never both.
const tiersOf = (text: string, amounts: Amount[]): (PriceTier | undefined)[] => {
  const backward = amounts.map((amount, index) => {
    const from = Math.max(index > 0 ? amounts[index - 1].end : 0, amount.start - TIER_REACH);
    return tiersIn(text.slice(from, amount.start)).pop()?.tier;
  });
  const forward = amounts.map((amount, index) => {
    const to = Math.min(
      index < amounts.length - 1 ? amounts[index + 1].start : text.length,
      amount.end + TIER_REACH,
    );
    return tiersIn(text.slice(amount.end, to))[0]?.tier;
  });
  const named = (tiers: (PriceTier | undefined)[]) => tiers.filter(Boolean).length;
  return named(forward) > named(backward) ? forward : backward;
};

const FINANCING_WORDS = /\b(?:financ\w*|apr|interest|loan|per month|monthly|payments?)\b/i;
const TERM = /\b(\d{1,3})[- ]months?\b/gi;
const RATE = /(?<![\w.])(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|percent\b)/gi;

const findMoney = (text: string) => {
  const monthly: number[] = [];
  const oneOff: Amount[] = [];
  for (const amount of findAmounts(text)) {
    const isMonthly =
      MONTHLY_AFTER.test(text.slice(amount.end, amount.end + 20)) ||
      MONTHLY_BEFORE.test(text.slice(Math.max(0, amount.start - 40), amount.start));
    if (isMonthly) monthly.push(amount.amount);
    else if (!NOT_A_PRICE.test(clauseAround(text, amount.start, amount.end, 25))) {
      oneOff.push(amount);
    }
  }
  const usedTiers = new Set<PriceTier>();
  const prices: TranscriptFacts['prices'] = tiersOf(text, oneOff).map((tier, index) => {
    if (!tier || usedTiers.has(tier)) return { amount: oneOff[index].amount };
    usedTiers.add(tier);
    return { amount: oneOff[index].amount, tier };
  });
  // Three untagged prices read as "good, better, best" from the cheapest up.
  if (prices.length === 3 && prices.every((price) => !price.tier)) {
    const order: PriceTier[] = ['basic', 'standard', 'premium'];
    [...prices]
      .sort((a, b) => a.amount - b.amount)
      .forEach((price, index) => (price.tier = order[index]));
  }
  // Terms and rates count only near financing words, so "10 percent" of a deposit is ignored.
  const nearFinancing = (match: RegExpExecArray) =>
    FINANCING_WORDS.test(clauseAround(text, match.index, match.index + match[0].length, 60));
  const terms = [...text.matchAll(TERM)].filter(nearFinancing).map((m) => `${m[1]} months`);
  const rates = [...text.matchAll(RATE)].filter(nearFinancing).map((m) => `${m[1]}%`);
  const financing = monthly.map((monthlyPayment, index) => ({
    monthlyPayment,
    ...(terms[index] ? { term: terms[index] } : {}),
    ...(rates[index] ? { interestRate: rates[index] } : {}),
  }));
  return { prices, financing };
};

// ---- sizes, timing, warranty ------------------------------------------------------------------

const SQUARE_FEET =
  /(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+)\s*(?:sq\.?\s*(?:ft|feet|foot)\b\.?|square[- ]?(?:feet|foot)\b|sf\b)/i;
const TONNAGE = new RegExp(
  `(?<![\\w.])(\\d+(?:\\.\\d+)?|${NUMBER_WORD})(\\s+and\\s+a\\s+half)?[\\s-]*tons?\\b`,
  'i',
);

const findTonnage = (text: string) => {
  const match = TONNAGE.exec(text);
  if (!match) return undefined;
  const base = NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
  return base + (match[2] ? 0.5 : 0);
};

const START = new RegExp(
  String.raw`\b(?:start(?:ing|s)?|begin(?:ning|s)?|kick(?:ing)? off|install(?:ing)?(?: it)?|scheduled? (?:it |the (?:job|work|install(?:ation)?) )?for)\s+(?:on\s+|around\s+|by\s+|as early as\s+)?(` +
    [
      String.raw`(?:${MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?`,
      String.raw`(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:${MONTH})`,
      String.raw`next\s+(?:week|month|${WEEKDAY})`,
      String.raw`this\s+(?:week|${WEEKDAY})`,
      'tomorrow',
      WEEKDAY,
      String.raw`in\s+(?:a|an|${NUMBER_WORD}|\d+)\s+(?:days?|weeks?|months?)`,
    ].join('|') +
    ')',
  'i',
);
const TIMING = new RegExp(
  String.raw`\b(?:in|within|takes?|taking|lasts?|about|around|roughly|over)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+)?(?:a|an|${NUMBER_WORD}|\d+)(?:\s*(?:to|-)\s*(?:${NUMBER_WORD}|\d+))?\s+(?:full\s+|business\s+|working\s+)?(?:hours?|days?|weeks?|months?)\b`,
  'gi',
);
const WARRANTY = new RegExp(
  String.raw`\b(?:(?:\d{1,2}|${NUMBER_WORD})[- ]years?|lifetime)\s+(?:[a-z&]+\s+){0,4}?warrant(?:y|ies)\b`,
  'gi',
);

const findTiming = (text: string) => {
  const start = START.exec(text);
  const startDate = start?.[1].replace(/(\d)(?:st|nd|rd|th)\b/i, '$1').replace(/\s+/g, ' ');
  const startSpan = start ? [start.index, start.index + start[0].length] : [-1, -1];
  const timing = [...text.matchAll(TIMING)]
    .filter((match) => match.index < startSpan[0] || match.index >= startSpan[1])
    // "Financing over 60 months" is not the project's timing.
    .filter((match) => {
      const end = match.index + match[0].length;
      return !FINANCING_WORDS.test(clauseAround(text, match.index, end, 40));
    })
    .map((match) => match[0].replace(/^(?:takes?|taking|lasts?)\s+/i, '').replace(/\s+/g, ' '));
  return { startDate, timing: [...new Set(timing)] };
};

export const extractTranscriptFacts = (transcript: string): TranscriptFacts => {
  const text = transcript.replace(/\s+/g, ' ').trim();
  const { systems, trades } = findSystems(text);
  const { prices, financing } = findMoney(text);
  const { startDate, timing } = findTiming(text);
  const squareFeet = SQUARE_FEET.exec(text);
  const tonnage = findTonnage(text);
  const clientName = findClientName(text);
  const propertyAddress = findAddress(text);
  return {
    ...(clientName ? { clientName } : {}),
    ...(propertyAddress ? { propertyAddress } : {}),
    trades,
    systems,
    prices,
    financing,
    ...(squareFeet ? { squareFeet: parseNumber(squareFeet[1]) } : {}),
    ...(tonnage !== undefined ? { tonnage } : {}),
    ...(startDate ? { startDate } : {}),
    timing,
    warranties: [...new Set([...text.matchAll(WARRANTY)].map((m) => m[0].replace(/\s+/g, ' ')))],
  };
};
