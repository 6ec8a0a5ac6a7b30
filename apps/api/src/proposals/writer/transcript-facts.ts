// Pulls the facts a contractor usually types or dictates ("Replace 2 ton AC with 3 ton heat pump
// for John Carter at 45 Pine St, about $8,900") out of free text. Pure and deterministic: the same
// transcript always gives the same facts, and anything unsure is left out rather than guessed.
// `request-examples.ts` holds the requests it must read and what each must yield.

import { brands, products, scopeItems, tradeWords, type Trade } from './job-lexicon.js';
import { groupThousands, spokenNumbersToDigits } from './spoken-numbers.js';

export type PriceTier = 'basic' | 'standard' | 'premium';
// What an amount is when it is not the price of work: a buyer's budget, a listing's price, an
// offer on a home, or what comparable sales say the home is worth.
export type PricePurpose = 'budget' | 'list price' | 'offer' | 'value';
// One-off amount in dollars; `upTo` closes a range ("$26,000 to $29,000").
export type QuotedPrice = {
  amount: number;
  upTo?: number;
  tier?: PriceTier;
  purpose?: PricePurpose;
};

export type TranscriptFacts = {
  clientName?: string;
  propertyAddress?: string;
  clientPhone?: string;
  clientEmail?: string;
  // In order of first mention.
  trades: Trade[];
  // New equipment or material going in, named as said ("Carrier Furnace").
  installed: string[];
  // What comes out ("replace X with Y", "tear off X", "old X").
  removed: string[];
  // Existing equipment repaired or serviced, neither removed nor installed.
  serviced: string[];
  // Sizes of the new equipment or of the job ("3 tons", "28 squares"), never of what comes out.
  capacities: string[];
  // Further work: tasks, parts, services ("Permit", "Tear-Off").
  scope: string[];
  prices: QuotedPrice[];
  financing: { monthlyPayment: number; term?: string; interestRate?: string }[];
  // The home's own size.
  squareFeet?: number;
  startDate?: string;
  // Other timing as spoken: "in two weeks", "about 3 days".
  timing: string[];
  warranties: string[];
};

type Span = { start: number; end: number };

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
const WEEKDAY_SHORT = 'mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun';

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

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

// A comma, a sentence end or a dash ends the phrase a cue word governs.
const CLAUSE_BREAK = /[,.;:!?()]|\s[-—–/+]\s|\s—|—\s/;

// ---- preparing the text -----------------------------------------------------------------------

const FILLERS = /\b(?:u+m+|u+h+|hmm+)\b[,.]?/gi;

// Spoken numbers as digits, fillers gone, and the shorthand of typed notes spelt out.
const prepare = (transcript: string) =>
  spokenNumbersToDigits(transcript.replace(/\s+/g, ' '))
    .replace(FILLERS, ' ')
    .replace(/\bw\/(?!o\b)\s*/gi, 'with ')
    .replace(/\s@\s/g, ' at ')
    .replace(/\s+/g, ' ')
    .trim();

// The same text with the given spans blanked out, so a phone number or a house number is never
// read as a price or a size; offsets stay the same.
const blank = (text: string, spans: Span[]) =>
  spans.reduce(
    (out, { start, end }) => out.slice(0, start) + ' '.repeat(end - start) + out.slice(end),
    text,
  );

// ---- contacts ---------------------------------------------------------------------------------

const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/;
const PHONE =
  /(?<![\d$,.])(?:\+?1[\s.-]?)?(?:\((\d{3})\)\s?|(\d{3})[\s.-]?)(\d{3})[\s.-]?(\d{4})(?![\d,])/;

const findContacts = (text: string) => {
  const email = EMAIL.exec(text);
  const phone = PHONE.exec(text);
  const spans = [email, phone]
    .filter((match): match is RegExpExecArray => Boolean(match))
    .map((match) => ({ start: match.index, end: match.index + match[0].length }));
  return {
    clientEmail: email?.[0].toLowerCase(),
    clientPhone: phone ? `(${phone[1] ?? phone[2]}) ${phone[3]}-${phone[4]}` : undefined,
    spans,
  };
};

// ---- client name ------------------------------------------------------------------------------

// Words that follow a cue like "for" or "customer" but are not names.
const NOT_NAMES = new Set(
  [
    'a an the this that my our your his her their its it he she they we you i',
    'shes hes theyre whos',
    'at on in and or but who with from by to of about regarding near so then plus',
    'is was has had wants wanted needs needed would will said asked lives living located',
    'address phone email number house home property job project quote estimate proposal',
    'mr mrs ms dr',
    'january february march april may june july august september october november december',
    'monday tuesday wednesday thursday friday saturday sunday today tomorrow next',
    'hvac ac heat pump furnace air conditioner conditioning boiler roof roofing shingles',
    'gutter gutters plumbing water heater electrical panel ev charger generator solar',
    'gfci outlet outlets breaker wiring battery tankless toilet faucet sewer drain',
    'standard basic premium new replacement installation install repair service',
    'one two three four five six seven eight nine ten eleven twelve',
    'listing buyer seller offer consultation presentation',
    'kitchen bathroom bath remodel remodeling renovation basement attic deck fence garage',
    'window windows door doors siding insulation patio driveway pool addition',
    ...brands.map((brand) => brand.toLowerCase()),
  ]
    .join(' ')
    .split(' '),
);

const NAME_WORD = /^[A-Za-z][A-Za-z'’-]*$/;
const TITLE = /^(?:mr|mrs|ms|dr|miss)\.?$/i;
const CONNECTOR = /^(?:and|&)$/i;
const CONTRACTION = /['’](?:s|d|ll|re|ve|m|t)$/i;

const isNameWord = (word: string, capitalised: boolean) =>
  NAME_WORD.test(word) &&
  !NOT_NAMES.has(word.toLowerCase()) &&
  !CONTRACTION.test(word) &&
  (!capitalised || /^[A-Z]/.test(word));

const formatTitle = (title: string) => {
  const bare = titleCase(title.replace(/\.$/, '').toLowerCase());
  return bare === 'Miss' ? bare : `${bare}.`;
};

type FoundName = { name: string; words: number; titled: boolean; end: number };

// A name at the start of `text`: "John Carter", "Mr. & Mrs. Okafor", "Tom & Amy Becker", "jim and
// debbie walsh". With `capitalised`, only words spelt like names count.
const takeName = (text: string, capitalised: boolean): FoundName | undefined => {
  const tokens = [...text.matchAll(/\S+/g)].slice(0, 8);
  const parts: string[] = [];
  let at = 0;
  let end = 0;
  let titled = false;
  while (at < tokens.length && TITLE.test(tokens[at][0])) {
    parts.push(formatTitle(tokens[at][0]));
    titled = true;
    end = tokens[at].index + tokens[at][0].length;
    at++;
    if (CONNECTOR.test(tokens[at]?.[0] ?? '') && TITLE.test(tokens[at + 1]?.[0] ?? '')) {
      parts.push(tokens[at][0].toLowerCase());
      at++;
    } else {
      break;
    }
  }
  let nameWords = 0;
  let inPerson = 0;
  let coupled = false;
  while (at < tokens.length && nameWords < 4) {
    const raw = tokens[at][0];
    const word = raw.replace(/[.,;:!?)]+$/, '');
    if (isNameWord(word, capitalised) && inPerson < 3) {
      parts.push(titleCase(word));
      nameWords++;
      inPerson++;
      end = tokens[at].index + tokens[at][0].length;
      at++;
      if (word !== raw) break;
      continue;
    }
    const next = tokens[at + 1]?.[0].replace(/[.,;:!?)]+$/, '') ?? '';
    if (CONNECTOR.test(word) && nameWords > 0 && !coupled && isNameWord(next, capitalised)) {
      parts.push(word.toLowerCase());
      coupled = true;
      inPerson = 0;
      at++;
      continue;
    }
    break;
  }
  if (nameWords === 0) return undefined;
  // Punctuation is trimmed from the returned end so the caller can look at what follows.
  const rawEnd = text.slice(0, end).replace(/[.,;:!?)]+$/, '').length;
  return { name: parts.join(' '), words: nameWords, titled, end: rawEnd };
};

const CUE_ROLE = '(?:client|customer|homeowner|owner|buyer|seller)';
const EXPLICIT_CUE = new RegExp(
  `\\b(?:${CUE_ROLE}(?:'s|s)?\\s+name\\s+is|(?:his|her|their)\\s+names?\\s+(?:is|are)|${CUE_ROLE}\\s+(?:named|called))\\s+`,
  'gi',
);
const ROLE_CUE =
  /\b(?:[Cc]lient|[Cc]ustomer|[Hh]omeowner|[Oo]wner|[Bb]uyer|[Ss]eller)s?(?:\s+is)?:?\s+/g;
const FOR_CUE = /\b[Ff]or\s+/g;
const SPOKEN_ROLE_CUE = /\b(?:client|customer|homeowner)\s+is\s+/gi;
// A spoken "for jim walsh" counts only when an address or a pronoun says a person was meant.
const AFTER_SPOKEN_NAME =
  /^(?:\s*,?\s*(?:(?:at|on)\s+)?\d|\s+(?:she|he|they|shes|hes|theyre|who|whose)\b|['’]s\b)/i;

const findNameAfter = (
  text: string,
  cue: RegExp,
  accept: (found: FoundName, rest: string) => boolean,
  capitalised: boolean,
) => {
  for (const match of text.matchAll(cue)) {
    const start = match.index + match[0].length;
    // A short window: slicing the whole rest per cue would be quadratic on long notes.
    const window = text.slice(start, start + 120);
    const found = takeName(window, capitalised);
    if (found && accept(found, window.slice(found.end))) return found.name;
  }
  return undefined;
};

// "For the Smiths", "for the Nguyen family".
const FAMILY = /\b(?:for|to)\s+the\s+([A-Z][a-z'’-]+)(?:(?<=[^s]s)\b|\s+([Ff]amily)\b)/;

const familyName = (text: string) => {
  const match = FAMILY.exec(text);
  if (!match || NOT_NAMES.has(match[1].toLowerCase())) return undefined;
  return match[2] ? `The ${match[1]} Family` : `The ${match[1]}`;
};

// "Greg Olsen 77 Harbor View Rd": a capitalised first and last name just before the address.
const nameBefore = (text: string, address: Span | undefined) => {
  if (!address) return undefined;
  const before = text
    .slice(Math.max(0, address.start - 60), address.start)
    .replace(/\s*(?:,|-|—|–|\bat\b)?\s*$/, '');
  const match = /(?:^|\s)([A-Z][a-z'’-]+\s+[A-Z][a-z'’-]+)$/.exec(before);
  if (!match) return undefined;
  return match[1].split(/\s+/).every((word) => isNameWord(word, true)) ? match[1] : undefined;
};

// Notes that open on who they are for: "Maria Lopez, roof replacement, about $18,500". Only a
// capitalised first and last name (three words at most) before a comma, colon or dash, none of
// them a trade, product or piece of work ("Kitchen Remodel, …" is a job, not a person).
const OPENING_NAME = /^\s*([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,2})\s*(?:[,:]|\s[-–—])\s*\S/;
const namesWork = (word: string) =>
  [...products, ...scopeItems, ...tradeWords].some(({ pattern }) => {
    pattern.lastIndex = 0;
    return pattern.test(word);
  });

const openingName = (text: string) => {
  const match = OPENING_NAME.exec(text);
  if (!match) return undefined;
  const words = match[1].split(/\s+/);
  return words.every((word) => isNameWord(word, true) && !namesWork(word)) ? match[1] : undefined;
};

const findClientName = (text: string, address: Span | undefined): string | undefined =>
  findNameAfter(text, EXPLICIT_CUE, () => true, false) ??
  findNameAfter(text, ROLE_CUE, () => true, true) ??
  findNameAfter(text, FOR_CUE, (found) => found.words >= 2 || found.titled, true) ??
  findNameAfter(
    text,
    /\bfor\s+/gi,
    (found, rest) => (found.words >= 2 || found.titled) && AFTER_SPOKEN_NAME.test(rest),
    false,
  ) ??
  findNameAfter(
    text,
    SPOKEN_ROLE_CUE,
    (found, rest) =>
      found.words >= 2 && (AFTER_SPOKEN_NAME.test(rest) || /^\s*(?:[,.;!?]|$)/.test(rest)),
    false,
  ) ??
  familyName(text) ??
  nameBefore(text, address) ??
  openingName(text);

// ---- address ----------------------------------------------------------------------------------

const STREET_SUFFIX =
  'street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl|loop|square|sq';
const STREET = new RegExp(
  `(?<![\\d$,.])(\\d{1,6}[A-Za-z]?)\\s+((?:[A-Za-z0-9'.-]+\\s+){1,4}?)(${STREET_SUFFIX})\\b\\.?(?:\\s+(NW|NE|SW|SE)\\b)?`,
  'gi',
);
// Words that show the "street name" is really a sentence ("2 miles down the road").
const NOT_STREET_WORDS = new Set(
  'a an the to for of and or down up on in at my your our their his her its this that is was be we i you they it with from by per about around mile miles minute minutes hour hours day days week weeks month months year years ton tons amp amps gallon gallons feet foot sq square dollars percent'.split(
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

// City, state and zip as far as they follow the street, with how much text they took.
const placeAfter = (rest: string): { place: string; length: number } => {
  const cityState = CITY_STATE.exec(rest);
  if (cityState && isCity(cityState[1])) {
    const state = cityState[2];
    if (state.length > 2 || STATE_CODES.has(state)) {
      const place = `, ${cityState[1]}, ${state}${cityState[3] ? ` ${cityState[3]}` : ''}`;
      return { place, length: cityState[0].length };
    }
  }
  const cityZip = CITY_ZIP.exec(rest);
  if (cityZip && isCity(cityZip[1])) {
    return { place: `, ${cityZip[1]} ${cityZip[2]}`, length: cityZip[0].length };
  }
  const city = CITY_ONLY.exec(rest);
  if (city && isCity(city[1])) return { place: `, ${city[1]}`, length: city[0].length };
  const zip = ZIP_ONLY.exec(rest);
  return zip ? { place: ` ${zip[1]}`, length: zip[0].length } : { place: '', length: 0 };
};

const findAddress = (text: string): { address: string; span: Span } | undefined => {
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
    let end = match.index + match[0].length;
    const unit = UNIT.exec(text.slice(end));
    if (unit) {
      parts.push(titleCase(unit[1].replace(/\s+/g, ' ')));
      end += unit[0].length;
    }
    const { place, length } = placeAfter(text.slice(end));
    return { address: parts.join(' ') + place, span: { start: match.index, end: end + length } };
  }
  return undefined;
};

// ---- what is installed, removed and serviced --------------------------------------------------

type Role = 'installed' | 'removed' | 'replaced' | 'serviced';
type Mention = Span & { name: string; trade?: Trade; display: string; role: Role };

const mentionsOf = (
  text: string,
  entries: typeof products,
): Omit<Mention, 'display' | 'role'>[] => {
  const all = entries.flatMap(({ name, trade, pattern }) =>
    [...text.matchAll(new RegExp(pattern))].map((match) => ({
      name,
      trade,
      start: match.index,
      end: match.index + match[0].length,
    })),
  );
  // Overlaps keep the earlier, then the longer, mention.
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof all = [];
  for (const mention of all) {
    if (kept.length === 0 || mention.start >= kept[kept.length - 1].end) kept.push(mention);
  }
  return kept;
};

const BRAND = new RegExp(`\\b(${brands.map((b) => b.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');
const BRAND_DISPLAY = new Map(
  brands.map((brand) => [brand.toLowerCase().replace(/\s+/g, ' '), brand]),
);
const brandName = (said: string) =>
  BRAND_DISPLAY.get(said.toLowerCase().replace(/\s+/g, ' ')) ?? said;
const SIZE_TOKEN =
  /^\d[\d.,]*(?:k|kw|kwh|a|w|btu|gal|v)?$|^(?:btu|kw|kwh|amps?|gal|seer2?|ton|tons)$/i;

// "Carrier Infinity 3-ton heat pump" names a Carrier Infinity Heat Pump: a maker said just before
// the product, with its series or model words (capitalised or coded, never sizes).
const displayName = (text: string, mention: Span & { name: string }, floor: number) => {
  const from = Math.max(floor, mention.start - 40);
  const before = text.slice(from, mention.start).split(CLAUSE_BREAK).pop() ?? '';
  const brand = [...before.matchAll(BRAND)].pop();
  if (!brand) return mention.name;
  const series = before
    .slice(brand.index + brand[0].length)
    .split(/\s+/)
    .filter((token) => /[A-Z]/.test(token) && /^[A-Za-z0-9-]+$/.test(token))
    .filter((token) => !SIZE_TOKEN.test(token));
  return [brandName(brand[1]), ...series, mention.name].join(' ');
};

// A verb or "with" starts the next phrase: in "tear off the old roof and install a metal roof"
// the metal roof is not what comes off.
const PHRASE_STOP = /\b(?:install\w*|put\w*|add\w*|replac\w*|with|then|for)\b/i;

// Whether `from` and `to` sit in one short phrase: a few words, no comma or sentence end. Only
// the nearest mention is ever checked, so long notes stay linear.
const samePhrase = (text: string, from: number, to: number, maxWords: number) => {
  if (to - from > 100) return false;
  const between = text.slice(from, to);
  return words(between) <= maxWords && !CLAUSE_BREAK.test(between);
};

// Mentions are in text order.
const nextMention = <T extends Span>(mentions: T[], at: number) =>
  mentions.find((mention) => mention.start >= at);
const previousMention = <T extends Span>(mentions: T[], at: number) =>
  mentions.findLast((mention) => mention.end <= at);

// The first mention that starts the phrase after `from`: the thing a verb like "remove" governs.
const mentionAfter = (text: string, mentions: Mention[], from: number, maxWords = 6) => {
  const mention = nextMention(mentions, from);
  return mention &&
    samePhrase(text, from, mention.start, maxWords) &&
    !PHRASE_STOP.test(text.slice(from, mention.start))
    ? mention
    : undefined;
};

// The product "it" (or a "replace with …" that names nothing) refers to: the last one before, in
// the same sentence.
const antecedentOf = (text: string, mentions: Mention[], at: number) => {
  const mention = previousMention(mentions, at);
  return mention && !/[.!?;]/.test(text.slice(mention.end, at)) ? mention : undefined;
};

const PRONOUN = /^(?:it|them|that|this|those|these|the\s+(?:old\s+)?(?:one|unit|system))$/i;

const REPLACE_WITH =
  /\b(?:replac(?:e|es|ed|ing)|swap(?:s|ped|ping)?(?:\s+out)?|switch(?:es|ed|ing)?(?:\s+out)?|chang(?:e|es|ed|ing)\s+out|trad(?:e|es|ed|ing)\s+in|convert(?:s|ed|ing)?(?:\s+from)?|upgrad(?:e|es|ed|ing)(?:\s+from)?|go(?:es|ing)?\s+from)(?:\s+((?:[^,.;!?]|[.,](?=\d)){1,80}?))?\s+(?:with|by|for|to|into)\s+/dgi;
const REPLACE_ALONE = /\breplac(?:e|es|ing)\s+/gi;
const LIKE_FOR_LIKE_AFTER = /\b(?:change[- ]?outs?|replacements?|swaps?)\b/gi;
const REMOVE =
  /\b(?:remov(?:e|es|ed|ing)|tear(?:s|ing)?\s+(?:off|out)|tear[- ]?off|rip(?:s|ping)?\s+out|tak(?:e|es|ing)\s+out|pull(?:s|ing)?\s+out|haul(?:s|ing)?\s+away|get(?:ting)?\s+rid\s+of|dispos(?:e|ing)\s+of|demo(?:lish)?)\s+/gi;
const OLD_BEFORE = /\bold\s+(?:[A-Z][\w-]*\s+)?$/;
const SERVICE =
  /\b(?:repair(?:s|ed|ing)?|fix(?:es|ed|ing)?|servic(?:e|es|ed|ing)(?:\s+call)?|diagnos(?:e|es|ed|ing)|troubleshoot(?:s|ing)?|inspect(?:s|ed|ing)?|check(?:s|ed|ing)?(?:\s+out)?|clean(?:s|ed|ing)?|recharg(?:e|es|ed|ing)|reseal(?:ing)?|patch(?:ing)?|unclog(?:ging)?|look\s+at)\s+/gi;
const SERVICE_ADJECTIVE =
  /\b(?:bad|broken|faulty|failed|failing|leaking|leaky|noisy|dead|existing|current)\s+(?:[A-Z][\w-]*\s+)?$/i;
const SERVICE_AFTER =
  /^\s+(?:repairs?|service|tune[- ]?ups?|cleaning|inspection|maintenance|check|looked\s+at|checked|serviced|repaired|fixed)\b/i;
const PROBLEM =
  /^((?:\s+\S+){0,4}?)\s+(?:(?:is|are|was|keeps?|has\s+been|isn't|is\s+not|won't|stopped)\s+)*(?:leak(?:s|ing)?|broken|dead|shot|failing|failed|tripping|clogged|backing\s+up|backed\s+up|not\s+(?:cooling|heating|working|draining)|frozen|noisy|making\s+noise|cracked|short[- ]cycling)\b/i;
const PROBLEM_STOP =
  /\b(?:because|since|so|and|but|then|install|replace|with|we|i|they|he|she|it)\b/i;

type Roles = {
  mentions: Mention[];
  inherited: Mention[];
  removalSpans: Span[];
  serviceSpans: Span[];
};

const assignRoles = (text: string, found: ReturnType<typeof mentionsOf>): Roles => {
  const mentions: Mention[] = found.map((mention, index) => ({
    ...mention,
    display: displayName(text, mention, index > 0 ? found[index - 1].end : 0),
    role: 'installed',
  }));
  const removalSpans: Span[] = [];
  const serviceSpans: Span[] = [];
  const inherited: Mention[] = [];

  // Repairs and service first: a later removal or replacement of the same mention wins.
  for (const match of text.matchAll(SERVICE)) {
    const end = match.index + match[0].length;
    const mention = mentionAfter(text, mentions, end);
    if (mention) {
      mention.role = 'serviced';
      serviceSpans.push({ start: end, end: mention.end });
    }
  }
  for (const mention of mentions) {
    const before = text.slice(Math.max(0, mention.start - 30), mention.start);
    const after = text.slice(mention.end, mention.end + 60);
    const problem = PROBLEM.exec(after);
    if (
      SERVICE_ADJECTIVE.test(before) ||
      SERVICE_AFTER.test(after) ||
      (problem && !PROBLEM_STOP.test(problem[1]) && !CLAUSE_BREAK.test(problem[1]))
    ) {
      mention.role = 'serviced';
      serviceSpans.push(mention);
    }
  }

  for (const match of text.matchAll(REMOVE)) {
    const end = match.index + match[0].length;
    const mention = mentionAfter(text, mentions, end);
    if (mention) {
      mention.role = 'removed';
      removalSpans.push({ start: end, end: mention.end });
    }
  }
  for (const mention of mentions) {
    if (OLD_BEFORE.test(text.slice(Math.max(0, mention.start - 30), mention.start))) {
      mention.role = 'removed';
    }
  }

  // "Replace X with Y": X comes out; Y goes in, or X again when Y names no product ("replace the
  // 100 amp panel with a 200 amp"). "Heat pump to replace the furnace": only the furnace is said.
  const purposeful = (at: number) => {
    const before = previousMention(mentions, at);
    return (
      /\bto\s+$/i.test(text.slice(Math.max(0, at - 4), at)) &&
      before !== undefined &&
      samePhrase(text, before.end, at, 3)
    );
  };
  const paired = new Set<number>();
  for (const match of text.matchAll(REPLACE_WITH)) {
    // "Transfer switch for …" is a product, not a verb.
    if (purposeful(match.index) || inside(match.index, mentions)) continue;
    paired.add(match.index);
    const yStart = match.index + match[0].length;
    // "Replace with a tankless" names nothing going out: the product before is meant.
    const [xStart, xEnd] = match.indices?.[1] ?? [yStart, yStart];
    let outgoing = mentions.filter((mention) => mention.start >= xStart && mention.end <= xEnd);
    if (outgoing.length === 0 && (!match[1] || PRONOUN.test(match[1].trim()))) {
      const antecedent = antecedentOf(text, mentions, match.index);
      outgoing = antecedent ? [antecedent] : [];
    }
    removalSpans.push({ start: xStart, end: xEnd });
    outgoing.forEach((mention) => (mention.role = 'removed'));
    if (outgoing.length === 0 || mentionAfter(text, mentions, yStart, 8)) continue;
    const clause = text.slice(yStart).split(CLAUSE_BREAK)[0];
    const yEnd = yStart + Math.min(clause.length, 60);
    // "…with a new 3 ton Carrier": the maker said for what goes in names it.
    const maker = [...text.slice(yStart, yEnd).matchAll(BRAND)].pop();
    for (const mention of outgoing) {
      const display = maker ? `${brandName(maker[1])} ${mention.name}` : mention.name;
      inherited.push({ ...mention, display, role: 'installed', start: yStart, end: yEnd });
    }
  }
  // "Replace the water heater" alone is like for like.
  for (const match of text.matchAll(REPLACE_ALONE)) {
    if (paired.has(match.index)) continue;
    const end = match.index + match[0].length;
    const mention = mentionAfter(text, mentions, end);
    if (mention) mention.role = purposeful(match.index) ? 'removed' : 'replaced';
  }
  for (const match of text.matchAll(LIKE_FOR_LIKE_AFTER)) {
    let boundary = match.index;
    for (let index = mentions.length - 1; index >= 0; index--) {
      const mention = mentions[index];
      if (mention.end > boundary) continue;
      const gap = text.slice(mention.end, boundary);
      const joined = boundary === match.index ? /^\s*$/ : /^\s*(?:,|\+|&|\/|and)\s*$/i;
      if (!joined.test(gap)) break;
      mention.role = 'replaced';
      boundary = mention.start;
    }
  }
  return { mentions, inherited, removalSpans, serviceSpans };
};

// Names in order of first mention. The name shown comes from the `naming` mentions when there
// are any, the longest (maker-named, "Kohler Toilet") first.
const namesOf = (mentions: Mention[], naming: Mention[] = mentions) => {
  const byName = new Map<string, string>();
  for (const mention of [...mentions].sort((a, b) => a.start - b.start)) {
    if (!byName.has(mention.name)) byName.set(mention.name, mention.display);
  }
  for (const [name, display] of byName) {
    const named = naming.filter((mention) => mention.name === name);
    const longest = named.reduce(
      (best, m) => (m.display.length > best.length ? m.display : best),
      '',
    );
    byName.set(name, longest || display);
  }
  return [...byName.values()];
};

const findWork = (text: string) => {
  const roles = assignRoles(text, mentionsOf(text, products));
  const { mentions, inherited } = roles;
  const has = (role: Role) => mentions.filter((mention) => mention.role === role);
  const installedMentions = [...has('installed'), ...inherited];
  // A like-for-like replacement installs its product; a mention of it going in names it.
  const installed = namesOf([...installedMentions, ...has('replaced')], installedMentions);
  const removedMentions = [...has('removed'), ...has('replaced')];
  const removed = namesOf(removedMentions);
  const settled = new Set([...installedMentions, ...removedMentions].map((m) => m.name));
  const serviced = namesOf(has('serviced').filter((mention) => !settled.has(mention.name)));
  return { ...roles, installed, removed, serviced };
};

// ---- sizes ------------------------------------------------------------------------------------

const SQUARE_FEET =
  /(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+)\s*(?:sq\.?\s*(?:ft|feet|foot)\b\.?|square[- ]?(?:feet|foot)\b|sf\b)/gi;
const HOME_WORDS =
  /\b(?:home|house|ranch|bungalow|condo|townho(?:me|use)|property|cottage|duplex|living\s+space|bed(?:room)?s?|bath(?:room)?s?)\b/i;

const asNumber = (said: string) => NUMBER_WORDS[said.toLowerCase()] ?? parseNumber(said);
const plural = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
const scaled = (digits: string, k: string | undefined) => parseNumber(digits) * (k ? 1000 : 1);

type SizeKind = 'equipment' | 'job';
const SIZES: { kind: SizeKind; pattern: RegExp; format: (match: RegExpExecArray) => string }[] = [
  {
    kind: 'equipment',
    pattern: new RegExp(
      `(?<![\\w.])(\\d+(?:\\.\\d+)?|${NUMBER_WORD})(\\s+and\\s+a\\s+half)?[\\s-]*tons?\\b`,
      'gi',
    ),
    format: (m) => plural(asNumber(m[1]) + (m[2] ? 0.5 : 0), 'ton', 'tons'),
  },
  {
    kind: 'equipment',
    pattern: /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)\s?(k)?\s*-?\s*btus?\b/gi,
    format: (m) => `${groupThousands(scaled(m[1], m[2]))} BTU`,
  },
  {
    kind: 'equipment',
    pattern: new RegExp(
      `(?<![\\w.])(\\d+(?:\\.\\d+)?|${NUMBER_WORD})\\s*-?\\s*(?:kwh|kilowatt[- ]hours?)\\b`,
      'gi',
    ),
    format: (m) => `${asNumber(m[1])} kWh`,
  },
  {
    kind: 'equipment',
    pattern: new RegExp(
      `(?<![\\w.])(\\d+(?:\\.\\d+)?|${NUMBER_WORD})\\s*-?\\s*(?:kw|kilowatts?)\\b`,
      'gi',
    ),
    format: (m) => `${asNumber(m[1])} kW`,
  },
  {
    kind: 'equipment',
    pattern: /(?<![\w.])(\d+)(?:a\b|\s*-?\s*amps?\b|\s*-?\s*amperes?\b)/gi,
    format: (m) => plural(Number(m[1]), 'amp', 'amps'),
  },
  {
    kind: 'equipment',
    pattern: /(?<![\w.])(\d+)\s*-?\s*gal(?:lons?|s)?\b/gi,
    format: (m) => plural(Number(m[1]), 'gallon', 'gallons'),
  },
  {
    kind: 'equipment',
    pattern: /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)\s?(k)?\s*-?\s*grains?\b/gi,
    format: (m) => `${groupThousands(scaled(m[1], m[2]))} grains`,
  },
  {
    kind: 'job',
    pattern: new RegExp(
      `(?<![\\w.])(\\d+|${NUMBER_WORD})\\s+(?:squares\\b|sq\\b(?!\\.?\\s*(?:ft|feet|foot)))`,
      'gi',
    ),
    format: (m) => plural(asNumber(m[1]), 'square', 'squares'),
  },
  {
    kind: 'job',
    pattern:
      /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)\s*(?:lf|lin(?:ear)?\.?\s*f(?:ee)?t|linear\s+feet)\b/gi,
    format: (m) => `${groupThousands(parseNumber(m[1]))} linear feet`,
  },
];
const NOT_NEW =
  /\b(?:from|only|currently|existing|old|current|was|were)\s+(?:a\s+|an\s+|the\s+)?$/i;

const inside = (at: number, spans: Span[]) => spans.some((s) => at >= s.start && at < s.end);

// The product a size belongs to: the one it is part of, the one it comes just before ("3 ton heat
// pump") or, failing that, the one it comes just after ("furnace 80,000 BTU").
const ownerOf = (text: string, size: Span, mentions: Mention[]) => {
  const containing = mentions.find((m) => size.start >= m.start && size.start < m.end);
  if (containing) return containing;
  const next = nextMention(mentions, size.end);
  if (next && samePhrase(text, size.end, next.start, 4)) return next;
  const previous = previousMention(mentions, size.start);
  return previous && samePhrase(text, previous.end, size.start, 3) ? previous : undefined;
};

const findSizes = (
  text: string,
  work: ReturnType<typeof findWork>,
  hasWork: boolean,
  realEstate: boolean,
) => {
  const owners = [...work.inherited, ...work.mentions].sort((a, b) => a.start - b.start);
  const found: (Span & { text: string; kind: SizeKind })[] = [];
  let squareFeet: number | undefined;
  for (const match of text.matchAll(SQUARE_FEET)) {
    const sentence = clauseAround(text, match.index, match.index + match[0].length, 40);
    if (squareFeet === undefined && (realEstate || HOME_WORDS.test(sentence))) {
      squareFeet = parseNumber(match[1]);
    } else if (!NOT_NEW.test(text.slice(Math.max(0, match.index - 20), match.index))) {
      const size = { start: match.index, end: match.index + match[0].length };
      found.push({ ...size, kind: 'job', text: `${groupThousands(parseNumber(match[1]))} sq ft` });
    }
  }
  for (const { kind, pattern, format } of SIZES) {
    for (const match of text.matchAll(pattern)) {
      const size = { start: match.index, end: match.index + match[0].length };
      if (NOT_NEW.test(text.slice(Math.max(0, size.start - 20), size.start))) continue;
      if (kind === 'equipment') {
        if (inside(size.start, work.removalSpans) || inside(size.start, work.serviceSpans)) {
          continue;
        }
        const owner = ownerOf(text, size, owners);
        if (owner && owner.role !== 'installed' && owner.role !== 'replaced') continue;
      }
      found.push({ ...size, kind, text: format(match) });
    }
  }
  // Equipment sizes need equipment going in; a job's size needs some work ("new roof, 30 squares").
  const capacities = found
    .filter((size) => work.installed.length > 0 || (size.kind === 'job' && hasWork))
    .sort((a, b) => a.start - b.start)
    .map((size) => size.text);
  return { capacities: [...new Set(capacities)], squareFeet };
};

// ---- trades and scope -------------------------------------------------------------------------

const findTrades = (text: string, mentions: { trade?: Trade; start: number }[]) => {
  const said = tradeWords.map(({ trade, pattern }) => ({
    trade,
    start: pattern.exec(text)?.index,
  }));
  const all = [...mentions, ...said].filter(
    (entry): entry is { trade: Trade; start: number } =>
      entry.trade !== undefined && entry.start !== undefined,
  );
  return [...new Set(all.sort((a, b) => a.start - b.start).map((entry) => entry.trade))];
};

// ---- money ------------------------------------------------------------------------------------

// "$12,500", "12,500 dollars", "12.5k", "$1.2 thousand", and spoken or typed bare amounts
// ("price is 6,450", "say 325") when nothing makes them something else.
const AMOUNT =
  /(?<![\w.,$/#])(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s?(k|thousand|grand)\b)?(?:\s+(dollars|bucks|usd)\b)?/gi;
const UNIT_AFTER =
  /^(?:a\b|in\b|x\b|"|'|\s*-?\s*(?:tons?|btus?|gal(?:lon)?s?|amps?|kwh?|w|watts?|sq|squares?|square|sqft|sf|ft|feet|foot|lf|linear|percent|%|months?|mo|years?|yrs?|days?|weeks?|wks?|hours?|hrs?|miles?|panels?|beds?|bedrooms?|bd|baths?|bathrooms?|ba|seer2?|afue|grains?|mil|inch(?:es)?|zones?|layers?|volts?|v|psi|cfm|lbs?|pounds?|cans?|lights?|outlets?|shingles?|people|times?|units?|systems?|stor(?:y|ies)|cars?)\b)/i;
const YEAR = /^(?:19|20)\d{2}$/;
const MONTHLY_AFTER =
  /^\s*(?:\/\s*mo(?:nth)?\b|(?:a|per|each|every)\s+month\b|monthly\b|a\s+mo\b)/i;
const MONTHLY_BEFORE = /\bmonthly(?:\s+payments?)?(?:\s+(?:of|is|at|around|about))?\s*$/i;
// An amount that is a deposit, a rebate or a credit, said right next to it.
const NOT_A_PRICE_AFTER =
  /^\s*(?:\w+\s+)?(?:deposit|down\s+payment|rebates?|tax\s+credits?|credits?|discount|incentives?|off\b|savings?)\b/i;
const NOT_A_PRICE_BEFORE =
  /\b(?:deposit|down\s+payment|rebates?|tax\s+credits?|credits?|discount|incentives?|sav(?:e|es|ings)|closing\s+costs?|concessions?)\b(?:\s+\S+){0,3}\s*$/i;
// "good/better/best" count only with option or package, since "a good price" names no tier.
const TIERS: { tier: PriceTier; pattern: RegExp }[] = [
  { tier: 'basic', pattern: /\b(?:basic|economy|entry[- ]level|good (?:option|package))\b/gi },
  { tier: 'standard', pattern: /\b(?:standard|mid[- ]range|better (?:option|package))\b/gi },
  {
    tier: 'premium',
    pattern: /\b(?:premium|top[- ]of[- ]the[- ]line|high[- ]end|best (?:option|package))\b/gi,
  },
];
// …or right before the amount ("Good $7,900 / Better $9,400").
const TIER_JUST_BEFORE = /\b(good|better|best)\s*(?:[:=-]|is|at)?\s*\$?\s*$/i;
const TIER_OF_WORD: Record<string, PriceTier> = {
  good: 'basic',
  better: 'standard',
  best: 'premium',
};
const TIER_REACH = 40;
const PURPOSES: { purpose: PricePurpose; pattern: RegExp }[] = [
  {
    purpose: 'budget',
    pattern:
      /\b(?:budget(?:\s+(?:is|of))?|up\s+to|pre-?approved(?:\s+(?:for|to))?|max(?:imum)?|no\s+more\s+than)\s*:?\s*\$?\s*$/i,
  },
  {
    purpose: 'list price',
    pattern:
      /\b(?:list(?:ing)?(?:\s+price)?(?:\s+(?:at|for|of|is))?|asking(?:\s+price)?(?:\s+(?:is|of))?)\s*:?\s*\$?\s*$/i,
  },
  { purpose: 'offer', pattern: /\boffer(?:ing)?(?:\s+(?:of|at|is))?\s*:?\s*\$?\s*$/i },
  {
    purpose: 'value',
    pattern:
      /\b(?:comps?(?:\s+(?:say|show|at))?|valued?\s+at|worth|apprais(?:ed|al)(?:\s+(?:at|of))?|market\s+value(?:\s+(?:of|is))?)\s*:?\s*\$?\s*$/i,
  },
];

type Amount = Span & { amount: number; dollar: boolean; scaledUp: boolean };

const findAmounts = (text: string): Amount[] =>
  [...text.matchAll(AMOUNT)].map((match) => {
    const value = parseNumber(match[2]) + (match[3] ? Number(match[3]) : 0);
    const amount = Math.round(value * (match[4] ? 1000 : 1) * 100) / 100;
    return {
      amount,
      dollar: Boolean(match[1] || match[5]),
      scaledUp: Boolean(match[4]),
      start: match.index,
      end: match.index + match[0].length,
    };
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

const sentenceBefore = (text: string, at: number, reach: number) =>
  text
    .slice(Math.max(0, at - reach), at)
    .split(SENTENCE_END)
    .pop() ?? '';

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
    const before = text.slice(from, amount.start);
    const just = TIER_JUST_BEFORE.exec(before);
    return just ? TIER_OF_WORD[just[1].toLowerCase()] : tiersIn(before).pop()?.tier;
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

// "$26,000 to $29,000", "$18k-$22k", "$410-425k" are one price with a range.
const joinRanges = (text: string, amounts: Amount[]): (Amount & { upTo?: number })[] => {
  const joined: (Amount & { upTo?: number })[] = [];
  for (let index = 0; index < amounts.length; index++) {
    const low = amounts[index];
    const high = amounts[index + 1];
    if (high && /^\s*(?:-|–|to)\s*$/i.test(text.slice(low.end, high.start))) {
      const amount =
        !low.scaledUp && high.scaledUp && low.amount * 1000 <= high.amount * 1.5
          ? low.amount * 1000
          : low.amount;
      joined.push({ ...low, amount, end: high.end, upTo: high.amount });
      index++;
    } else {
      joined.push(low);
    }
  }
  return joined;
};

const FINANCING_WORDS = /\b(?:financ\w*|apr|interest|loan|per month|monthly|payments?)\b/i;
const TERM = /\b(\d{1,3})[- ]months?\b/gi;
const RATE = /(?<![\w.])(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|percent\b)/gi;

const findMoney = (text: string) => {
  const monthly: number[] = [];
  const oneOff: Amount[] = [];
  for (const amount of findAmounts(text)) {
    const after = text.slice(amount.end, amount.end + 20);
    const isMonthly =
      (amount.dollar || amount.amount >= 20) &&
      (MONTHLY_AFTER.test(after) ||
        MONTHLY_BEFORE.test(text.slice(Math.max(0, amount.start - 40), amount.start)));
    if (isMonthly) {
      monthly.push(amount.amount);
      continue;
    }
    if (!amount.dollar) {
      const digits = text.slice(amount.start, amount.end);
      // "412 Maple" is a house number.
      if (UNIT_AFTER.test(after) || /^\s[A-Z][a-z]/.test(after)) continue;
      if (!amount.scaledUp && (amount.amount < 100 || YEAR.test(digits))) continue;
    }
    const before = sentenceBefore(text, amount.start, 60);
    if (NOT_A_PRICE_AFTER.test(after) || NOT_A_PRICE_BEFORE.test(before)) continue;
    oneOff.push(amount);
  }
  const ranged = joinRanges(text, oneOff);
  const usedTiers = new Set<PriceTier>();
  const prices: QuotedPrice[] = tiersOf(text, ranged).map((tier, index) => {
    const { amount, upTo, start } = ranged[index];
    const price: QuotedPrice = { amount, ...(upTo !== undefined ? { upTo } : {}) };
    if (tier && !usedTiers.has(tier)) {
      usedTiers.add(tier);
      return { ...price, tier };
    }
    const before = sentenceBefore(text, start, 40);
    const purpose = PURPOSES.find(({ pattern }) => pattern.test(before))?.purpose;
    return purpose ? { ...price, purpose } : price;
  });
  // Three untagged prices read as "good, better, best" from the cheapest up.
  if (prices.length === 3 && prices.every((price) => !price.tier && !price.purpose)) {
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

// ---- timing, warranty -------------------------------------------------------------------------

const START = new RegExp(
  String.raw`\b(?:start(?:ing|s)?(?:\s+date)?(?:\s+is)?|begin(?:ning|s)?|kick(?:ing)?\s+off|install(?:ing)?(?:\s+it)?|schedul(?:e|ed)(?:\s+(?:it|the\s+(?:job|work|install(?:ation)?)))?\s+for|can\s+do(?:\s+it)?|could\s+do(?:\s+it)?|(?:to\s+)?list(?:ing)?(?:\s+date)?(?:\s+is)?)\s*:?\s+(?:on\s+|around\s+|by\s+|as\s+early\s+as\s+)?(` +
    [
      String.raw`(?:the\s+)?week\s+of\s+(?:${MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?`,
      String.raw`(?:${MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?`,
      String.raw`(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:${MONTH})`,
      String.raw`\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/])`,
      String.raw`next\s+(?:week|month|${WEEKDAY})`,
      String.raw`this\s+(?:week|${WEEKDAY})`,
      'tomorrow',
      WEEKDAY,
      String.raw`(?:${WEEKDAY_SHORT})\b\.?`,
      String.raw`in\s+(?:a|an|${NUMBER_WORD}|\d+)\s+(?:days?|weeks?|months?)`,
      String.raw`in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)`,
      String.raw`(?:in\s+the|this|next)\s+(?:spring|summer|fall|autumn|winter)`,
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
const WEEKDAY_NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  wed: 'Wednesday',
  weds: 'Wednesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

// "next tuesday" reads "next Tuesday", "march 3rd" reads "March 3", "Thurs." reads "Thursday".
const tidyDate = (said: string) =>
  said
    .replace(/(\d)(?:st|nd|rd|th)\b/i, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '')
    .replace(new RegExp(`^(?:${WEEKDAY_SHORT})$`, 'i'), (day) => WEEKDAY_NAMES[day.toLowerCase()])
    .replace(new RegExp(`\\b(?:${MONTH}|${WEEKDAY})\\b`, 'gi'), (name) =>
      titleCase(name.toLowerCase()),
    );

const findTiming = (text: string) => {
  const start = START.exec(text);
  const startDate = start ? tidyDate(start[1]) : undefined;
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
  const text = prepare(transcript);
  const contacts = findContacts(text);
  const withoutContacts = blank(text, contacts.spans);
  const address = findAddress(withoutContacts);
  const clientName = findClientName(withoutContacts, address?.span);
  // What is left holds only the job: no phone, email or house number to misread.
  const job = blank(withoutContacts, address ? [address.span] : []);
  const work = findWork(job);
  const scope = mentionsOf(job, scopeItems);
  const trades = findTrades(job, [...work.mentions, ...scope]);
  const hasWork = [work.installed, work.removed, work.serviced, scope].some((list) => list.length);
  const { capacities, squareFeet } = findSizes(job, work, hasWork, trades[0] === 'Real Estate');
  const { prices, financing } = findMoney(job);
  const { startDate, timing } = findTiming(job);
  return {
    ...(clientName ? { clientName } : {}),
    ...(address ? { propertyAddress: address.address } : {}),
    ...(contacts.clientPhone ? { clientPhone: contacts.clientPhone } : {}),
    ...(contacts.clientEmail ? { clientEmail: contacts.clientEmail } : {}),
    trades,
    installed: work.installed,
    removed: work.removed,
    serviced: work.serviced,
    capacities,
    scope: [...new Set(scope.map((item) => item.name))],
    prices,
    financing,
    ...(squareFeet !== undefined ? { squareFeet } : {}),
    ...(startDate ? { startDate } : {}),
    timing,
    warranties: [...new Set([...job.matchAll(WARRANTY)].map((m) => m[0].replace(/\s+/g, ' ')))],
  };
};
