import type { ArticleBlock } from '../../types/blog-post';

export const signOnSite: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'The homeowner is never more ready to decide than while you are standing in their home. They have just watched you find the cracked heat exchanger or the soft decking, they understand the problem, and they trust you enough to have let you in. Every day after you drive away, that readiness fades: other quotes arrive, a relative has an opinion, and the problem starts to feel less urgent. Getting the proposal signed before you leave is the single biggest lever on your close rate.',
  },
  { kind: 'heading', text: 'Prepare before you ring the bell' },
  {
    kind: 'list',
    items: [
      {
        lead: 'Templates for your common jobs.',
        text: 'A furnace replacement, a water heater swap, a panel upgrade or a reroof should each start from a saved proposal with your scope, warranty and terms already written.',
      },
      {
        lead: 'A price book you trust.',
        text: 'If you have to call the office for pricing, the visit ends with “I will email you something”. Carry your prices for the jobs you quote weekly.',
      },
      {
        lead: 'Financing ready to show.',
        text: 'Know your lender’s current terms and have them in the proposal, not in a separate brochure.',
      },
      {
        lead: 'Your paperwork answers.',
        text: 'Permits, inspection, disposal of old equipment, how long the job takes. These are the questions that stall a signature if you cannot answer them on the spot.',
      },
    ],
  },
  { kind: 'heading', text: 'Inspect with the homeowner, and take photos' },
  {
    kind: 'paragraph',
    text: 'Invite the homeowner to look with you where it is safe. Photograph what you find: the rust on the evaporator coil, the corroded shut-off valve, the lifted shingles by the chimney flashing. Photos in the proposal do two things. They show the decision-maker who was not home what you saw, and they answer “do we really need this?” without an argument.',
  },
  { kind: 'heading', text: 'Build the proposal at the kitchen table' },
  {
    kind: 'paragraph',
    text: 'Sit down with the homeowner and build the proposal in front of them. Type or dictate your notes: what you found, what you recommend, the options. With a template and an AI writer, a complete, clean proposal takes minutes, not an evening at the office. Make sure it includes:',
  },
  {
    kind: 'list',
    items: [
      'The problem, in plain words, with your photos.',
      'The scope of work for each option, and what is not included.',
      'Price per option, with the monthly payment if you offer financing.',
      'Warranty on equipment and on your labor, stated separately.',
      'Timeline: when you can start and how long the work takes.',
      'Payment terms, for example a 20% deposit, 40% at the start of work and 40% on completion.',
      'The cancellation notice your state requires. A federal rule already gives buyers three days to cancel many sales made in their home.',
    ],
  },
  { kind: 'heading', text: 'Send it to their phone while you are there' },
  {
    kind: 'paragraph',
    text: 'Do not turn your tablet around and ask for a signature on your device. Send the proposal link to the homeowner’s phone by text while you sit with them. Reading it on their own screen makes it theirs: they can scroll at their own pace, zoom into the photos and come back to it later. If a spouse or partner is at work, send it to them too, so they see the same document instead of a secondhand summary.',
  },
  {
    kind: 'paragraph',
    text: 'Walk through it together on their phone, section by section. When they are ready, they sign with a finger on the screen, and both of you get a confirmation. The whole exchange takes less time than writing a quote by hand.',
  },
  { kind: 'heading', text: 'Make it easy to sign on a small screen' },
  {
    kind: 'list',
    items: [
      'Short sections with clear headings, not a 14-page PDF that needs pinching and zooming.',
      'The options and prices near the top, where nobody has to hunt for them.',
      'Photos large enough to see the problem on a phone.',
      'One obvious button to sign.',
    ],
  },
  { kind: 'heading', text: 'When they say “we need to think about it”' },
  {
    kind: 'paragraph',
    text: 'That sentence usually means there is a specific concern they have not said out loud. Ask calmly what they would like to think over. The answer is usually one of three things:',
  },
  {
    kind: 'list',
    items: [
      {
        lead: 'Price.',
        text: 'Revisit the options and the monthly payments. Do not cut the price on the spot; offer the Good tier instead.',
      },
      {
        lead: 'Another decision-maker.',
        text: 'Offer a five-minute call with both of them tonight, while the details are fresh.',
      },
      {
        lead: 'Other quotes.',
        text: 'Respect it, and tell them what to compare: equipment, labor warranty, permits, who does the work.',
      },
    ],
  },
  {
    kind: 'paragraph',
    text: 'Never pressure. A homeowner who feels pushed cancels within three days or leaves a review about it. The goal is to remove the reasons to wait, not to make waiting uncomfortable.',
  },
  {
    kind: 'script',
    label: 'Before you leave without a signature',
    text: 'That makes sense. The proposal is on your phone, with the photos. Can I call you Thursday at six, after you have had a chance to go through it together?',
  },
  {
    kind: 'paragraph',
    text: 'Leave with a specific time for the next conversation, on the calendar for both of you. A proposal sent with a scheduled follow-up is far more likely to close than one sent into silence.',
  },
];
