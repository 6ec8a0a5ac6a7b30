import type { ArticleBlock } from '../../types/blog-post';

export const followUp: ArticleBlock[] = [
  {
    kind: 'paragraph',
    text: 'Most proposals that are not signed on site are not lost. They are waiting: for a paycheck, for a spouse, for the third quote, or simply for someone to ask again. Yet many contractors send a proposal, follow up once, and move on. The jobs they give up on go to whoever keeps the conversation going, politely and usefully.',
  },
  { kind: 'heading', text: 'A follow-up schedule that respects the homeowner' },
  {
    kind: 'paragraph',
    text: 'Put the schedule in writing so it happens every time, not only when the office is quiet. Adjust the days to your trade; a burst pipe moves faster than a solar install.',
  },
  {
    kind: 'list',
    items: [
      {
        lead: 'Same day, within two hours:',
        text: 'thank them, resend the link, and summarize the recommendation in one sentence.',
      },
      {
        lead: 'Day 2:',
        text: 'answer the question they raised during the visit, or the one most homeowners have (financing, scheduling, permits).',
      },
      {
        lead: 'Day 5 to 7:',
        text: 'send something useful: an open install slot, a rebate deadline, a photo from a similar job nearby.',
      },
      {
        lead: 'Day 14:',
        text: 'ask a direct question about where they stand.',
      },
      {
        lead: 'Day 30:',
        text: 'close the loop politely and leave the door open.',
      },
    ],
  },
  { kind: 'heading', text: 'What to say at each step' },
  {
    kind: 'paragraph',
    text: 'Every message should be short, written to one person, and give them something: an answer, an option or an easy way to reply. “Just checking in” gives them nothing.',
  },
  {
    kind: 'script',
    label: 'Same day',
    text: 'Hi Dana, thanks for having me out today. Here is your proposal again, with the photos of the coil. My recommendation is the two-stage system; it fixes the upstairs heat and is covered for 10 years. Any questions, just reply here.',
  },
  {
    kind: 'script',
    label: 'Day 5',
    text: 'Hi Dana, we had a cancellation and can install on Tuesday the 14th if that helps before the heat wave. Happy to hold it for you until Friday.',
  },
  {
    kind: 'script',
    label: 'Day 14',
    text: 'Hi Dana, are you still weighing the replacement, or have you decided to go another way? Either answer helps me, and I will not keep pestering you.',
  },
  {
    kind: 'script',
    label: 'Day 30',
    text: 'Hi Dana, I will close out your proposal for now. If the system acts up again or you want to revisit it, reply here and I will update the pricing for you.',
  },
  { kind: 'heading', text: 'Read the engagement signals' },
  {
    kind: 'paragraph',
    text: 'When you share proposals as links instead of attachments, you can see what the homeowner does with them. Use that to time your follow-up, not to surprise them with “I saw you opened it three times”.',
  },
  {
    kind: 'list',
    items: [
      {
        lead: 'Opened soon after you sent it:',
        text: 'interest is high. Follow up the same day, while they are still thinking about it.',
      },
      {
        lead: 'Opened again and again over a few days:',
        text: 'they are comparing or deciding. This is the best moment to call and offer to answer questions.',
      },
      {
        lead: 'Opened from a new device:',
        text: 'it has probably been shared with another decision-maker. Offer a quick call with both of them.',
      },
      {
        lead: 'Not opened after 48 hours:',
        text: 'it may be buried or in spam. Resend by the other channel, text instead of email or the reverse, and check the address.',
      },
      {
        lead: 'Opened once, then nothing for a week:',
        text: 'something stopped them, often price. Lead your next message with the financing or the Good option.',
      },
    ],
  },
  { kind: 'heading', text: 'Pick the right channel' },
  {
    kind: 'paragraph',
    text: 'Text is best for short, time-sensitive messages and gets read fastest. Email suits details and attachments. A phone call is for decisions and objections. At the visit, ask which the homeowner prefers and note it in the proposal record, then stick to it. Calling someone who asked for texts is a quick way to lose the job.',
  },
  { kind: 'heading', text: 'Know when to stop' },
  {
    kind: 'paragraph',
    text: 'A clear no ends the sequence. Thank them and ask one question: what made the difference? Price, timing, or another contractor’s offer? The answers are the most honest feedback your sales process will ever get. Then keep them on your seasonal list: a homeowner who declined a replacement in May may call you for a tune-up in October, and remember that you were professional about it.',
  },
  { kind: 'heading', text: 'Make it automatic' },
  {
    kind: 'paragraph',
    text: 'Follow-up fails when it depends on someone remembering. Whether you use AI follow-up, a CRM or a shared calendar, every sent proposal should get a next step and a date the moment it goes out. Each week, check three numbers: proposals sent, proposals with a scheduled next step, and how many signed after the first follow-up. If the second number is lower than the first, you have found your leak.',
  },
];
