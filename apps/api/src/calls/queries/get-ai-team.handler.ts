import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { receptionistRole } from '@vanilla/contracts';
import type { AiTeamMember } from '@vanilla/contracts';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { ReceptionistDirectory } from '../../receptionists/index.js';
import type { ReceptionistRow } from '../../receptionists/index.js';
import { GetAiTeamQuery } from './get-ai-team.query.js';

// A receptionist's work, from the calls it answered itself (a forwarded call is a person's).
export type AiWork = {
  receptionist_id: string;
  answered: number;
  captured: number;
  last_call: Date | null;
};

export const toAiTeamMember = (receptionist: ReceptionistRow, work?: AiWork): AiTeamMember => {
  const answered = work?.answered ?? 0;
  return {
    id: receptionist.receptionist_id,
    name: receptionist.name,
    role: receptionistRole,
    status: receptionist.is_active ? 'active' : 'inactive',
    lastUtilized: work?.last_call?.toISOString() ?? null,
    jobsCompleted: answered,
    accuracy: answered > 0 ? Math.round((100 * (work?.captured ?? 0)) / answered) : null,
    notes: receptionist.goals.join(', '),
  };
};

// The AI team: the receptionists the caller sees (a manager the company's, a member their own),
// each with the calls it answered to the end, the share of those where the caller's contact was
// captured (a name, and a phone or an email), and when it last took a call.
@QueryHandler(GetAiTeamQuery)
export class GetAiTeamHandler implements IQueryHandler<GetAiTeamQuery, AiTeamMember[]> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly receptionists: ReceptionistDirectory,
  ) {}

  async execute({ principal }: GetAiTeamQuery): Promise<AiTeamMember[]> {
    const receptionists = await this.receptionists.list(principal);
    if (receptionists.length === 0) return [];
    const { rows } = await this.db.query<AiWork>(
      `SELECT receptionist_id,
              (count(*) FILTER (WHERE status = 'Completed'))::int AS answered,
              (count(*) FILTER (
                WHERE status = 'Completed' AND caller_name <> ''
                  AND (caller_phone <> '' OR caller_email <> '')))::int AS captured,
              max(started_at) AS last_call
         FROM calls
        WHERE company_id = $1 AND receptionist_id = ANY($2::text[]) AND routed_to = 'ai'
        GROUP BY receptionist_id`,
      [principal.companyId, receptionists.map((receptionist) => receptionist.receptionist_id)],
    );
    const work = new Map(rows.map((row) => [row.receptionist_id, row]));
    return receptionists.map((receptionist) =>
      toAiTeamMember(receptionist, work.get(receptionist.receptionist_id)),
    );
  }
}
