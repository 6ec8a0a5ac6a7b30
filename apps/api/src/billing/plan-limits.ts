import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { plans, proposalLimitMessage } from '@vanilla/contracts';
import type { Tier } from '@vanilla/contracts';
import { allowanceDecider, allowanceStreamName, monthOf, proposalsUsed } from '@vanilla/domain';
import type { AllowanceEvent, AllowanceState } from '@vanilla/domain';
import type { Principal } from '../accounts/index.js';
import type { Position } from '../infrastructure/event-store/event-store.js';
import { StreamDecisions } from '../infrastructure/event-store/stream-decisions.js';
import { ProjectionRunnerService } from '../infrastructure/projections/projection-runner.service.js';
import { BillingDirectory } from './billing-directory.js';
import type { AllowanceTerms } from './commands/use-proposal-allowance.command.js';
import { ReleaseProposalAllowanceCommand } from './commands/release-proposal-allowance.command.js';
import { UseProposalAllowanceCommand } from './commands/use-proposal-allowance.command.js';
import { USAGE_PROJECTION } from './projections/usage.projection.js';

export const proposalLimitReached = (tier: Tier): HttpException =>
  new HttpException(proposalLimitMessage(tier), HttpStatus.PAYMENT_REQUIRED);

// The monthly proposal allowance of the caller's plan (free 5, pro 25, super_pro 50), kept in the
// log on one stream per user and month, so every API instance decides on the same count.
@Injectable()
export class PlanLimits {
  private readonly logger = new Logger(PlanLimits.name);

  constructor(
    private readonly directory: BillingDirectory,
    private readonly decisions: StreamDecisions,
    private readonly commandBus: CommandBus,
    private readonly projections: ProjectionRunnerService,
  ) {}

  // `write` makes the proposal (the slow, costly part, which may fail); `record` appends it, at
  // the time the allowance counts it.
  async withProposalAllowance<Written, T extends { position: Position | null }>(
    principal: Principal,
    proposalId: string,
    write: () => Promise<Written>,
    record: (written: Written, now: Date) => Promise<T>,
  ): Promise<T> {
    // A month already used up is refused before the writer's time and cost.
    const asked = new Date();
    const terms = await this.terms(principal.userId, asked);
    const { state } = await this.decisions.loadState<AllowanceState, AllowanceEvent>(
      allowanceStreamName(principal.userId, monthOf(asked)),
      allowanceDecider,
    );
    if (proposalsUsed(state, terms.countedBefore) >= terms.limit) {
      throw proposalLimitReached(terms.tier);
    }
    const written = await write();
    // The allowance is taken only once there is a proposal to count, with the stream's expected
    // revision: of generations racing for the last proposal one is counted and the others get
    // 402, and a failed generation never took one. Taking it first and giving it back on failure
    // would lose it for good to a process dying mid-generation, and refuse a concurrent request
    // for a proposal that then fails.
    const now = new Date();
    await this.commandBus.execute(
      new UseProposalAllowanceCommand(
        principal,
        proposalId,
        await this.terms(principal.userId, now),
        now,
      ),
    );
    let result: T;
    try {
      result = await record(written, now);
    } catch (error) {
      // Counted but not recorded: given back, so that it does not cost the user a proposal.
      await this.commandBus
        .execute(new ReleaseProposalAllowanceCommand(principal, proposalId, monthOf(now)))
        .catch((releaseError: unknown) =>
          // Left counted: say so, so that support can give the proposal back by hand.
          this.logger.error(
            `Proposal ${proposalId} of user ${principal.userId} was counted but not recorded, and its allowance could not be given back: ${String(releaseError)}`,
          ),
        );
      throw error;
    }
    // The usage the billing page shows counts it by the time the user is answered.
    await this.projections.runner.waitForPosition(USAGE_PROJECTION, result.position);
    return result;
  }

  private async terms(userId: string, now: Date): Promise<AllowanceTerms> {
    const tier = await this.directory.currentTier(userId);
    return {
      tier,
      limit: plans[tier].proposalsPerMonth,
      countedBefore: await this.directory.proposalsThisMonth(userId, now),
    };
  }
}
