import type { AiTeamMember } from '@vanilla/contracts';

/** 001 §2: the members whose name or role contains the search, ignoring case and spaces around. */
export const filterMembers = (
  members: readonly AiTeamMember[],
  search: string,
): readonly AiTeamMember[] => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return members;
  return members.filter(
    (member) =>
      member.name.toLowerCase().includes(needle) || member.role.toLowerCase().includes(needle),
  );
};

/** A whole percent, or a dash before there is anything to measure. */
export const formatAccuracy = (accuracy: number | null): string =>
  accuracy === null ? '—' : `${accuracy}%`;

/** When a member last worked, in the viewer's time zone; "Never" before its first job. */
export const formatLastUtilized = (iso: string | null, timeZone?: string): string =>
  iso === null
    ? 'Never'
    : new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }).format(new Date(iso));
