import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { FollowUpPlanView, ProposalFollowUp } from '@vanilla/contracts';
import type { UpdateFollowUpPlanRequest } from '@vanilla/contracts/dto';
import { followUpPlanProblem } from '@vanilla/domain';
import type { FollowUpPlan } from '@vanilla/domain';
import type { Principal } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import {
  followUpTimezone,
  readFollowUpPlan,
  readFollowUpsToCome,
  recheckCompany,
  saveFollowUpPlan,
} from './follow-up-storage.js';

const viewOf = (plan: FollowUpPlan, timezone: string): FollowUpPlanView => ({
  enabled: plan.enabled,
  steps: plan.steps,
  hours: plan.hours,
  enabled_at: plan.enabledAt,
  timezone,
});

// The company's follow-up plan as a setting: read by the team, saved by a manager. Saving asks the
// scheduler to look at every open proposal of the company again under the new plan.
@Injectable()
export class FollowUpPlans {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async view(companyId: string): Promise<FollowUpPlanView> {
    return viewOf(
      await readFollowUpPlan(this.db, companyId),
      await followUpTimezone(this.db, companyId),
    );
  }

  // The follow-ups to come of the proposals the caller sees: a manager the company's, a member
  // their own.
  toCome(principal: Principal): Promise<ProposalFollowUp[]> {
    return readFollowUpsToCome(
      this.db,
      principal.companyId,
      principal.role === 'manager' ? {} : { creatorId: principal.userId },
    );
  }

  async update(
    principal: Principal,
    request: UpdateFollowUpPlanRequest,
  ): Promise<FollowUpPlanView> {
    const plan = {
      enabled: request.enabled,
      steps: request.steps.map(({ id, trigger, days, channels, subject, body }) => ({
        id,
        trigger,
        days,
        channels,
        subject: subject.trim(),
        body: body.trim(),
      })),
      hours: { days: request.hours.days, start: request.hours.start, end: request.hours.end },
    };
    const problem = followUpPlanProblem(plan);
    if (problem) throw new BadRequestException(problem);
    const saved = await this.db.transaction(async (tx) => {
      const stored = await saveFollowUpPlan(tx, principal.companyId, plan, principal.userId);
      await recheckCompany(tx, principal.companyId);
      return stored;
    });
    return viewOf(saved, await followUpTimezone(this.db, principal.companyId));
  }
}
