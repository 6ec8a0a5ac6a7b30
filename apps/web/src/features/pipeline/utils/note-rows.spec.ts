import { describe, expect, it } from '@jest/globals';
import type { NoteRow } from '@vanilla/contracts';
import { filterNotes, noteLinkLabel, noteText } from './note-rows';
import { filterTransactions, transactionStatusTone } from './transaction-rows';

const note = (overrides: Partial<NoteRow>): NoteRow => ({
  id: 'n1',
  content: 'Customer wants a quote for a heat pump',
  type: 'text',
  date: '2026-05-10T10:00:00Z',
  linkedTo: null,
  isAITranscript: false,
  audio_url: null,
  duration_seconds: 0,
  call_id: null,
  author_id: null,
  ...overrides,
});

describe('filterNotes', () => {
  const rows = [
    note({ id: 'a' }),
    note({ id: 'b', type: 'ai', content: 'Caller asked about roof leaks' }),
    note({
      id: 'c',
      type: 'voice',
      content: '',
      linkedTo: { type: 'client', id: 'c1', name: 'Maria Lopez' },
    }),
  ];

  it('should filter by type', () => {
    expect(filterNotes(rows, '', 'ai').map((row) => row.id)).toEqual(['b']);
    expect(filterNotes(rows, '', 'all')).toHaveLength(3);
  });

  it('should search the content and the linked name', () => {
    expect(filterNotes(rows, 'HEAT', 'all').map((row) => row.id)).toEqual(['a']);
    expect(filterNotes(rows, 'maria', 'all').map((row) => row.id)).toEqual(['c']);
  });
});

describe('noteLinkLabel and noteText', () => {
  it('should name the link by its kind', () => {
    expect(noteLinkLabel(note({ linkedTo: { type: 'team_member', id: 'u', name: 'Sam' } }))).toBe(
      'Team member: Sam',
    );
    expect(noteLinkLabel(note({}))).toBe('');
  });

  it('should describe a voice note without text by its length', () => {
    expect(noteText(note({ type: 'voice', content: '', duration_seconds: 12.4 }))).toBe(
      'Voice recording (12 s)',
    );
  });
});

describe('transactions', () => {
  it('should colour completed green, pending yellow and failed red', () => {
    expect(transactionStatusTone).toEqual({ completed: 'green', pending: 'amber', failed: 'red' });
  });

  it('should filter by type and search client, proposal and team member', () => {
    const rows = [
      {
        id: 't1',
        type: 'sent' as const,
        amount: 8400,
        date: '2026-05-10',
        proposal: 'PROP-1a2b3c4d',
        client: 'Maria Lopez',
        teamMember: 'Sam Rivera',
        status: 'pending' as const,
        job_id: 'j1',
        method: null,
      },
      {
        id: 't2',
        type: 'received' as const,
        amount: 8400,
        date: '2026-05-12',
        proposal: 'PROP-1a2b3c4d',
        client: 'Maria Lopez',
        teamMember: 'Sam Rivera',
        status: 'completed' as const,
        job_id: 'j1',
        method: 'card' as const,
      },
    ];
    expect(filterTransactions(rows, '', 'received').map((row) => row.id)).toEqual(['t2']);
    expect(filterTransactions(rows, 'sam', 'all')).toHaveLength(2);
    expect(filterTransactions(rows, 'nobody', 'all')).toHaveLength(0);
  });
});
