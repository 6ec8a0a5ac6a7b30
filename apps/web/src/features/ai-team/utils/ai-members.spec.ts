import { describe, expect, it } from '@jest/globals';
import type { AiTeamMember } from '@vanilla/contracts';
import { filterMembers, formatAccuracy, formatLastUtilized } from './ai-members';

const member = (name: string, role: string): AiTeamMember => ({
  id: name,
  name,
  role,
  status: 'active',
  lastUtilized: null,
  jobsCompleted: 0,
  accuracy: null,
  notes: '',
});

describe('filterMembers', () => {
  const members = [member('Ava', 'AI Receptionist'), member('Coach Quinn', 'Sales Coach')];

  it('should keep every member when the search is blank', () => {
    expect(filterMembers(members, '  ')).toBe(members);
  });

  it('should match the name or the role, ignoring case and spaces around', () => {
    expect(filterMembers(members, ' ava ').map((m) => m.name)).toEqual(['Ava']);
    expect(filterMembers(members, 'COACH').map((m) => m.name)).toEqual(['Coach Quinn']);
    expect(filterMembers(members, 'receptionist').map((m) => m.name)).toEqual(['Ava']);
  });

  it('should find nobody when neither matches', () => {
    expect(filterMembers(members, 'plumber')).toEqual([]);
  });
});

describe('formatAccuracy', () => {
  it('should show a percent, or a dash when there is nothing to measure', () => {
    expect(formatAccuracy(67)).toBe('67%');
    expect(formatAccuracy(0)).toBe('0%');
    expect(formatAccuracy(null)).toBe('—');
  });
});

describe('formatLastUtilized', () => {
  it('should say Never before the first job', () => {
    expect(formatLastUtilized(null)).toBe('Never');
  });

  it('should show the date and time in the given time zone', () => {
    expect(formatLastUtilized('2026-03-03T14:05:00.000Z', 'America/New_York')).toBe(
      'Mar 3, 2026, 9:05 AM',
    );
  });
});
