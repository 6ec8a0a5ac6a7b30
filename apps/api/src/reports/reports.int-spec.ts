import { randomUUID } from 'node:crypto';
import type { ReportFigures, ReportRow } from '@vanilla/contracts';
import type { ProposalEvent } from '@vanilla/domain';
import { joinTeam, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
} from '../testing/proposal-fixtures.js';
import { expectRebuildEqualsLive } from '../testing/rebuild.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

type Step = { shared: string; viewed?: string; signed?: string; generated?: string; value: number };

// A known history, times in UTC. Chicago is UTC-6 in early March 2026 (summer time starts on the
// 8th), so P0 was sent on Feb 28 there, P2 on Mar 1 and P4 on Mar 4, though not in UTC.
const manager: Record<string, Step> = {
  P0: { shared: '2026-03-01T05:00:00.000Z', value: 1_000 },
  P1: {
    generated: '2026-03-01T15:00:00.000Z',
    shared: '2026-03-01T16:00:00.000Z',
    viewed: '2026-03-01T18:00:00.000Z',
    signed: '2026-03-02T16:00:00.000Z',
    value: 10_000,
  },
  P2: { shared: '2026-03-02T05:30:00.000Z', viewed: '2026-03-02T09:30:00.000Z', value: 5_000 },
};
const member: Record<string, Step> = {
  P3: {
    shared: '2026-03-03T12:00:00.000Z',
    viewed: '2026-03-03T13:00:00.000Z',
    signed: '2026-03-03T20:00:00.000Z',
    value: 7_500,
  },
  P4: { shared: '2026-03-04T06:30:00.000Z', value: 2_000 },
};

const figure = (figures: ReportFigures, key: string) =>
  figures.figures.find((candidate) => candidate.key === key)?.value;

const series = (figures: ReportFigures, key: string) =>
  figures.series.find((candidate) => candidate.key === key)?.points.map((point) => point.value);

for (const kind of databaseKinds()) {
  describe(`reports on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    const record = async (companyId: string, creatorId: string, steps: Record<string, Step>) => {
      for (const step of Object.values(steps)) {
        const p = newProposalFixture({ companyId, creatorId });
        const shared = sharedEvent(p, step.value) as Extract<
          ProposalEvent,
          { type: 'ProposalShared' }
        >;
        const events: ProposalEvent[] = [
          ...(step.generated
            ? [
                {
                  type: 'ProposalGenerated' as const,
                  data: {
                    proposalId: p.proposalId,
                    companyId,
                    creatorId,
                    source: 'form' as const,
                    templateChoice: 'vanilla' as const,
                    title: 'HVAC Proposal',
                    generatedAt: step.generated,
                  },
                },
              ]
            : []),
          { ...shared, data: { ...shared.data, sharedAt: step.shared } },
          ...(step.viewed
            ? [
                {
                  type: 'ProposalViewed' as const,
                  data: {
                    proposalId: p.proposalId,
                    ipHash: 'ip',
                    userAgent: 'jest',
                    viewedAt: step.viewed,
                  },
                },
              ]
            : []),
          ...(step.signed
            ? [
                {
                  type: 'ProposalSigned' as const,
                  data: {
                    proposalId: p.proposalId,
                    signerName: 'Dana Client',
                    signerEmail: 'dana@example.com',
                    signatureHash: 'sig',
                    contentHash: 'content-hash',
                    title: 'HVAC Proposal',
                    companyName: 'Cool Air',
                    ip: '127.0.0.1',
                    userAgent: 'jest',
                    signedAt: step.signed,
                  },
                },
              ]
            : []),
        ];
        await appendProposalEvents(app.store, p, events);
      }
    };

    const create = async (agent: Agent, body: object, status = 200) =>
      (await agent.post('/api/reports').send(body).expect(status)).body;

    const figuresOf = async (agent: Agent, id: string) =>
      (await agent.get(`/api/reports/${id}`).expect(200)).body.figures as ReportFigures;

    it("should compute the Performance figures of the company's local days, for the team and for one member", async () => {
      const boss = await signUp(app.url, { username: 'Morgan Boss' });
      const helper = await joinTeam(app.url, boss.agent, { username: 'Riley Member' });
      const { rows } = await app.db.query<{ company_id: string }>(
        'SELECT company_id FROM users WHERE id = $1',
        [boss.user.id],
      );
      await record(rows[0].company_id, boss.user.id, manager);
      await record(rows[0].company_id, helper.user.id, member);
      await app.runner.waitUntilCaughtUp();

      const range = { from: '2026-03-01', to: '2026-03-03', timezone: 'America/Chicago' };
      const team = (
        await create(boss.agent, { name: 'March, week 1', template: 'performance', ...range })
      ).report as ReportRow;
      expect(team).toMatchObject({
        name: 'March, week 1',
        type: 'performance',
        status: 'draft',
        createdBy: 'Morgan Boss',
        last_viewed: null,
        team_member_id: null,
      });
      const figures = await figuresOf(boss.agent, team.id);
      expect(figures.bucket).toBe('day');
      expect(Object.fromEntries(figures.figures.map((f) => [f.key, f.value]))).toEqual({
        generated: 3,
        sent: 3,
        viewed: 3,
        signed: 2,
        conversion: 66.7,
        time_to_view: 2,
        time_to_sign: 16,
        proposed: 22_500,
        won: 17_500,
      });
      expect(figures.series.map((s) => s.points.map((p) => p.label))).toEqual([
        ['2026-03-01', '2026-03-02', '2026-03-03'],
        ['2026-03-01', '2026-03-02', '2026-03-03'],
        ['2026-03-01', '2026-03-02', '2026-03-03'],
      ]);
      expect(series(figures, 'sent')).toEqual([2, 0, 1]);
      expect(series(figures, 'viewed')).toEqual([1, 1, 1]);
      expect(series(figures, 'signed')).toEqual([0, 1, 1]);
      expect(figures.tables[0].rows).toEqual([
        ['Morgan Boss', 2, 2, 1, 50, 10_000],
        ['Riley Member', 1, 1, 1, 100, 7_500],
      ]);

      // The same days in UTC: P0 was sent on Mar 1 there, and P2 on Mar 2.
      const utc = (
        await create(boss.agent, {
          name: 'UTC',
          template: 'performance',
          ...range,
          timezone: 'UTC',
        })
      ).report as ReportRow;
      const inUtc = await figuresOf(boss.agent, utc.id);
      expect(figure(inUtc, 'sent')).toBe(4);
      expect(series(inUtc, 'sent')).toEqual([2, 1, 1]);

      // One member's figures, chosen by the manager; a member's own report is theirs alone,
      // whoever they name.
      const one = (
        await create(boss.agent, {
          name: 'Riley',
          template: 'performance',
          ...range,
          team_member: helper.user.id,
        })
      ).report as ReportRow;
      expect(figure(await figuresOf(boss.agent, one.id), 'sent')).toBe(1);
      const own = (
        await create(helper.agent, {
          name: 'Mine',
          template: 'performance',
          ...range,
          team_member: boss.user.id,
        })
      ).report as ReportRow;
      expect(own.team_member_id).toBe(helper.user.id);
      expect(figure(await figuresOf(helper.agent, own.id), 'signed')).toBe(1);

      // A long range goes by Monday weeks: P1 and P2 in the week of Feb 23 (the range starts on
      // Mar 1, so P0 is not in it), P3 and P4 in the next.
      const quarter = (
        await create(boss.agent, {
          name: 'Quarter',
          template: 'performance',
          from: '2026-03-01',
          to: '2026-05-31',
          timezone: 'America/Chicago',
        })
      ).report as ReportRow;
      const weekly = await figuresOf(boss.agent, quarter.id);
      expect(weekly.bucket).toBe('week');
      expect(weekly.series[0].points[0]).toEqual({ label: '2026-02-23', value: 2 });
      expect(weekly.series[0].points[1]).toEqual({ label: '2026-03-02', value: 2 });

      // Opened and published: the list says so; search by name or creator, filter by type.
      await boss.agent.post(`/api/reports/${team.id}/view`).expect(200);
      const published = (await boss.agent.post(`/api/reports/${team.id}/publish`).expect(200)).body
        .report as ReportRow;
      expect(published.status).toBe('published');
      expect(published.last_viewed).not.toBeNull();
      const list = async (agent: Agent, query = '') =>
        ((await agent.get(`/api/reports${query}`).expect(200)).body.reports as ReportRow[]).map(
          (row) => row.name,
        );
      expect(await list(boss.agent)).toHaveLength(5);
      expect(await list(boss.agent, '?q=riley')).toEqual(['Mine', 'Riley']);
      expect(await list(boss.agent, '?type=financial')).toEqual([]);
      expect(await list(helper.agent)).toEqual(['Mine']);
      await helper.agent.get(`/api/reports/${team.id}`).expect(404);
      await helper.agent.post(`/api/reports/${team.id}/publish`).expect(404);

      const outsider = await signUp(app.url);
      expect(await list(outsider.agent)).toEqual([]);
      await outsider.agent.get(`/api/reports/${team.id}`).expect(404);
      await outsider.agent.post(`/api/reports/${team.id}/view`).expect(404);
    });

    it('should refuse a report it cannot compute, with the reason', async () => {
      const { agent } = await signUp(app.url);
      const base = { name: 'R', template: 'performance', from: '2026-03-01', to: '2026-03-31' };
      const error = async (body: object) => (await create(agent, body, 400)).error as string;
      expect(await error({ ...base, from: '2026-04-01' })).toMatch(/date range/);
      expect(await error({ ...base, to: '2026-02-30' })).toMatch(/date range/);
      expect(await error({ ...base, from: '2020-01-01' })).toMatch(/at most 731 days/);
      expect(await error({ ...base, timezone: 'Mars/Olympus' })).toBe(
        'timezone must be an IANA time zone',
      );
      expect(await error({ ...base, team_member: randomUUID() })).toBe(
        'That team member is not on your team.',
      );
      await create(agent, { ...base, name: '' }, 400);
      const blank = (await create(agent, { ...base, template: 'blank', type: 'customer' }))
        .report as ReportRow;
      expect(blank.type).toBe('customer');
      expect((await figuresOf(agent, blank.id)).figures).toEqual([]);
    });

    it('should rebuild the reports equal to the live ones', async () => {
      await expectRebuildEqualsLive(app, ['reports'], ['reports', 'report_proposals']);
    });
  });
}
