import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { plans } from '@vanilla/contracts';
import { decideFollowUp, nextFollowUp } from '@vanilla/domain';
import type { FollowUpEvent, FollowUpState } from '@vanilla/domain';
import { TIER_READER } from '../../accounts/index.js';
import type { TierReader } from '../../accounts/index.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { RealtimePublisher } from '../../infrastructure/realtime/realtime-publisher.js';
import { MessagingService } from '../../messaging/index.js';
import { toE164 } from '../../pipeline/index.js';
import { findOwnerOfProposal } from '../proposal-storage.js';
import { FollowUpDecisions } from './follow-up-decisions.js';
import { followUpPush } from './follow-up-due.projection.js';
import {
  claimDue,
  dueRowOf,
  followUpTimezone,
  readFollowUpPlan,
  releaseClaim,
  writeDue,
} from './follow-up-storage.js';

const BATCH = 50;
// How long a claimed row is this instance's, in passes (FOLLOW_UP_PASS_MS): far longer than
// deciding one proposal takes, short enough that a row of an instance killed mid-pass is picked
// up again soon (a minute at the default 15 s).
const CLAIM_PASSES = 4;

export type SchedulerPassOptions = {
  // Between a proposal's decision and its append (tests put a competing signal there).
  beforeAppend?: (proposalId: string) => Promise<void>;
};

// Sends the follow-ups that are due, on every instance: each pass claims due rows of the
// follow-up-due table (rows another instance claimed are skipped), decides each on its proposal's
// log and appends what it decided expecting the revision it read (FollowUpDecisions). The
// deliveries follow from the events (FollowUpReactor); nothing is sent from here.
@Injectable()
export class FollowUpScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FollowUpScheduler.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly decisions: FollowUpDecisions,
    private readonly messaging: MessagingService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(TIER_READER) private readonly tiers: TierReader,
    private readonly publisher: RealtimePublisher,
  ) {}

  // One pass at `now`: decides every claimed due row and returns the events recorded.
  async pass(now = new Date(), options: SchedulerPassOptions = {}): Promise<FollowUpEvent[]> {
    const recorded: FollowUpEvent[] = [];
    for (;;) {
      const claimed = await claimDue(
        this.db,
        now,
        BATCH,
        CLAIM_PASSES * this.config.followUpPassMs,
      );
      for (const { proposalId, companyId } of claimed) {
        try {
          recorded.push(...(await this.decideOne(proposalId, companyId, now, options)));
        } catch (error) {
          // Left claimed: tried again once the claim lapses.
          this.logger.warn(`Follow-up of proposal ${proposalId} failed: ${String(error)}`);
        }
        // PGlite runs in this thread and answers without any I/O: without a turn of the event
        // loop between proposals, requests would wait for the whole pass.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (claimed.length < BATCH) return recorded;
    }
  }

  private async decideOne(
    proposalId: string,
    companyId: string,
    now: Date,
    options: SchedulerPassOptions,
  ): Promise<FollowUpEvent[]> {
    const owner = await findOwnerOfProposal(this.db, proposalId);
    if (!owner) {
      await writeDue(this.db, proposalId, companyId, null);
      return [];
    }
    const plan = await readFollowUpPlan(this.db, companyId);
    const timezone = await followUpTimezone(this.db, companyId);
    const link = `${this.config.publicBaseUrl}/shared-proposal/${owner.token}`;
    // Sent in the creator's name: their plan says whether it may go by email and text.
    const { sendsProposals } = plans[await this.tiers.currentTier(owner.creatorId)];
    const { events, state } = await this.decisions.decide(
      proposalId,
      async (state: FollowUpState) => {
        const text = await this.textAddress(companyId, state.clientPhone);
        return decideFollowUp(state, { now, plan, timezone, link, sendsProposals, ...text });
      },
      { companyId, source: 'follow-up-scheduler' },
      options.beforeAppend && (() => options.beforeAppend!(proposalId)),
    );
    // What comes next (the projection will say the same once it reads these events).
    const due = dueRowOf(nextFollowUp(state, plan, timezone), state);
    // A saved plan's fresh look moves the row with no event for the projection to push.
    if (await writeDue(this.db, proposalId, companyId, due)) {
      this.publisher.publish([followUpPush(owner, due)]);
    }
    await releaseClaim(this.db, proposalId);
    return events;
  }

  // Where a text could go: the client's number as E.164 when the company has a number to text
  // from, and whether that number replied STOP.
  private async textAddress(companyId: string, phone: string) {
    const to = toE164(phone);
    if (!to) return { textAddress: null, textOptedOut: false };
    const textOptedOut = await this.messaging.isOptedOut(companyId, to);
    const sender = await this.messaging.senderFor(companyId);
    return { textAddress: sender ? to : null, textOptedOut };
  }

  // Only the API process sends; a CLI context (projections:rebuild) has no HTTP server.
  onApplicationBootstrap(): void {
    if (!this.adapterHost.httpAdapter) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.pass()
        .catch((error: unknown) => this.logger.warn(`Follow-up pass failed: ${String(error)}`))
        .finally(() => (this.running = null));
    }, this.config.followUpPassMs).unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
