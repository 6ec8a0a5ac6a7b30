import type { AddressInfo } from 'node:net';
import { proposalStreamName, receptionistStreamName } from '@vanilla/domain';
import { createStripePayments } from '../../billing/index.js';
import { cookiesOf, newAgent, registration, signUp } from '../../testing/accounts-fixtures.js';
import type { Agent } from '../../testing/accounts-fixtures.js';
import { startFakeStripeServer } from '../../testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../../testing/fake-stripe-server.js';
import {
  inBatches,
  malformedRequests,
  MALFORMATIONS,
  rawMalformedRequest,
  routesOf,
  seededRandom,
  sendHttp,
  sendRaw,
} from '../../testing/malformed-requests.js';
import type { CampaignContext, MalformedRequest } from '../../testing/malformed-requests.js';
import { signatureDataUrl } from '../../testing/png-fixtures.js';
import { createBody } from '../../testing/receptionist-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { databaseKinds } from '../../testing/test-database.js';

const SEED = 20_261_122;
const COUNT = 10_000;
const CONCURRENCY = 8;
const RAW = 400;
const PRICES = { pro: 'price_pro_fuzz', super_pro: 'price_super_fuzz' };

// The one 5xx the API answers on purpose: in test mode no phone can ring for a visitor's demo.
const DELIBERATE = [{ method: 'POST', path: '/api/request-call', status: 503 }];

type Company = {
  manager: Agent;
  managerCookie: string;
  receptionistId: string;
  proposalId: string;
  token: string;
  callId: string;
  invitationId: string;
  invitationToken: string;
  reportId: string;
  reportToken: string;
};

const shareBody = {
  proposalContent:
    '# Heat Pump Proposal\n\n## Summary\nA 3-ton heat pump.\n\n## Investment\n$12,500',
  clientName: 'Dana Smith',
  clientEmail: 'dana@example.com',
  clientAddress: '12 Oak Lane, Austin, TX',
  companyName: 'Cool Air HVAC',
  companyAddress: '1 Shop Rd',
  companyPhone: '512-555-0100',
  companyEmail: 'office@coolair.test',
  templateChoice: 'modern',
  value: 12_500,
  keySellingPoints: { price: '$12,500', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
};

// Well-formed requests of each route, which the campaign breaks one thing at a time.
const wellFormedBodies = (a: Company): CampaignContext['bodies'] => ({
  '/auth/member/login': {
    email: 'someone@example.com',
    password: 'wrong-password',
    rememberMe: true,
  },
  '/auth/member/register': registration(),
  '/auth/request-reset': { email: 'someone@example.com' },
  '/auth/reset-password': {
    token: 'x'.repeat(43),
    email: 'someone@example.com',
    password: 'n3w-pass',
  },
  '/auth/change-password': { currentPassword: 'not-the-password', newPassword: 'another-one' },
  '/auth/manager/invitations': { email: 'invitee@example.com' },
  '/api/generate-proposal': {
    proposalName: 'Heat pump',
    category: 'HVAC',
    clientName: 'Dana',
    clientEmail: 'dana@example.com',
    priceOptions: { basic: '9000', standard: '12000', premium: '15000' },
    projectMilestones: [{ title: 'Install', description: 'Day one', date: 'May 1' }],
    testimonials: [{ name: 'Sam', rating: 5, comment: 'Great' }],
    photos: [],
    templateChoice: 'vanilla',
  },
  '/api/voice-to-proposal': {
    voiceTranscript: 'Replace the furnace for Dana',
    templateChoice: 'modern',
  },
  '/api/share-proposal': { ...shareBody, proposalId: a.proposalId },
  '/api/track-proposal-view': { token: a.token, name: 'Dana', email: 'dana@example.com' },
  '/api/proposal-message': {
    token: a.token,
    name: 'Dana',
    email: 'dana@example.com',
    message: 'Hi',
  },
  '/api/proposals/:token/decline': { reason: 'Too dear' },
  '/api/proposals/:token/request-new-link': { message: 'Please send it again' },
  '/api/proposals/:token/extend': {
    expiresAt: new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString(),
  },
  '/api/delete-proposal': { token: a.token },
  '/api/send-proposal': { token: a.token, channels: ['email'] },
  '/api/system/toggle-test-mode': { testMode: true },
  '/api/ai-receptionist/create-with-vapi': createBody(),
  '/api/ai-receptionist/:id': {
    name: 'Ava',
    companyName: 'Arctic Comfort',
    greeting: 'Hi there',
    tone: 'Warm',
    goals: '["Book appointments"]',
    follow_ups: '[]',
    answer_timing: '["24/7"]',
    call_forwarding: '',
    operating_hours: { timezone: 'UTC', days: { monday: { open: '09:00', close: '17:00' } } },
    is_active: true,
  },
  '/api/receptionist-feedback': { email: 'someone@example.com', feedback: 'Nice' },
  '/api/company': {
    company_name: 'Arctic Comfort HVAC',
    company_address: '1 Frost Way, Austin, TX',
    company_phone: '(512) 555-0147',
    company_email: 'office@arctic.example',
    license_number: 'TX-ACR-42',
    website: 'https://arctic.example',
    logo: signatureDataUrl(),
  },
  '/api/request-call': {
    customerName: 'Dana',
    phone: '+14155550123',
    companyName: 'Acme',
    sector: 'hvac',
    goal: 'appointment',
  },
  '/api/calls/simulate': { receptionistId: a.receptionistId, callerName: 'Dana', goal: 'quote' },
  '/api/reports': {
    name: 'March',
    template: 'financial',
    from: '2026-03-01',
    to: '2026-03-31',
    timezone: 'America/Chicago',
  },
  '/api/payments/create-checkout-session': { priceId: PRICES.pro },
  '/api/payments/upgrade-subscription': { new_price_id: PRICES.super_pro },
  '/webhooks/vapi': { message: { type: 'end-of-call-report', call: { id: 'call-fuzz' } } },
  '/webhooks/stripe': { id: 'evt_fuzz', type: 'invoice.paid', data: { object: {} } },
  '/webhooks/stripe-connect': {
    id: 'evt_fuzz_deposit',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_fuzz', metadata: { proposalId: 'p-fuzz' } } },
  },
  '/webhooks/twilio/voice': { CallSid: 'CAfuzz', From: '+15125550147', To: '+14155550100' },
  '/webhooks/twilio/dial-status': { CallSid: 'CAfuzz', DialCallStatus: 'no-answer' },
  '/webhooks/twilio/status': { CallSid: 'CAfuzz', CallStatus: 'completed' },
  '/webhooks/twilio/recording': { CallSid: 'CAfuzz', RecordingUrl: 'https://x.example/r' },
});

const withoutDecline = ({
  is_declined: _declined,
  declined_at: _at,
  declined_reason: _reason,
  ...page
}: Record<string, unknown>) => page;

for (const kind of databaseKinds()) {
  describe(`malformed requests on ${kind}`, () => {
    let app: TestApp;
    let stripe: FakeStripeServer;

    beforeAll(async () => {
      stripe = await startFakeStripeServer();
      app = await startSuiteApp(kind, {
        env: {
          METRICS_TOKEN: 'metrics-token-fuzz-campaign',
          STRIPE_SECRET_KEY: 'sk_test_fuzz',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
          STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
          STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_fuzz_connect',
          STRIPE_PRICE_PRO: PRICES.pro,
          STRIPE_PRICE_SUPER_PRO: PRICES.super_pro,
        },
        providerOverrides: {
          payments: createStripePayments(stripe.secretKey, {
            host: '127.0.0.1',
            port: stripe.port,
            protocol: 'http',
          }),
        },
      });
      stripe.addPrice(PRICES.pro, { unitAmount: 6000 });
      stripe.addPrice(PRICES.super_pro, { unitAmount: 10000 });
    });

    afterAll(async () => {
      await app?.close();
      await stripe?.close();
    });

    // A company with one of everything a route can name: receptionist, shared proposal, call,
    // pending invitation.
    const company = async (): Promise<Company> => {
      const { agent, cookie } = await signUp(app.url, { company_name: 'Arctic Comfort HVAC' });
      const receptionist = await agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(createBody())
        .expect(200);
      const shared = await agent.post('/api/share-proposal').send(shareBody).expect(201);
      const call = await agent.post('/api/calls/simulate').send({}).expect(200);
      const invitation = await agent
        .post('/auth/manager/invitations')
        .send({ email: `invitee-${Date.now()}@example.com` })
        .expect(201);
      const report = await agent
        .post('/api/reports')
        .send({ name: 'March', template: 'operations', from: '2026-03-01', to: '2026-03-31' })
        .expect(200);
      const reportShare = await agent
        .post(`/api/reports/${report.body.report.id}/share`)
        .expect(200);
      return {
        manager: agent,
        managerCookie: cookie,
        receptionistId: receptionist.body.receptionist.id as string,
        proposalId: shared.body.proposalId as string,
        token: shared.body.token as string,
        callId: call.body.call_id as string,
        invitationId: invitation.body.invitation.id as string,
        invitationToken: new URL(invitation.body.link as string).searchParams.get('invitation')!,
        reportId: report.body.report.id as string,
        reportToken: reportShare.body.share.token as string,
      };
    };

    const memberOf = async (manager: Agent): Promise<string> => {
      const invite = await manager
        .post('/auth/manager/invitations')
        .send({ email: `member-${Date.now()}@example.com` })
        .expect(201);
      const response = await newAgent(app.url)
        .post('/auth/member/register')
        .send(
          registration({
            email: invite.body.invitation.email,
            invitation_token: new URL(invite.body.link).searchParams.get('invitation'),
          }),
        )
        .expect(201);
      return cookiesOf(response);
    };

    // What company B can see of itself, and what anyone sees of its shared proposal.
    const snapshotOf = async (b: Company) => {
      await app.runner.waitUntilCaughtUp();
      const dashboard = await b.manager.get('/api/dashboard').expect(200);
      return {
        // Anyone with the link may decline it, so whether it is declined is left out.
        page: withoutDecline(
          (await newAgent(app.url).get(`/api/proposal/${b.token}`).expect(200)).body,
        ),
        receptionist: (await b.manager.get(`/api/ai-receptionist/${b.receptionistId}`).expect(200))
          .body,
        // Its status may go from sent to viewed: anyone with the link may open it.
        proposals: (dashboard.body.proposals as Array<Record<string, unknown>>).map(
          ({ proposal_id, title, value }) => ({ proposal_id, title, value }),
        ),
        calls: (await b.manager.get('/api/calls').expect(200)).body,
        invitations: (await b.manager.get('/auth/manager/invitations').expect(200)).body,
        team: (await b.manager.get('/auth/manager/team').expect(200)).body,
        company: (await b.manager.get('/api/company').expect(200)).body,
        report: (await b.manager.get(`/api/reports/${b.reportId}`).expect(200)).body,
        sharedReport: (await newAgent(app.url).get(`/api/shared-reports/${b.reportToken}`)).status,
        receptionistEvents: (await app.store.readStream(receptionistStreamName(b.receptionistId)))
          .length,
      };
    };

    const count = async (table: string) =>
      Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

    it('should answer 10,000 malformed requests over every route below 500 and leave stored data as it was', async () => {
      const a = await company();
      const b = await company();
      const context: CampaignContext = {
        cookies: { visitor: null, manager: a.managerCookie, member: await memberOf(a.manager) },
        ids: {
          own: {
            id: [a.receptionistId, a.callId, a.invitationId, a.reportId],
            token: [a.token, a.invitationToken, a.reportToken],
          },
          foreign: {
            id: [b.receptionistId, b.callId, b.invitationId, b.reportId],
            token: [b.token, b.invitationToken, b.reportToken],
            receptionist: [b.receptionistId],
            proposal: [b.proposalId],
          },
        },
        bodies: wellFormedBodies(a),
      };
      const routes = routesOf(app.app);
      const before = {
        b: await snapshotOf(b),
        users: await count('users'),
        companies: await count('companies'),
      };
      const { port } = app.app.getHttpServer().address() as AddressInfo;

      const requests = malformedRequests(SEED, COUNT, routes, context);
      const answers = await inBatches(requests, CONCURRENCY, async (request: MalformedRequest) => ({
        request,
        ...(await sendHttp(port, request)),
      }));
      const random = seededRandom(SEED);
      const raw = await inBatches(
        Array.from({ length: RAW }, () => rawMalformedRequest(random, a.managerCookie)),
        4,
        async (bytes) => ({ bytes, status: await sendRaw(port, bytes) }),
      );

      const deliberate = ({ request, status }: (typeof answers)[number]) =>
        DELIBERATE.some(
          (d) =>
            d.method === request.method && d.path === request.route.path && d.status === status,
        );
      const failures = answers.filter((answer) => answer.status >= 500 && !deliberate(answer));
      const rawFailures = raw.filter(({ status }) => status >= 500);
      const summary = {
        requests: answers.length + raw.length,
        routes: routes.length,
        byKind: Object.fromEntries(
          MALFORMATIONS.map((name) => [
            name,
            answers.filter((x) => x.request.kind === name).length,
          ]),
        ),
        statuses: answers.reduce<Record<number, number>>(
          (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
          {},
        ),
        rawStatuses: raw.reduce<Record<number, number>>(
          (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
          {},
        ),
        fiveHundreds: failures.length + rawFailures.length,
      };
      console.log(`malformed requests on ${kind}: ${JSON.stringify(summary)}`);
      expect(routes.length).toBeGreaterThanOrEqual(60);
      expect(
        failures.slice(0, 10).map(({ request, status, body }) => ({
          status,
          kind: request.kind,
          method: request.method,
          url: request.url.slice(0, 200),
          payload: request.payload?.slice(0, 200),
          body,
        })),
      ).toEqual([]);
      expect(rawFailures.map(({ bytes }) => bytes.subarray(0, 200).toString('latin1'))).toEqual([]);
      // Every request was answered; only CONNECT, which Node hands to a tunnel handler the app
      // does not have, is closed without one.
      expect(
        answers.filter(({ status }) => status === 0).map(({ request }) => request.url),
      ).toEqual([]);
      expect(
        raw
          .filter(({ status }) => status === 0)
          .map(({ bytes }) => bytes.subarray(0, 80).toString('latin1'))
          .filter((head) => !head.startsWith('CONNECT ')),
      ).toEqual([]);

      // Alive, still serving the campaign's sessions, and company B untouched.
      expect((await fetch(`${app.url}/health`)).status).toBe(200);
      const check = await fetch(`${app.url}/auth/check-auth`, {
        headers: { cookie: a.managerCookie },
      });
      expect(((await check.json()) as { authenticated: boolean }).authenticated).toBe(true);
      expect(await snapshotOf(b)).toEqual(before.b);
      const anyoneMay = new Set([
        'ProposalShared',
        'ProposalViewed',
        'ProposalMessageReceived',
        'ProposalDeclined',
      ]);
      const bEvents = await app.store.readStream(proposalStreamName(b.proposalId));
      expect(bEvents.filter((event) => !anyoneMay.has(event.type))).toEqual([]);
      const registered = answers.filter(
        ({ request, status }) => request.route.path === '/auth/member/register' && status === 201,
      ).length;
      expect(await count('users')).toBe(before.users + registered);
      expect(await count('companies')).toBeLessThanOrEqual(before.companies + registered);
    }, 900_000);
  });
}
