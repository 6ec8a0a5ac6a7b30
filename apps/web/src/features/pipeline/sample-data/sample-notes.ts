import type { NoteRow } from '@vanilla/contracts';

const note = (row: Pick<NoteRow, 'id' | 'content' | 'type' | 'date' | 'linkedTo'>): NoteRow => ({
  isAITranscript: row.type === 'ai',
  audio_url: null,
  duration_seconds: 0,
  call_id: null,
  author_id: null,
  ...row,
});

// Shown under "Sample data" until the account has notes of its own (001 §3 Note).
export const sampleNotes: NoteRow[] = [
  note({
    id: 'sample-note-1',
    type: 'ai',
    date: '2026-05-12T15:24:00Z',
    content:
      'Maria Lopez called about her AC blowing warm air since the weekend. Two-storey home, unit is about 12 years old. She asked for a visit this week and a quote for a replacement.',
    linkedTo: { type: 'client', id: 'sample-contact-1', name: 'Maria Lopez' },
  }),
  note({
    id: 'sample-note-2',
    type: 'text',
    date: '2026-05-11T18:10:00Z',
    content:
      'David prefers a heat pump over a gas furnace. Send the Good/Better/Best options with the utility rebate noted.',
    linkedTo: { type: 'client', id: 'sample-contact-2', name: 'David Chen' },
  }),
  note({
    id: 'sample-note-3',
    type: 'voice',
    date: '2026-05-10T09:02:00Z',
    content:
      'Reminder: order two 50-gallon water heaters for next week and confirm the crane for the Brooks roof.',
    linkedTo: { type: 'team_member', id: 'sample-member-1', name: 'Sam Rivera' },
  }),
  note({
    id: 'sample-note-4',
    type: 'ai',
    date: '2026-05-08T11:15:00Z',
    content:
      'James Walker opened the solar proposal three times and asked whether the 30% tax credit applies to the battery. Follow up with the incentives page.',
    linkedTo: { type: 'client', id: 'sample-contact-4', name: 'James Walker' },
  }),
  note({
    id: 'sample-note-5',
    type: 'text',
    date: '2026-05-05T16:40:00Z',
    content: 'Team meeting moved to Thursdays at 8:00 AM starting next week.',
    linkedTo: null,
  }),
];
