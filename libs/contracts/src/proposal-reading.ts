import { READING_MS_MAX, READING_SECTIONS_MAX, READING_TITLE_MAX } from '@vanilla/domain';

// What the client read of a shared proposal (its visits' reports summed): per section and per
// price option looked at, the time it was on the client's screen, in milliseconds.
export type ProposalReadingSection = { title: string; ms: number };
export type ProposalReadingOption = { id: string; name: string; ms: number };

export type ProposalReadingView = {
  visits: number;
  devices: number;
  // In the proposal's order; a section never on screen has 0.
  sections: ProposalReadingSection[];
  // The price options whose cards were on screen, in the proposal's order.
  options: ProposalReadingOption[];
  last_read_at: string | null;
};

export type ProposalReadingResponse = {
  success: true;
  token: string;
  reading: ProposalReadingView;
};

export const readingMessages = {
  visitId: 'visitId must be a UUID.',
  sections: `sections must be a list of at most ${READING_SECTIONS_MAX} {title, ms}.`,
  title: `A section title is text of at most ${READING_TITLE_MAX} characters.`,
  ms: `ms is a whole number of milliseconds from 0 to ${READING_MS_MAX}.`,
  options: 'options must be a list of price options {id, ms}.',
} as const;
