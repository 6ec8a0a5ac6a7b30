import type { ArticleBlock } from '../../types/blog-post';

export const goodBetterBest: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'Hand a homeowner one price and you have asked a yes-or-no question: do they trust you enough to spend this much? Their easiest answer is “let me get a couple more quotes”. Hand them three well-built options and the question changes to which of your options fits them best. They compare your choices against each other instead of comparing you against the next contractor.',
  },
  { kind: 'heading', text: 'Why three options work' },
  {
    kind: 'list',
    items: [
      {
        lead: 'Control.',
        text: 'Homeowners want to make the decision themselves. Choices let them do that without leaving your proposal.',
      },
      {
        lead: 'Honest upsell.',
        text: 'Some customers want the quieter system or the longer warranty and never get offered it. A visible better option lets them say yes.',
      },
      {
        lead: 'Price context.',
        text: 'A premium option makes your recommended one read as reasonable, because it is judged next to something else you sell rather than in isolation.',
      },
    ],
  },
  { kind: 'heading', text: 'How to build each tier' },
  {
    kind: 'paragraph',
    text: 'Each tier must be a job you would be proud to put your name on. The tiers differ in comfort, efficiency, longevity and coverage, not in whether the work is done right.',
  },
  {
    kind: 'list',
    items: [
      {
        lead: 'Good:',
        text: 'solves the problem reliably, meets code, carries the standard manufacturer warranty. Not a stripped-down bait price that you expect nobody to choose.',
      },
      {
        lead: 'Better:',
        text: 'what you would install in your own home. Mark it as recommended and explain why. Most customers should land here.',
      },
      {
        lead: 'Best:',
        text: 'the top of what makes sense for this home: highest efficiency, premium comfort features, the longest warranty, often a maintenance plan included.',
      },
    ],
  },
  { kind: 'heading', text: 'Two examples' },
  {
    kind: 'paragraph',
    text: 'An HVAC replacement could read: Good, a single-stage air conditioner with a matched coil and a 10-year parts warranty. Better, a two-stage system that runs quieter and evens out hot and cold rooms, with a smart thermostat and 10 years of parts and labor. Best, a variable-speed heat pump with improved filtration, 12 years of parts and labor, and two years of maintenance visits.',
  },
  {
    kind: 'paragraph',
    text: 'A roof could read: Good, architectural shingles over synthetic underlayment with the standard manufacturer warranty. Better, adding ice and water shield in the valleys and eaves, new ridge ventilation and an enhanced system warranty. Best, impact-resistant shingles, which some insurers discount, with the manufacturer’s top warranty tier. Ask the homeowner to check with their insurer before counting on a discount.',
  },
  { kind: 'heading', text: 'Price the gaps on purpose' },
  {
    kind: 'paragraph',
    text: 'Spread the tiers far enough apart that the differences feel real, but not so far that the top one looks absurd. A common starting point is Better at 20–35% above Good, and Best at 25–40% above Better. Then check the spread against your margins: your recommended tier should also be a healthy job for you, not a favor.',
  },
  {
    kind: 'paragraph',
    text: 'Show a monthly payment beside each total when you offer financing, for example “$11,400 or about $220 a month for 60 months”. Many homeowners budget by the month, and a $3,000 difference reads very differently as $58 a month. Quote the lender’s actual terms and say that approval is required.',
  },
  { kind: 'heading', text: 'Describe outcomes, not part numbers' },
  {
    kind: 'paragraph',
    text: 'A model number means nothing at the kitchen table. Write what each tier does for the people living in the house: “runs on low speed most of the day, so it is quieter and upstairs stays closer to the thermostat”, “lower summer bills”, “no out-of-pocket labor costs for 10 years”. Keep the spec sheet in the details section for the homeowner who wants it.',
  },
  { kind: 'heading', text: 'Present them in the right order' },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Ask first: how long do they plan to stay, what bothers them about the current system or roof, is the budget or the monthly payment the bigger concern?',
      'Walk through the options from Good to Best, tying each feature to something they told you.',
      'Recommend one, out loud, and say why it fits them.',
      'Stop talking and let them choose. Silence is part of the process.',
    ],
  },
  { kind: 'heading', text: 'Mistakes that undo the method' },
  {
    kind: 'list',
    items: [
      'More than three or four options. Past that, people freeze and postpone.',
      'Options that differ only by brand name. The homeowner cannot see a reason to pay more.',
      'A Good tier you secretly do not want to install. Customers sense it, and some pick it anyway.',
      'Discounting Best the moment there is hesitation. It teaches customers that your prices are opening bids.',
    ],
  },
  { kind: 'heading', text: 'Measure what people pick' },
  {
    kind: 'paragraph',
    text: 'Track which tier each signed job chose. If most customers pick Good, your Better option is not explained well or the gap is too wide. If almost nobody picks Best, that is fine: it still frames the other two. Adjust one tier at a time and give each change a month of proposals before you judge it.',
  },
];
