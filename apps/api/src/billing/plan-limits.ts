import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { plans, proposalLimitMessage } from '@vanilla/contracts';
import type { Principal } from '../accounts/index.js';
import type { Position } from '../infrastructure/event-store/event-store.js';
import { ProjectionRunnerService } from '../infrastructure/projections/projection-runner.service.js';
import { BillingDirectory } from './billing-directory.js';
import { USAGE_PROJECTION } from './projections/usage.projection.js';

// The monthly proposal allowance of the caller's plan (free 5, pro 25, super_pro 50). One
// generation per user at a time in this process, and each waits until the usage read model
// counts it, so the 6th of five allowed is refused even when asked for at once.
@Injectable()
export class PlanLimits {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly directory: BillingDirectory,
    private readonly projections: ProjectionRunnerService,
  ) {}

  withProposalAllowance<T extends { position: Position | null }>(
    principal: Principal,
    generate: () => Promise<T>,
  ): Promise<T> {
    const previous = this.queues.get(principal.userId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const { tier } = await this.directory.subscription(principal.userId);
        const used = await this.directory.proposalsThisMonth(principal.userId);
        if (used >= plans[tier].proposalsPerMonth) {
          throw new HttpException(proposalLimitMessage(tier), HttpStatus.PAYMENT_REQUIRED);
        }
        const result = await generate();
        await this.projections.runner.waitForPosition(USAGE_PROJECTION, result.position);
        return result;
      });
    this.queues.set(principal.userId, next);
    const forget = () => {
      if (this.queues.get(principal.userId) === next) this.queues.delete(principal.userId);
    };
    next.then(forget, forget);
    return next;
  }
}
