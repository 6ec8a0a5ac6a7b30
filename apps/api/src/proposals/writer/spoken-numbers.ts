// Speech recognisers often write numbers as words: "eighteen thousand five hundred", "two and a
// half ton", "twelve oh five Fremont Street", "eight fifty". The fact readers understand digits, so
// runs of number words become digits first. A lone small word ("two weeks", "this one") stays a
// word: it reads fine as it is and is too often not a quantity.

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december';
const NUMBER_WORDS = [
  ...Object.keys(UNITS),
  ...Object.keys(TEENS),
  ...Object.keys(TENS),
  'hundred',
  'thousand',
  'oh',
  'point',
  'and',
  'a',
  'half',
].join('|');
const RUN = new RegExp(`\\b(?:${NUMBER_WORDS})(?:[\\s-]+(?:${NUMBER_WORDS}))*\\b`, 'gi');
// "March third", "the twenty first": day ordinals, read only after a month or "the".
const ORDINAL = new RegExp(
  `\\b(${MONTHS}|the)\\s+(?:(twenty|thirty)[\\s-]+)?(${Object.keys(ORDINALS).join('|')})\\b`,
  'gi',
);

type Parsed = { value: number; next: number };

const below100 = (words: string[], at: number): Parsed | undefined => {
  const word = words[at];
  if (word in TENS) {
    const unit = UNITS[words[at + 1]];
    return unit ? { value: TENS[word] + unit, next: at + 2 } : { value: TENS[word], next: at + 1 };
  }
  if (word in TEENS) return { value: TEENS[word], next: at + 1 };
  if (word in UNITS) return { value: UNITS[word], next: at + 1 };
  return undefined;
};

// "a hundred and fifty", "forty eight hundred", "six", "ninety six".
const below1000 = (words: string[], at: number): Parsed | undefined => {
  const head = words[at] === 'a' ? { value: 1, next: at + 1 } : below100(words, at);
  if (!head) return undefined;
  if (words[head.next] !== 'hundred') return words[at] === 'a' ? undefined : head;
  const after = head.next + 1;
  const tail = words[after] === 'and' ? below100(words, after + 1) : below100(words, after);
  return tail
    ? { value: head.value * 100 + tail.value, next: tail.next }
    : { value: head.value * 100, next: after };
};

const cardinal = (words: string[], at: number): Parsed | undefined => {
  const head =
    words[at] === 'a' && words[at + 1] === 'thousand'
      ? { value: 1, next: at + 1 }
      : below1000(words, at);
  if (!head || words[head.next] !== 'thousand') return head;
  const after = head.next + 1;
  const tail = words[after] === 'and' ? below1000(words, after + 1) : below1000(words, after);
  return tail
    ? { value: head.value * 1000 + tail.value, next: tail.next }
    : { value: head.value * 1000, next: after };
};

// How house numbers and quick prices are said: "eight fifty" (850), "one seventeen" (117),
// "twelve oh five" (1205), "twenty nine fifteen" (2915). Never "ten fifteen" or "twelve twelve",
// which are as often times or two numbers.
const paired = (words: string[], at: number, first: Parsed): Parsed | undefined => {
  const oneOrTwoWords = first.next === at + 1 || (first.value >= 20 && first.next === at + 2);
  if (!oneOrTwoWords || first.value === 0 || first.value >= 100) return undefined;
  if (words[first.next] === 'oh' && UNITS[words[first.next + 1]] !== undefined) {
    return { value: first.value * 100 + UNITS[words[first.next + 1]], next: first.next + 2 };
  }
  const second = below100(words, first.next);
  if (!second || second.value < 10) return undefined;
  if (['hundred', 'thousand'].includes(words[second.next])) return undefined;
  const fits = first.value < 10 || (first.value < 20 ? second.value >= 20 : true);
  return fits ? { value: first.value * 100 + second.value, next: second.next } : undefined;
};

// 12500 is written 12,500, in numbers read from speech and in the facts stated from them.
export const groupThousands = (whole: number): string =>
  whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// The longest number starting at `at`, with how it is written.
const numberAt = (words: string[], at: number): { text: string; next: number } | undefined => {
  const whole = cardinal(words, at);
  if (!whole) return undefined;
  const pair = paired(words, at, whole);
  if (pair) return { text: String(pair.value), next: pair.next };
  let { value, next } = whole;
  let text = value >= 1000 ? groupThousands(value) : String(value);
  if (words[next] === 'point' && UNITS[words[next + 1]] !== undefined) {
    const digits: number[] = [];
    next += 1;
    while (UNITS[words[next]] !== undefined) digits.push(UNITS[words[next++]]);
    text = `${text}.${digits.join('')}`;
  } else if (words[next] === 'and' && words[next + 1] === 'a' && words[next + 2] === 'half') {
    value += 0.5;
    next += 3;
    text = String(value);
  }
  // A lone "one" to "twelve" stays a word.
  if (next === at + 1 && value <= 12) return undefined;
  return { text, next };
};

const convertRun = (run: string): string => {
  const parts = run.split(/([\s-]+)/);
  const words = parts.filter((_, index) => index % 2 === 0).map((word) => word.toLowerCase());
  const out: string[] = [];
  for (let at = 0; at < words.length;) {
    const found = numberAt(words, at);
    const next = found ? found.next : at + 1;
    out.push(found ? found.text : parts[at * 2]);
    if (next < words.length) out.push(parts[next * 2 - 1]);
    at = next;
  }
  return out.join('');
};

const ordinalSuffix = (day: number) =>
  day % 10 === 1 && day !== 11
    ? 'st'
    : day % 10 === 2 && day !== 12
      ? 'nd'
      : day % 10 === 3 && day !== 13
        ? 'rd'
        : 'th';

export const spokenNumbersToDigits = (text: string): string =>
  text
    .replace(ORDINAL, (_match, before: string, tens: string | undefined, ordinal: string) => {
      const day = (tens ? TENS[tens.toLowerCase()] : 0) + ORDINALS[ordinal.toLowerCase()];
      return `${before} ${day}${ordinalSuffix(day)}`;
    })
    .replace(RUN, convertRun);
