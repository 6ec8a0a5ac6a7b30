import type { ArticleBlock } from '../../types/blog-post';

export const answerEveryCall: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'A homeowner whose air conditioner quit at 6 p.m. on a July Friday does not leave a voicemail and wait. They call the next company on the list, and the next, until a person picks up. The first business to answer usually books the job. For most contractors, the phone is the cheapest source of revenue they have, and the one that leaks the most.',
  },
  { kind: 'heading', text: 'What a missed call really costs' },
  {
    kind: 'paragraph',
    text: 'Most owners underestimate missed calls because they never see them: the caller hangs up, and the only trace is a number in the call log that nobody dials back. Put a price on it with your own numbers. Take a week of call logs and count the calls that rang out or went to voicemail. Then work it through:',
  },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Missed calls per week (say 10 out of 40 when your techs are on jobs).',
      'The share that were new customers rather than vendors or existing jobs (say half, so 5).',
      'Your close rate on new callers who reach you (say 40%, so 2 jobs).',
      'Your average ticket (say $450 for a repair).',
    ],
  },
  {
    kind: 'paragraph',
    text: 'With those numbers, missed calls cost about $900 a week, close to $47,000 a year, before counting the replacement jobs and maintenance agreements that often follow a first repair. Swap in your own figures; the point is that the number is rarely small.',
  },
  { kind: 'heading', text: 'Where the calls slip through' },
  {
    kind: 'list',
    items: [
      {
        lead: 'On the job.',
        text: 'The owner is in an attic, on a roof or under a sink, and cannot answer without stopping work.',
      },
      {
        lead: 'At the busy hours.',
        text: 'Calls bunch up first thing in the morning and at lunch, exactly when the office is handling dispatch.',
      },
      {
        lead: 'After hours and weekends.',
        text: 'Furnaces fail on cold nights and pipes burst on Sundays. Emergency calls pay well and go to whoever answers.',
      },
      {
        lead: 'On another call.',
        text: 'One line, one person: the second caller gets a busy signal or voicemail.',
      },
    ],
  },
  { kind: 'heading', text: 'Voicemail is not a backup plan' },
  {
    kind: 'paragraph',
    text: 'Many callers with an urgent problem hang up rather than leave a message, because they need someone today, not a callback tomorrow. The ones who do leave a message often leave half of it: a first name and a number, no address, no description of the problem. By the time you call back, they have booked someone else. Voicemail records that you lost the job; it rarely saves it.',
  },
  { kind: 'heading', text: 'Build a call plan that holds up' },
  {
    kind: 'list',
    ordered: true,
    items: [
      {
        lead: 'Define what is urgent.',
        text: 'Write it down: no heat below freezing, an active leak, a sparking panel, no cooling with an elderly person or a baby in the home. Decide who gets woken up for those and who waits until morning.',
      },
      {
        lead: 'Route calls during business hours.',
        text: 'Ring the office first, then forward to a cell phone. Anything still unanswered after a few rings goes to your AI receptionist instead of voicemail.',
      },
      {
        lead: 'Let an AI receptionist take the night shift.',
        text: 'After hours it answers in seconds, speaks in your company’s name, and takes down what you need to act on the call.',
      },
      {
        lead: 'Give it your answers.',
        text: 'Service area by zip code, business hours, diagnostic or trip fee, brands you service, and whether you do emergency visits. Callers get real answers instead of “someone will call you”.',
      },
      {
        lead: 'Review every morning.',
        text: 'Read the summaries before the first truck rolls, and call back the overnight leads before 9 a.m.',
      },
    ],
  },
  { kind: 'heading', text: 'What a good after-hours call captures' },
  {
    kind: 'paragraph',
    text: 'Whoever answers, a person or an AI, should end every call with enough to dispatch or quote without calling back to ask basic questions:',
  },
  {
    kind: 'list',
    items: [
      'Name and callback number, read back to confirm.',
      'Service address with zip code, so you know it is in your area.',
      'The problem in the caller’s own words, plus the age and brand of the equipment if they know it.',
      'Urgency: is water running, is anyone at risk, is the home without heat or power?',
      'The best time to reach them, and how they heard about you.',
    ],
  },
  {
    kind: 'script',
    label: 'An after-hours greeting that works',
    text: 'Thanks for calling Summit Heating and Air. Our team is off for the evening, but I can take your details and get you on tomorrow’s schedule. Is anyone without heat or dealing with a leak right now?',
  },
  { kind: 'heading', text: 'Call back fast, and measure it' },
  {
    kind: 'paragraph',
    text: 'Answering is half the job; the callback is the other half. A lead who told your receptionist about a leaking water heater at 10 p.m. is still shopping at 7 a.m. The first company to call back with a time slot usually wins, so treat overnight leads as the first task of the day, not the last.',
  },
  {
    kind: 'paragraph',
    text: 'Track four numbers every week: answer rate (calls answered by a person or the AI, out of all calls), calls that went unanswered, average time from call to callback, and how many answered calls turned into booked visits. If the answer rate is below 95% or callbacks take longer than an hour in business hours, fix that before spending another dollar on advertising. Ads that make the phone ring are wasted if nobody picks up.',
  },
  { kind: 'heading', text: 'Start with one week' },
  {
    kind: 'paragraph',
    text: 'You do not need to rebuild your office to stop losing calls. Pull one week of call logs, count what rang out, and put the after-hours line on an AI receptionist. Next week, compare. Most owners find a few jobs in the first month that they would never have known they were missing.',
  },
];
