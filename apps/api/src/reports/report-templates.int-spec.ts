import { randomUUID } from 'node:crypto';
import type {
  ContactRow,
  ReportFigures,
  ReportNarrativeResponse,
  ReportResponse,
  ReportRow,
  ReportShareResponse,
  SharedReportResponse,
} from '@vanilla/contracts';
import { callStreamName, jobStreamName } from '@vanilla/domain';
import type { CallEvent, JobEvent, OperatingHours, ProposalEvent } from '@vanilla/domain';
import request from 'supertest';
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

// A known month in Chicago (UTC-6, then UTC-5 from Sunday March 8 2026), times in UTC.
// Proposals: A (manager) sent Mon Mar 2, signed Mon Mar 9; B (manager) sent 03:00 UTC Mon Mar 9,
// which is 22:00 Sunday Mar 8 in Chicago (the week of Mar 2 there, of Mar 9 in UTC); C (member)
// sent Tue Mar 3. Jobs: J1 (manager) invoiced Mar 9, $400.05 paid Mar 16; J2 (member) invoiced
// 02:00 UTC Mar 4 (Mar 3 in Chicago), paid Apr 2 (after the range).
const range = { from: '2026-03-01', to: '2026-03-31', timezone: 'America/Chicago' };

const figure = (figures: ReportFigures, key: string) =>
  figures.figures.find((candidate) => candidate.key === key)?.value;
const series = (figures: ReportFigures, key: string) =>
  figures.series.find((candidate) => candidate.key === key)!;

for (const kind of databaseKinds()) {
  describe(`report templates on ${kind}`, () => {
    let app: TestApp;
    let boss: Awaited<ReturnType<typeof signUp>>;
    let helper: Awaited<ReturnType<typeof joinTeam>>;
    let companyId: string;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
      boss = await signUp(app.url, { username: 'Morgan Boss' });
      helper = await joinTeam(app.url, boss.agent, { username: 'Riley Member' });
      const { rows } = await app.db.query<{ company_id: string }>(
        'SELECT company_id FROM users WHERE id = $1',
        [boss.user.id],
      );
      companyId = rows[0].company_id;
      await seed();
      await app.runner.waitUntilCaughtUp();
    });

    afterAll(async () => {
      await app.close();
    });

    const proposal = async (
      creatorId: string,
      email: string,
      value: number,
      sharedAt: string,
      signedAt?: string,
    ) => {
      const p = newProposalFixture({ companyId, creatorId });
      const shared = sharedEvent(p, value) as Extract<ProposalEvent, { type: 'ProposalShared' }>;
      await appendProposalEvents(app.store, p, [
        { ...shared, data: { ...shared.data, clientEmail: email, clientName: email, sharedAt } },
        ...(signedAt
          ? [
              {
                type: 'ProposalSigned' as const,
                data: {
                  proposalId: p.proposalId,
                  signerName: email,
                  signerEmail: email,
                  signatureHash: 'sig',
                  contentHash: 'content-hash',
                  title: 'HVAC Proposal',
                  companyName: 'Cool Air',
                  ip: '127.0.0.1',
                  userAgent: 'jest',
                  signedAt,
                },
              },
            ]
          : []),
      ]);
    };

    const job = async (
      teamMemberId: string,
      amount: number,
      invoicedAt: string,
      payment: { amount: number; paidOn: string },
    ) => {
      const jobId = randomUUID();
      const ids = { jobId, companyId };
      const events: JobEvent[] = [
        {
          type: 'JobOpened',
          data: {
            ...ids,
            contactId: null,
            proposalId: null,
            proposalToken: null,
            client: '',
            address: '',
            service: 'Furnace',
            amount,
            teamMemberId,
            openedBy: boss.user.id,
            openedAt: invoicedAt,
          },
        },
        { type: 'JobInvoiced', data: { ...ids, amount, invoicedBy: boss.user.id, invoicedAt } },
        {
          type: 'JobPaymentRecorded',
          data: {
            ...ids,
            paymentId: randomUUID(),
            method: 'check',
            paidInFull: false,
            recordedBy: boss.user.id,
            recordedAt: invoicedAt,
            ...payment,
          },
        },
      ];
      await app.store.append(
        jobStreamName(jobId),
        events.map((event) => ({ ...event, metadata: { companyId } })),
      );
    };

    const call = async (
      ownerId: string,
      c: {
        from: string;
        startedAt: string;
        routedTo: 'forward' | 'ai';
        provider: 'twilio' | 'vapi';
        seconds: number;
        outcome: 'completed' | 'failed';
        // Calls recorded before calls carried them have none: the projection looks them up.
        businessHours?: OperatingHours;
      },
    ) => {
      const callId = randomUUID();
      const parties = {
        callId,
        companyId,
        receptionistId: 'rec-1',
        receptionistName: 'Ava',
        ownerId,
        timezone: 'America/Chicago',
        ...(c.businessHours ? { businessHours: c.businessHours } : {}),
        from: c.from,
        to: '+14155550100',
        direction: 'inbound' as const,
      };
      const endedAt = new Date(Date.parse(c.startedAt) + c.seconds * 1000).toISOString();
      const events: CallEvent[] = [
        {
          type: 'CallStarted',
          data: { ...parties, provider: c.provider, routedTo: c.routedTo, startedAt: c.startedAt },
        },
        {
          type: 'CallCompleted',
          data: {
            ...parties,
            provider: c.provider,
            outcome: c.outcome,
            endedReason: 'customer-ended-call',
            durationSeconds: c.seconds,
            recordingUrl: null,
            transcript: [],
            summary: '',
            callerName: '',
            callerEmail: '',
            callerPhone: '',
            reason: '',
            startedAt: c.startedAt,
            endedAt,
          },
        },
      ];
      await app.store.append(
        callStreamName(callId),
        events.map((event) => ({ ...event, metadata: { companyId } })),
      );
    };

    const seed = async () => {
      await proposal(
        boss.user.id,
        'alice@example.com',
        1_000.1,
        '2026-03-02T15:00:00.000Z',
        '2026-03-09T15:00:00.000Z',
      );
      await proposal(boss.user.id, 'bob@example.com', 2_000.2, '2026-03-09T03:00:00.000Z');
      await proposal(helper.user.id, 'carol@example.com', 500, '2026-03-03T12:00:00.000Z');
      await job(boss.user.id, 1_000.1, '2026-03-09T16:00:00.000Z', {
        amount: 400.05,
        paidOn: '2026-03-16',
      });
      await job(helper.user.id, 300, '2026-03-04T02:00:00.000Z', {
        amount: 300,
        paidOn: '2026-04-02',
      });
      // K1 forwarded Mon 09:00 Chicago, then K2 the AI's fallback a minute later; K3 Fri 20:30
      // Chicago (after hours: Sat 02:30 UTC); K4 the member's, Tue 10:00, never answered, to a
      // receptionist open on Saturdays only (after hours by the hours the call carries).
      const forwarded = { routedTo: 'forward', provider: 'twilio', outcome: 'completed' } as const;
      const ai = { routedTo: 'ai', provider: 'vapi', outcome: 'completed' } as const;
      await call(boss.user.id, {
        ...forwarded,
        from: '+15125550001',
        startedAt: '2026-03-02T15:00:00.000Z',
        seconds: 120,
      });
      await call(boss.user.id, {
        ...ai,
        from: '+15125550001',
        startedAt: '2026-03-02T15:01:00.000Z',
        seconds: 300,
      });
      await call(boss.user.id, {
        ...ai,
        from: '+15125550003',
        startedAt: '2026-03-07T02:30:00.000Z',
        seconds: 60,
      });
      await call(helper.user.id, {
        ...ai,
        outcome: 'failed',
        from: '+15125550004',
        startedAt: '2026-03-03T16:00:00.000Z',
        seconds: 0,
        businessHours: {
          timezone: 'America/Chicago',
          days: { saturday: { open: '09:00', close: '17:00' } },
        },
      });
    };

    const create = async (agent: Agent, body: object) =>
      (
        await agent
          .post('/api/reports')
          .send({ ...range, ...body })
          .expect(200)
      ).body.report as ReportRow;
    const read = async (agent: Agent, id: string) =>
      (await agent.get(`/api/reports/${id}`).expect(200)).body as ReportResponse;

    it("should compute the Financial figures in exact cents, per week of the company's days", async () => {
      const team = await create(boss.agent, { name: 'Money', template: 'financial' });
      const { figures } = await read(boss.agent, team.id);
      expect(figures.bucket).toBe('week');
      expect(figures.figures.map((f) => [f.key, f.value])).toEqual([
        ['proposed', 3_500.3],
        ['won', 1_000.1],
        ['invoiced', 1_300.1],
        ['paid', 400.05],
      ]);
      expect(series(figures, 'proposed').points.map((p) => p.label)).toEqual([
        '2026-02-23',
        '2026-03-02',
        '2026-03-09',
        '2026-03-16',
        '2026-03-23',
        '2026-03-30',
      ]);
      // B counts in the week of Mar 2: it was Sunday evening in Chicago.
      expect(series(figures, 'proposed').points.map((p) => p.value)).toEqual([
        0, 3_500.3, 0, 0, 0, 0,
      ]);
      expect(series(figures, 'won').points.map((p) => p.value)).toEqual([0, 0, 1_000.1, 0, 0, 0]);
      expect(series(figures, 'invoiced').points.map((p) => p.value)).toEqual([
        0, 300, 1_000.1, 0, 0, 0,
      ]);
      expect(series(figures, 'paid').points.map((p) => p.value)).toEqual([0, 0, 0, 400.05, 0, 0]);
      expect(figures.tables[0].rows[1]).toEqual(['2026-03-02', 3_500.3, 0, 300, 0]);

      const utc = await create(boss.agent, {
        name: 'Money UTC',
        template: 'financial',
        timezone: 'UTC',
      });
      expect(series((await read(boss.agent, utc.id)).figures, 'proposed').points[2].value).toBe(
        2_000.2,
      );

      const mine = await create(helper.agent, { name: 'My money', template: 'financial' });
      expect((await read(helper.agent, mine.id)).figures.figures.map((f) => f.value)).toEqual([
        500, 0, 300, 0,
      ]);
      const byMonth = await create(boss.agent, {
        name: 'Quarter',
        template: 'financial',
        from: '2026-01-01',
        to: '2026-04-30',
      });
      const quarter = (await read(boss.agent, byMonth.id)).figures;
      expect(quarter.bucket).toBe('month');
      expect(series(quarter, 'paid').points).toEqual([
        { label: '2026-01-01', value: 0 },
        { label: '2026-02-01', value: 0 },
        { label: '2026-03-01', value: 400.05 },
        { label: '2026-04-01', value: 300 },
      ]);
    });

    it('should compute the Operations figures and the calls heat map in the report timezone', async () => {
      const team = await create(boss.agent, { name: 'Calls', template: 'operations' });
      const { figures } = await read(boss.agent, team.id);
      expect(figures.figures.map((f) => [f.key, f.value])).toEqual([
        ['calls', 4],
        ['answered', 3],
        ['after_hours', 50],
        ['forwarded', 1],
        ['fell_back', 1],
        // (120 + 300 + 60) / 3 seconds.
        ['average_duration', 2.7],
        // K2 and K3: 360 seconds.
        ['ai_minutes', 6],
        // The free plan includes no AI minutes.
        ['ai_allowance', null],
      ]);
      const heat = series(figures, 'calls_by_hour');
      expect(heat.chart).toBe('heatmap');
      expect(heat.points).toHaveLength(7 * 24);
      expect(heat.points.filter((p) => p.value > 0)).toEqual([
        { x: '09', y: 'Mon', label: 'Mon 09:00', value: 2 },
        { x: '10', y: 'Tue', label: 'Tue 10:00', value: 1 },
        { x: '20', y: 'Fri', label: 'Fri 20:00', value: 1 },
      ]);
      const mine = await create(helper.agent, { name: 'My calls', template: 'operations' });
      const own = (await read(helper.agent, mine.id)).figures;
      expect([figure(own, 'calls'), figure(own, 'answered'), figure(own, 'after_hours')]).toEqual([
        1, 0, 100,
      ]);
    });

    it('should compute the Customer funnel, new leads by source and stuck contacts', async () => {
      const team = await create(boss.agent, { name: 'Clients', template: 'customer' });
      const { figures } = await read(boss.agent, team.id);
      const contacts = (await boss.agent.get('/api/contacts').expect(200)).body
        .contacts as ContactRow[];
      const funnel = series(figures, 'funnel');
      expect(funnel.chart).toBe('funnel');
      expect(funnel.points.map((p) => p.label)).toEqual([
        'Lead',
        'Request',
        'Proposal Sent',
        'Proposal Completed',
        'Job Assigned',
        'Job Completed',
        'Paid',
      ]);
      // Alice signed; Bob and Carol hold a sent proposal; callers are leads or requests.
      const fromProposals = contacts.filter((c) => c.source === 'proposal');
      expect(fromProposals.map((c) => [c.email, c.status]).sort()).toEqual([
        ['alice@example.com', 'Proposal Completed'],
        ['bob@example.com', 'Proposal Sent'],
        ['carol@example.com', 'Proposal Sent'],
      ]);
      expect(funnel.points.map((p) => p.value)).toEqual([
        contacts.length,
        contacts.length - contacts.filter((c) => c.status === 'Lead').length,
        3,
        1,
        0,
        0,
        0,
      ]);
      expect(series(figures, 'new_leads_by_source').points).toEqual([
        { label: 'Calls', value: contacts.filter((c) => c.source === 'call').length },
        { label: 'Proposals', value: 3 },
        { label: 'Manual', value: 0 },
      ]);
      // March is long past: every contact is stuck, the longest first.
      expect(figure(figures, 'stuck')).toBe(contacts.length);
      const stuck = figures.tables.find((t) => t.key === 'stuck')!;
      expect(stuck.rows.find((row) => row[0] === 'bob@example.com')?.slice(1, 3)).toEqual([
        'Proposal Sent',
        '2026-03-09',
      ]);

      const mine = await create(helper.agent, { name: 'My clients', template: 'customer' });
      const own = (await read(helper.agent, mine.id)).figures;
      expect(series(own, 'new_leads_by_source').points[1].value).toBe(1);
    });

    it('should share a read-only link a signed-out visitor opens, and revoke it', async () => {
      const report = await create(boss.agent, {
        name: 'For the accountant',
        template: 'financial',
      });
      const shared = (await boss.agent.post(`/api/reports/${report.id}/share`).expect(200))
        .body as ReportShareResponse;
      expect(shared.share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(shared.share.url).toMatch(new RegExp(`/shared-report/${shared.share.token}$`));
      const again = (await boss.agent.post(`/api/reports/${report.id}/share`).expect(200))
        .body as ReportShareResponse;
      expect(again.share).toEqual(shared.share);
      expect((await read(boss.agent, report.id)).report.share).toEqual(shared.share);

      const visitor = request(app.url);
      const page = (await visitor.get(`/api/shared-reports/${shared.share.token}`).expect(200))
        .body as SharedReportResponse;
      expect(page.report).toEqual({
        name: 'For the accountant',
        type: 'financial',
        template: 'financial',
        createdBy: 'Morgan Boss',
        from: range.from,
        to: range.to,
        timezone: range.timezone,
        company_name: expect.any(String),
      });
      expect(JSON.stringify(page)).not.toContain(boss.user.id);
      expect(page.figures).toEqual((await read(boss.agent, report.id)).figures);

      // Members neither share nor see the link.
      await helper.agent.post(`/api/reports/${report.id}/share`).expect(403);
      await helper.agent.delete(`/api/reports/${report.id}/share`).expect(403);

      const revoked = (await boss.agent.delete(`/api/reports/${report.id}/share`).expect(200))
        .body as { success: true; report: ReportRow };
      expect(revoked.report.share).toBeNull();
      const gone = await visitor.get(`/api/shared-reports/${shared.share.token}`).expect(404);
      expect(gone.body.error).toBe('This report link is no longer available.');
      await visitor.get('/api/shared-reports/not-a-token').expect(404);
      await visitor.get(`/api/shared-reports/${'A'.repeat(43)}`).expect(404);

      const outsider = await signUp(app.url);
      await outsider.agent.post(`/api/reports/${report.id}/share`).expect(404);
      await outsider.agent.delete(`/api/reports/${report.id}/share`).expect(404);
      await outsider.agent.post(`/api/reports/${report.id}/narrative`).expect(404);

      const renewed = (await boss.agent.post(`/api/reports/${report.id}/share`).expect(200))
        .body as ReportShareResponse;
      expect(renewed.share.token).not.toBe(shared.share.token);
    });

    it('should write the narrative with the built-in composer and keep it with the report', async () => {
      const report = await create(boss.agent, { name: 'Money talk', template: 'financial' });
      const written = (await boss.agent.post(`/api/reports/${report.id}/narrative`).expect(200))
        .body as ReportNarrativeResponse;
      expect(written.narrative.written_by).toBe('composer');
      expect(written.narrative.text).toContain('value proposed $3,500.3');
      expect(written.narrative.text).toContain('paid $400.05');
      expect((await read(boss.agent, report.id)).narrative).toEqual(written.narrative);
      const share = (await boss.agent.post(`/api/reports/${report.id}/share`).expect(200))
        .body as ReportShareResponse;
      const page = (await request(app.url).get(`/api/shared-reports/${share.share.token}`))
        .body as SharedReportResponse;
      expect(page.narrative).toEqual(written.narrative);
    });

    it('should rebuild the reports and contacts equal to the live ones', async () => {
      await expectRebuildEqualsLive(
        app,
        ['reports', 'contacts'],
        [
          'reports',
          'report_proposals',
          'report_jobs',
          'report_money',
          'report_calls',
          'report_business_hours',
          'contacts',
        ],
      );
    });
  });
}
