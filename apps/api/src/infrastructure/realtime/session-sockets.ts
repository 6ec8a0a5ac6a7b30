import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type { RealtimeServer } from './realtime-publisher.js';
import { SOCKET_AUTHENTICATOR } from './socket-authenticator.js';
import type { SocketAuthenticator } from './socket-authenticator.js';

// Every socket joins the room of its session, so all of a session's sockets can be dropped at once.
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

// setTimeout's longest delay (about 24.8 days); a session ending later is looked up then.
const LONGEST_DELAY_MS = 2 ** 31 - 1;
// A session's timer fires this long after its end, so that the database agrees the end is past.
const PAST_END_MS = 5;
// After a failed lookup (the database is unreachable), the next attempt.
const RETRY_MS = 1000;
// The safety net: every session with sockets here is looked up again this often (one query), in
// case its row went away without the accounts context saying so.
const SWEEP_MS = 30_000;

// Drops the sockets of sessions that end, on every instance. The accounts context says when it
// ends sessions (sign-out, password change or reset, removal from the team), and the Redis
// adapter carries the disconnect to every instance. The end nobody announces, expiry, each
// instance catches itself: a timer per session that has sockets here, re-armed when the session
// was extended in the meantime.
@Injectable()
export class SessionSockets implements OnModuleDestroy {
  private readonly logger = new Logger(SessionSockets.name);
  private server: RealtimeServer | null = null;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(@Inject(SOCKET_AUTHENTICATOR) private readonly authenticator: SocketAuthenticator) {}

  attach(server: RealtimeServer): void {
    this.server = server;
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS).unref();
  }

  // These sessions ended: their sockets go, on every instance.
  ended(sessionIds: readonly string[]): void {
    if (!this.server || sessionIds.length === 0) return;
    this.server.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  // A socket of the session connected here. Looking the session up now also catches one that
  // ended between the handshake's lookup and the socket joining its room.
  watch(sessionId: string): Promise<void> {
    return this.check([sessionId]);
  }

  // A socket left; the session's timer goes with the last of its sockets here.
  release(sessionId: string): void {
    if (!this.hasSocketsHere(sessionId)) this.forget(sessionId);
  }

  // Every session with sockets here, looked up again.
  sweep(): Promise<void> {
    return this.check([...this.timers.keys()]);
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const sessionId of [...this.timers.keys()]) this.forget(sessionId);
  }

  private async check(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    let timeLeft: Map<string, number>;
    try {
      timeLeft = await this.authenticator.timeLeft(sessionIds);
    } catch (error) {
      this.logger.warn(`Looking up sockets' sessions failed: ${String(error)}`);
      for (const sessionId of sessionIds) this.arm(sessionId, RETRY_MS);
      return;
    }
    for (const sessionId of sessionIds) {
      const ms = timeLeft.get(sessionId);
      if (ms !== undefined) {
        this.arm(sessionId, ms + PAST_END_MS);
        continue;
      }
      this.forget(sessionId);
      this.server?.in(sessionRoom(sessionId)).local.disconnectSockets(true);
    }
  }

  private arm(sessionId: string, delayMs: number): void {
    clearTimeout(this.timers.get(sessionId));
    if (!this.hasSocketsHere(sessionId)) {
      this.timers.delete(sessionId);
      return;
    }
    const timer = setTimeout(
      () => void this.check([sessionId]),
      Math.min(Math.ceil(delayMs), LONGEST_DELAY_MS),
    );
    this.timers.set(sessionId, timer.unref());
  }

  private forget(sessionId: string): void {
    clearTimeout(this.timers.get(sessionId));
    this.timers.delete(sessionId);
  }

  private hasSocketsHere(sessionId: string): boolean {
    return this.server?.sockets.adapter.rooms.has(sessionRoom(sessionId)) ?? false;
  }
}
