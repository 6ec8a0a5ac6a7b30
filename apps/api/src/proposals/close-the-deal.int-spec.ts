import type { DashboardProposal } from '@vanilla/contracts';
import { newAgent } from '../testing/accounts-fixtures.js';
import { connectedManager } from '../testing/connect-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { fakeStripePayments } from '../testing/fake-stripe-payments.js';
import {
  signedStripeWebhook,
  startFakeStripeServer,
  stripeEvent,
} from '../testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../testing/fake-stripe-server.js';
import type { FakeSmtpServer } from '../testing/fake-smtp-server.js';
import { downloadPdf, embeddedCertificate } from './testing/sealed-pdf-fixtures.js';
import { mailAddress, receivedBy, startMailingSuite } from '../testing/mail-fixtures.js';
import type { MailingSuite } from '../testing/mail-fixtures.js';
import { heatPumpContent, signingBody } from '../testing/proposal-fixtures.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import { collect, connectSocket } from '../testing/socket-client.js';
import type { TestSocket } from '../testing/socket-client.js';
import { activateSubscription } from '../testing/stripe-fixtures.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';
import { verifyEvidence } from './sealed-pdf/verify-sealed-pdf.js';
import { addOns, priceOptions } from './testing/offer-fixtures.js';

const CONNECT_SECRET = 'whsec_close_the_deal';
const PUBLIC_BASE_URL = 'http://app.vanilla.example';
const CLIENT_PHONE = '+15125550188';

// Premium with five years of labour, and the 20 % deposit on it.
const CHOSEN_TOTAL = 20_950;
const DEPOSIT = 4_190;

const failedParts = (bytes: Buffer) =>
  verifyEvidence(bytes)
    .filter((check) => !check.ok)
    .map((check) => check.part);

// Issue 20's journey through the API: the contractor sends by email and text, the client opens
// the link from the mail, picks Premium and an add-on, consents, signs and pays the deposit on the
// contractor's connected account; the dashboard is told live, both sides get the same sealed PDF,
// and the verifier holds it and catches one changed byte.
for (const kind of databaseKinds()) {
  describe(`closing the deal on the link on ${kind}`, () => {
    let suite: MailingSuite;
    let app: TestApp;
    let smtp: FakeSmtpServer;
    let stripe: FakeStripeServer;
    let socket: TestSocket | undefined;

    beforeAll(async () => {
      stripe = await startFakeStripeServer();
      suite = await startMailingSuite(kind, {
        env: {
          STRIPE_SECRET_KEY: 'sk_test_close_the_deal',
          STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
          PUBLIC_BASE_URL,
        },
        providerOverrides: { payments: fakeStripePayments(stripe) },
      });
      ({ app, smtp } = suite);
    });

    afterAll(async () => {
      socket?.close();
      await suite.close();
      await stripe.close();
    });

    it('should take the client from the mailed link to a signed Premium choice, a paid deposit and a sealed PDF both sides can verify', async () => {
      // A Super Pro contractor with payouts connected and a receptionist number to text from.
      const contractor = await connectedManager(app.url, stripe);
      const { agent, accountId } = contractor;
      agent.set('Origin', PUBLIC_BASE_URL);
      await activateSubscription(app.store, contractor.user.id, 'super_pro');
      await agent.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200);
      await app.runner.waitUntilCaughtUp();
      socket = await connectSocket(app.url, {}, { Cookie: contractor.cookie });
      const pushed = collect(socket, 'proposal.updated');

      const clientEmail = mailAddress('dana');
      const { token, proposalId } = (
        await agent
          .post('/api/share-proposal')
          .send({
            proposalContent: heatPumpContent,
            clientName: 'Dana Smith',
            clientEmail,
            companyName: 'Cool Air HVAC',
            priceOptions,
            addOns,
            deposit: { percent: 20 },
          })
          .expect(201)
      ).body as { token: string; proposalId: string };
      const sent = (
        await agent
          .post('/api/send-proposal')
          .send({ token, channels: ['email', 'sms'], phone: '(512) 555-0188' })
          .expect(200)
      ).body;
      expect(sent.sent.map((one: { channel: string; address: string }) => one)).toEqual([
        expect.objectContaining({ channel: 'email', address: clientEmail }),
        expect.objectContaining({ channel: 'sms', address: CLIENT_PHONE }),
      ]);

      // The client's mail and text carry the same link; the text says how to stop them.
      const link = `${PUBLIC_BASE_URL}/shared-proposal/${token}`;
      await eventually(
        'the client is mailed the link',
        () => receivedBy(smtp, clientEmail).length > 0,
      );
      const [invitation] = receivedBy(smtp, clientEmail);
      expect(invitation.text).toContain(link);
      await app.runner.waitUntilCaughtUp();
      const { rows: texts } = await app.db.query<{ body: string }>(
        'SELECT body FROM sms_outbox WHERE "to" = $1',
        [CLIENT_PHONE],
      );
      expect(texts).toHaveLength(1);
      expect(texts[0].body).toContain(link);
      expect(texts[0].body).toContain('Reply STOP to opt out.');

      // The client opens the mailed link: the options, the add-ons, the consent and the deposit.
      const linkToken = new URL(
        /https?:\/\/\S+\/shared-proposal\/[\w-]+/.exec(invitation.text)![0],
      ).pathname
        .split('/')
        .pop()!;
      expect(linkToken).toBe(token);
      const client = newAgent(app.url);
      await client.post('/api/track-proposal-view').send({ token }).expect(200);
      const page = (await client.get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.price_options.map((option: { name: string }) => option.name)).toEqual([
        'Basic',
        'Standard',
        'Premium',
      ]);
      expect(page.add_ons).toHaveLength(2);
      expect(page.consent_disclosure.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(page.deposit).toMatchObject({ percent: 20, offered: true, paid: false });

      // Premium plus the labour add-on, with consent.
      await client
        .post('/api/track-proposal-view')
        .send({
          ...signingBody(token, { name: 'Dana Smith', email: clientEmail }),
          optionId: 'premium',
          addOnIds: ['labor'],
        })
        .expect(200);
      const signedPage = (await client.get(`/api/proposal/${token}`).expect(200)).body;
      expect(signedPage.is_signed).toBe(true);
      expect(signedPage.deposit).toMatchObject({ due: DEPOSIT, paid: false });

      // The deposit, on the contractor's account, its webhook delivered five times at once.
      const { url } = (await client.post(`/api/proposals/${token}/deposit/checkout`).expect(200))
        .body as { url: string };
      const [sessionId, session] = [...stripe.checkoutSessions].find(([, s]) => s.url === url)!;
      expect(stripe.payments.get(sessionId)?.account).toBe(accountId);
      expect(session.amount_total).toBe(DEPOSIT * 100);
      const completed = JSON.stringify({
        ...stripeEvent('checkout.session.completed', {
          ...session,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: `pi_${proposalId.slice(0, 8)}`,
        }),
        account: accountId,
      });
      const deliveries = await Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`${app.url}/webhooks/stripe-connect`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signedStripeWebhook(completed, CONNECT_SECRET),
            },
            body: completed,
          }),
        ),
      );
      expect(deliveries.map((delivery) => delivery.status)).toEqual(Array(5).fill(200));

      // The dashboard was told, without asking: accepted at the chosen total, deposit paid.
      const row = (await pushed.waitFor(
        (p) => p.token === token && p.deposit_paid !== null,
      )) as DashboardProposal;
      expect(row).toMatchObject({
        status: 'accepted',
        value: CHOSEN_TOTAL,
        deposit_paid: { amount: DEPOSIT, paid_at: expect.any(String) },
      });
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      const types = history.events.map((event: { type: string }) => event.type);
      expect(types.filter((type: string) => type === 'DepositPaid')).toHaveLength(1);
      expect(types).toEqual(
        expect.arrayContaining(['ProposalSent', 'ProposalConsentGiven', 'ProposalSigned']),
      );

      // Both sides hold the same sealed PDF: downloaded, and attached to their mails.
      const clientPdf = await downloadPdf(client, `/api/proposal/${token}/pdf`);
      const contractorPdf = await downloadPdf(agent, `/api/proposals/${token}/pdf`);
      expect(contractorPdf.equals(clientPdf)).toBe(true);
      const attachedPdfs = () =>
        [...receivedBy(smtp, clientEmail), ...receivedBy(smtp, contractor.user.email)].flatMap(
          (mail) => mail.attachments.filter((file) => file.contentType === 'application/pdf'),
        );
      await eventually('both mails carry the PDF', () => attachedPdfs().length === 2);
      const attached = attachedPdfs();
      expect(attached.every((file) => file.content.equals(clientPdf))).toBe(true);

      // The verifier holds every part, names the chosen option, and catches one changed byte.
      expect(failedParts(clientPdf)).toEqual([]);
      expect(embeddedCertificate(clientPdf).choice).toEqual({
        option: { id: 'premium', name: 'Premium', price: 19_750 },
        addOns: [addOns[0]],
        total: CHOSEN_TOTAL,
      });
      const tampered = Buffer.from(clientPdf);
      tampered[Math.floor(tampered.length / 3)] ^= 0x01;
      expect(failedParts(tampered)).toContain('seal');
    });
  });
}
