// GET /api/ai-team (001 §2 "AI Team", §3 "AI member"): the company's AI receptionists as members
// of its AI team, each with figures from the calls it answered.

export type AiMemberStatus = 'active' | 'inactive';

export type AiTeamMember = {
  // The receptionist's id.
  id: string;
  name: string;
  role: string;
  status: AiMemberStatus;
  // When its latest call began (ISO), null before its first.
  lastUtilized: string | null;
  // The calls it answered to the end.
  jobsCompleted: number;
  // Whole percent of those calls where the caller's name and a phone or email were captured;
  // null before any.
  accuracy: number | null;
  notes: string;
};

export type AiTeamResponse = { success: true; members: AiTeamMember[] };

// The role a receptionist holds on the AI team.
export const receptionistRole = 'AI Receptionist';
