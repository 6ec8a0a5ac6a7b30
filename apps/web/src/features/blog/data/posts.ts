import type { BlogPost } from '../types/blog-post';
import { answerEveryCall } from './articles/answer-every-call';
import { followUp } from './articles/follow-up';
import { goodBetterBest } from './articles/good-better-best';
import { signOnSite } from './articles/sign-on-site';

// The blog's four sample articles (spec 001, "Private-equity and blog"), newest first. The advice
// is real; the bylines and dates are sample content, and the pages say so.
export const posts: BlogPost[] = [
  {
    id: 'answer-every-call',
    title: 'Every missed call is a job for your competitor',
    excerpt:
      'What unanswered calls really cost a contractor, where they slip through, and how to set up a phone plan, with an AI receptionist after hours, that catches them.',
    category: 'Customer calls',
    date: '2026-11-18',
    cover: 'missed-call',
    author: { name: 'Maya Ortiz', role: 'Operations lead' },
    body: answerEveryCall,
  },
  {
    id: 'good-better-best',
    title: 'Good, better, best: win more jobs with options',
    excerpt:
      'Why three well-built options beat a single price, how to design and price each tier, and the mistakes that make homeowners freeze.',
    category: 'Sales',
    date: '2026-11-04',
    cover: 'options',
    author: { name: 'Daniel Brooks', role: 'Field sales coach' },
    body: goodBetterBest,
  },
  {
    id: 'sign-on-site',
    title: 'Get the proposal signed before you leave the driveway',
    excerpt:
      'Build the proposal at the kitchen table, send it to the homeowner’s phone, and handle “we need to think about it” without pressure.',
    category: 'Proposals',
    date: '2026-10-21',
    cover: 'signature',
    author: { name: 'Priya Shah', role: 'Product specialist' },
    body: signOnSite,
  },
  {
    id: 'follow-up',
    title: 'Follow up without being pushy: timing, words and signals',
    excerpt:
      'A follow-up schedule that respects homeowners, what to say at each step, and how to read the signals when a client opens your proposal.',
    category: 'Follow-up',
    date: '2026-10-07',
    cover: 'follow-up',
    author: { name: 'Marcus Lee', role: 'Customer success manager' },
    body: followUp,
  },
];
