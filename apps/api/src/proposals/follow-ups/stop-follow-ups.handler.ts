import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { FollowUpsStopResponse } from '@vanilla/contracts';
import { decideStopFollowUps } from '@vanilla/domain';
import { actedBy } from '../../accounts/index.js';
import { ProposalAccess } from '../proposal-access.js';
import { FollowUpDecisions } from './follow-up-decisions.js';
import { StopFollowUpsCommand } from './stop-follow-ups.command.js';

// Stops a proposal's follow-ups: for the contractor, whoever may see the proposal (a manager of
// its company or the member who created it; to anyone else it does not exist); for the client,
// whoever holds its link. Recorded once however often it is asked (the first stop stands); the
// pending step is then recorded as skipped by the scheduler at once.
@CommandHandler(StopFollowUpsCommand)
export class StopFollowUpsHandler implements ICommandHandler<
  StopFollowUpsCommand,
  FollowUpsStopResponse
> {
  constructor(
    private readonly access: ProposalAccess,
    private readonly decisions: FollowUpDecisions,
  ) {}

  async execute({ principal, token }: StopFollowUpsCommand): Promise<FollowUpsStopResponse> {
    const { owner } = principal
      ? await this.access.forPrincipal(principal, token)
      : await this.access.byToken(token, { allowDeleted: true });
    const { state } = await this.decisions.decide(
      owner.proposalId,
      (state) => decideStopFollowUps(state, principal ? 'contractor' : 'client', new Date()),
      principal ? actedBy(principal) : { companyId: owner.companyId, source: 'unsubscribe-link' },
    );
    return {
      success: true,
      stopped: state.stop !== null || state.closed,
      reason: state.stop?.reason ?? null,
      stopped_at: state.stop?.at ?? null,
    };
  }
}
