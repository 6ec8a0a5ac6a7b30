import { createHash } from 'node:crypto';
import { offerRequestMessages } from '@vanilla/contracts';
import { newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { downloadPdf, embeddedCertificate } from './testing/sealed-pdf-fixtures.js';
import { dashboardRow, heatPumpContent, signingBody } from '../testing/proposal-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';
import { canonicalJson } from './evidence-hashes.js';
import { addOns, priceOptions } from './testing/offer-fixtures.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

for (const kind of databaseKinds()) {
  describe(`price options and add-ons on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    const share = (agent: Agent, extra: Record<string, unknown> = {}) =>
      agent.post('/api/share-proposal').send({
        proposalContent: heatPumpContent,
        clientName: 'Dana Smith',
        clientEmail: 'dana@example.com',
        priceOptions,
        addOns,
        ...extra,
      });

    it('should offer the options and add-ons on the link and value the proposal at the recommended one', async () => {
      const { agent } = await signUp(app.url);
      const { token } = (await share(agent).expect(201)).body;
      const page = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.price_options).toEqual([
        priceOptions[0],
        priceOptions[1],
        { ...priceOptions[2], recommended: false },
      ]);
      expect(page.add_ons).toEqual(addOns);
      expect(page.chosen).toBeNull();
      expect(await dashboardRow(app, agent, token)).toMatchObject({
        status: 'sent',
        value: 15_900,
      });

      const plain = (
        await agent
          .post('/api/share-proposal')
          .send({ proposalContent: heatPumpContent, clientName: 'Lee' })
          .expect(201)
      ).body;
      const plainPage = (await newAgent(app.url).get(`/api/proposal/${plain.token}`).expect(200))
        .body;
      expect(plainPage).toMatchObject({ price_options: [], add_ons: [], chosen: null });
    });

    it('should refuse an offer that cannot be chosen from, sharing nothing', async () => {
      const { agent } = await signUp(app.url);
      const refusals: Array<[Record<string, unknown>, string]> = [
        [
          { priceOptions: [priceOptions[0], { ...priceOptions[1], id: 'basic' }] },
          'Each price option and add-on needs its own id.',
        ],
        [
          { addOns: [addOns[0], { ...addOns[1], id: 'labor' }] },
          'Each price option and add-on needs its own id.',
        ],
        [
          { priceOptions: [priceOptions[1], { ...priceOptions[0], recommended: true }] },
          'At most one price option can be recommended.',
        ],
        [{ priceOptions: [{ ...priceOptions[0], price: -1 }] }, offerRequestMessages.price],
        [{ priceOptions: [{ ...priceOptions[0], price: 10.005 }] }, offerRequestMessages.price],
        [{ priceOptions: [{ ...priceOptions[0], price: '12,400' }] }, offerRequestMessages.price],
        [{ addOns: [{ ...addOns[0], name: '  ' }] }, offerRequestMessages.name],
        [{ addOns: [{ ...addOns[0], id: 'has space' }] }, offerRequestMessages.id],
        [
          {
            priceOptions: Array.from({ length: 7 }, (_, i) => ({
              ...priceOptions[0],
              id: `o${i}`,
            })),
          },
          offerRequestMessages.tooMany,
        ],
        [{ addOns: { labor: addOns[0] } }, offerRequestMessages.notList],
      ];
      for (const [extra, error] of refusals) {
        const answer = await share(agent, extra).expect(400);
        expect(answer.body).toMatchObject({ success: false, error });
      }
      await app.runner.waitUntilCaughtUp();
      expect((await agent.get('/api/dashboard').expect(200)).body.proposals).toEqual([]);
    });

    it('should refuse a signature without a valid choice, recording nothing', async () => {
      const { agent } = await signUp(app.url);
      const { token } = (await share(agent).expect(201)).body;
      const client = newAgent(app.url);
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{}, 'Please choose one of the price options.'],
        [{ addOnIds: ['labor'] }, 'Please choose one of the price options.'],
        [{ optionId: 'deluxe' }, 'That price option is not part of this proposal.'],
        [{ optionId: 'basic', addOnIds: ['pool'] }, 'That add-on is not part of this proposal.'],
        [{ optionId: 'basic', addOnIds: ['labor', 'labor'] }, 'Each add-on can be chosen once.'],
        [{ optionId: 'basic', addOnIds: 'labor' }, offerRequestMessages.choice],
        [{ optionId: ['basic'] }, offerRequestMessages.choice],
      ];
      for (const [choice, error] of refusals) {
        const answer = await client
          .post('/api/track-proposal-view')
          .send({ ...signingBody(token), ...choice })
          .expect(400);
        expect(answer.body).toMatchObject({ success: false, error });
      }
      const page = (await client.get(`/api/proposal/${token}`).expect(200)).body;
      expect(page).toMatchObject({ is_signed: false, chosen: null });
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(history.events.map((e: { type: string }) => e.type)).toEqual(['ProposalShared']);
    });

    it('should sign the chosen option and add-ons, seal them with the content and make their total the value', async () => {
      const { agent, body: manager } = await signUp(app.url);
      const { token } = (await share(agent).expect(201)).body;
      const client = newAgent(app.url);
      await client
        .post('/api/track-proposal-view')
        .send({ ...signingBody(token), optionId: 'premium', addOnIds: ['parts', 'labor'] })
        .expect(200);

      const choice = {
        option: { id: 'premium', name: 'Premium', price: 19_750 },
        addOns: [
          { id: 'parts', name: 'Extended Parts Protection, 3 years', price: 800.5 },
          { id: 'labor', name: 'Extended Labor Protection, 5 years', price: 1_200 },
        ],
        total: 21_750.5,
      };
      const page = (await client.get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.chosen).toEqual({
        option_id: 'premium',
        add_on_ids: ['parts', 'labor'],
        total: 21_750.5,
      });
      expect(await dashboardRow(app, agent, token)).toMatchObject({
        status: 'accepted',
        value: 21_750.5,
      });

      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      const shared = history.events[0].data;
      const contentHash = sha256(
        canonicalJson({
          content: heatPumpContent,
          photos: [],
          priceOptions: shared.priceOptions,
          addOns: shared.addOns,
        }),
      );
      expect(shared.contentHash).toBe(contentHash);
      const signed = history.events.find((e: { type: string }) => e.type === 'ProposalSigned');
      expect(signed.data).toMatchObject({
        contentHash,
        choice,
        agreementHash: sha256(canonicalJson({ contentHash, choice })),
      });

      const certificate = (await agent.get(`/api/proposals/${token}/certificate`).expect(200)).body;
      expect(certificate).toMatchObject({
        content_sha256: contentHash,
        choice,
        agreement_sha256: signed.data.agreementHash,
        add_ons: addOns,
      });
      expect(certificate.price_options).toHaveLength(3);
      expect(certificate.how_to_verify).toContain('agreement_sha256');

      await app.runner.waitUntilCaughtUp();
      const { jobs } = (await agent.get('/api/jobs').expect(200)).body;
      expect(jobs).toEqual([expect.objectContaining({ proposal_token: token, amount: 21_750.5 })]);
      const mails = await app.db.query<{ to: string; text: string }>(
        'SELECT "to", text FROM mail_outbox WHERE "to" = ANY($1)',
        [['dana@example.com', manager.email]],
      );
      expect(mails.rows).toHaveLength(2);
      for (const mail of mails.rows) {
        expect(mail.text).toContain(
          'Chosen: Premium + Extended Parts Protection, 3 years + Extended Labor Protection, 5 years, $21,750.5.',
        );
      }
    });

    it('should keep one signature, and its choice, of 100 concurrent ones choosing differently', async () => {
      const { agent } = await signUp(app.url);
      const { token } = (await share(agent).expect(201)).body;
      const choices = Array.from({ length: 100 }, (_, i) => ({
        optionId: priceOptions[i % 3].id,
        addOnIds: [[], ['labor'], ['parts'], ['parts', 'labor']][i % 4],
      }));
      const answers = await Promise.all(
        choices.map((choice, i) =>
          newAgent(app.url)
            .post('/api/track-proposal-view')
            .send({
              ...signingBody(token, { name: `Signer ${i}`, email: `s${i}@example.com` }),
              ...choice,
            }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(99);
      const winner = choices[answers.findIndex((answer) => answer.status === 200)];

      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      const signed = history.events.filter((e: { type: string }) => e.type === 'ProposalSigned');
      expect(signed).toHaveLength(1);
      expect(signed[0].data.choice.option.id).toBe(winner.optionId);
      expect(signed[0].data.choice.addOns.map((a: { id: string }) => a.id)).toEqual(
        winner.addOnIds,
      );
      const page = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.chosen).toMatchObject({
        option_id: winner.optionId,
        add_on_ids: winner.addOnIds,
      });
      const certificate = (await agent.get(`/api/proposals/${token}/certificate`).expect(200)).body;
      expect(certificate.choice).toEqual(signed[0].data.choice);
      const pdf = await downloadPdf(agent, `/api/proposals/${token}/pdf`);
      expect(embeddedCertificate(pdf).choice).toEqual(signed[0].data.choice);
    });

    it("should not show another company's proposal choices or certificate", async () => {
      const owner = await signUp(app.url);
      const stranger = await signUp(app.url);
      const { token } = (await share(owner.agent).expect(201)).body;
      await newAgent(app.url)
        .post('/api/track-proposal-view')
        .send({ ...signingBody(token), optionId: 'basic' })
        .expect(200);
      await stranger.agent.get(`/api/proposals/${token}/certificate`).expect(404);
      await stranger.agent.get(`/api/proposals/${token}/history`).expect(404);
    });
  });
}
