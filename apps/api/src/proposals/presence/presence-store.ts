// "Viewing now": the open pages (visits) of shared proposals, kept apart from the event log
// (DESIGN §7). A visit is one page load of a link: its section, since when it shows it, and when
// it last reported. A proposal's presence is the section of its most recently moved visit.

export const PRESENCE_STORE = Symbol('PRESENCE_STORE');

// What a proposal's open pages show: the most recent section, or nothing once none is left.
export type PresenceNow = { section: string; since: number } | null;

export type PresenceChange = { token: string; now: PresenceNow };

export type PresenceStore = {
  // A visit shows `section` (a heartbeat repeats it). Returns the proposal's presence after it.
  report(token: string, visitId: string, section: string): Promise<PresenceNow>;
  // The page went away. `removed` is true for the one caller that removed the visit, which says
  // so to the dashboards; a repeated or late leave removes nothing.
  leave(token: string, visitId: string): Promise<{ removed: boolean; now: PresenceNow }>;
  // Removes visits silent for longer than the timeout: each by exactly one caller, however many
  // instances sweep at once. Returns the proposals whose presence that changed.
  sweep(): Promise<PresenceChange[]>;
  // Every proposal with an open page, and what it shows.
  all(): Promise<Map<string, { section: string; since: number }>>;
  close(): Promise<void>;
};

type Visit = { section: string; since: number; lastSeen: number };

// The most recently moved of a proposal's visits.
export const latestOf = (visits: Iterable<{ section: string; since: number }>): PresenceNow => {
  let latest: PresenceNow = null;
  for (const { section, since } of visits) {
    if (!latest || since >= latest.since) latest = { section, since };
  }
  return latest;
};

// One instance's visits in its memory: without Redis there is one instance.
export const createMemoryPresenceStore = (
  timeoutMs: number,
  clock: () => number = Date.now,
): PresenceStore => {
  const visits = new Map<string, Map<string, Visit>>();
  const nowOf = (token: string): PresenceNow => latestOf(visits.get(token)?.values() ?? []);
  return {
    async report(token, visitId, section) {
      const now = clock();
      let ofToken = visits.get(token);
      if (!ofToken) visits.set(token, (ofToken = new Map()));
      const visit = ofToken.get(visitId);
      if (visit && visit.section === section) visit.lastSeen = now;
      else ofToken.set(visitId, { section, since: now, lastSeen: now });
      return nowOf(token);
    },
    async leave(token, visitId) {
      const ofToken = visits.get(token);
      const removed = ofToken?.delete(visitId) ?? false;
      if (ofToken?.size === 0) visits.delete(token);
      return { removed, now: nowOf(token) };
    },
    async sweep() {
      const cutoff = clock() - timeoutMs;
      const changes: PresenceChange[] = [];
      for (const [token, ofToken] of visits) {
        let swept = false;
        for (const [visitId, visit] of ofToken) {
          if (visit.lastSeen >= cutoff) continue;
          ofToken.delete(visitId);
          swept = true;
        }
        if (ofToken.size === 0) visits.delete(token);
        if (swept) changes.push({ token, now: nowOf(token) });
      }
      return changes;
    },
    async all() {
      const result = new Map<string, { section: string; since: number }>();
      for (const token of visits.keys()) {
        const now = nowOf(token);
        if (now) result.set(token, now);
      }
      return result;
    },
    async close() {
      visits.clear();
    },
  };
};
