import {
  BadRequestException,
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { companyRoom, presenceMessages, userRoom } from '@vanilla/contracts';
import type { ProposalPresence, ProposalPresenceResponse } from '@vanilla/contracts';
import { expiryMessages, isLinkExpired } from '@vanilla/domain';
import type { Principal } from '../../accounts/index.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { RealtimePublisher } from '../../infrastructure/realtime/realtime-publisher.js';
import { canSee, ProposalAccess } from '../proposal-access.js';
import type { TokenOwner } from '../proposal-storage.js';
import { sectionTitlesOf } from './presence-sections.js';
import { PRESENCE_STORE } from './presence-store.js';
import type { PresenceNow, PresenceStore } from './presence-store.js';

// The sweep runs this often (at most), so a silent page clears within its timeout and a little.
const SWEEP_MS = 2000;
// A link's state (deleted, expired, its sections) is read again after this long: every open page
// reports every few seconds, and a busy link's reports need not each read its stream.
const LINK_RECHECK_MS = 1000;
const LINK_CACHE_LIMIT = 10_000;

type Link = {
  owner: TokenOwner;
  sections: Set<string>;
  expired: (now: Date) => boolean;
  checkedAt: number;
};

const payloadOf = (token: string, now: PresenceNow): ProposalPresence =>
  now
    ? { token, section: now.section, since: new Date(now.since).toISOString() }
    : { token, section: null };

// "Viewing now" (issue 21): a client's open page reports the section it shows; the proposal's
// owners (the company's managers and its creator, the rooms of its dashboard row) hear
// `proposal.presence`. Not an event of the log: with REDIS_URL the visits live in Redis and every
// instance sweeps the silent ones (one of them clears each), else in this instance's memory. The
// pushes go through the Socket.IO adapter like the projections' rows.
@Injectable()
export class ProposalPresenceService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ProposalPresenceService.name);
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private readonly links = new Map<string, Link>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PRESENCE_STORE) private readonly store: PresenceStore,
    private readonly access: ProposalAccess,
    private readonly publisher: RealtimePublisher,
  ) {}

  onApplicationBootstrap(): void {
    const every = Math.min(SWEEP_MS, Math.max(50, Math.floor(this.config.presenceTimeoutMs / 4)));
    this.sweeper = setInterval(() => void this.sweep(), every).unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.sweeping;
    await this.store.close();
  }

  // A client's page reports the section it shows, or null as it goes away. Unknown, deleted and
  // expired links answer as their page does; the company's own people are not reported (their
  // reads are not the client's, as with views).
  async report(
    token: string,
    visitId: string,
    section: string | null,
    viewerCompanyId: string | null,
  ): Promise<{ reported: boolean }> {
    const { owner, sections, expired } = await this.link(token);
    if (expired(new Date())) throw new GoneException(expiryMessages.expired);
    if (viewerCompanyId === owner.companyId) return { reported: false };
    if (section === null) {
      const { removed, now } = await this.store.leave(token, visitId);
      if (removed) this.publish(owner, now);
      return { reported: removed };
    }
    if (!sections.has(section)) {
      throw new BadRequestException(presenceMessages.unknownSection);
    }
    // Every report pushes, a heartbeat too: pushes from two instances may arrive out of order,
    // and the next heartbeat puts the dashboard right within seconds.
    this.publish(owner, await this.store.report(token, visitId, section));
    return { reported: true };
  }

  // The caller's proposals being read right now: a manager's company's, a member's own.
  async visible(principal: Principal): Promise<ProposalPresenceResponse> {
    const presence: ProposalPresenceResponse['presence'] = [];
    for (const [token, now] of await this.store.all()) {
      const owner = await this.ownerOf(token);
      if (owner && canSee(principal, owner)) {
        presence.push({ token, section: now.section, since: new Date(now.since).toISOString() });
      }
    }
    return { success: true, presence };
  }

  // Visits silent past the timeout are removed; the proposals they leave are pushed.
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    try {
      for (const { token, now } of await this.store.sweep()) {
        const owner = await this.ownerOf(token);
        if (owner) this.publish(owner, now);
      }
    } catch (error) {
      this.logger.warn(`Sweeping silent proposal pages failed: ${String(error)}`);
    }
  }

  // The link as its page may report on it: unknown answers 404 and deleted 410, as its page does
  // (and the page stops reporting).
  private async link(token: string): Promise<Link> {
    const known = this.links.get(token);
    if (known && Date.now() - known.checkedAt < LINK_RECHECK_MS) return known;
    this.links.delete(token);
    const { owner, state } = await this.access.byToken(token);
    const link: Link = {
      owner,
      sections: sectionTitlesOf(state.share!.content),
      expired: (now) => isLinkExpired(state, now),
      checkedAt: Date.now(),
    };
    this.links.set(token, link);
    if (this.links.size > LINK_CACHE_LIMIT) this.links.delete(this.links.keys().next().value!);
    return link;
  }

  private async ownerOf(token: string): Promise<TokenOwner | null> {
    try {
      return await this.access.owner(token);
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  private publish(owner: TokenOwner, now: PresenceNow): void {
    this.publisher.publish([
      {
        key: `presence:${owner.token}`,
        event: 'proposal.presence',
        payload: payloadOf(owner.token, now),
        rooms: [companyRoom(owner.companyId), userRoom(owner.creatorId)],
      },
    ]);
  }
}
