import { createHash } from 'node:crypto';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { newAgent, registration, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { signatureDataUrl } from '../testing/png-fixtures.js';
import { databaseKinds } from '../testing/test-database.js';

// The client's address (a documentation one), as the proxy in front of the API forwards it.
const CLIENT_ADDRESS = '198.51.100.23';

const content =
  '# Heat Pump Proposal\n\n## Summary\nA 3-ton heat pump for the Smith home.\n\n## Investment\n$12,500';

const shareBody = (overrides: Record<string, unknown> = {}) => ({
  proposalContent: content,
  clientName: 'Dana Smith',
  clientEmail: 'dana@example.com',
  clientAddress: '12 Oak Lane, Austin, TX',
  companyName: 'Cool Air HVAC',
  companyAddress: '1 Shop Rd',
  companyPhone: '512-555-0100',
  companyEmail: 'office@coolair.test',
  templateChoice: 'modern',
  keySellingPoints: { price: '$12,500', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
  ...overrides,
});

const share = async (agent: Agent, overrides: Record<string, unknown> = {}) =>
  (await agent.post('/api/share-proposal').send(shareBody(overrides)).expect(201)).body as {
    token: string;
    shareLink: string;
    proposalId: string;
  };

for (const kind of databaseKinds()) {
  describe(`proposals API on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    const dashboard = async (agent: Agent, includeTeam = true) => {
      await app.runner.waitUntilCaughtUp();
      return (await agent.get(`/api/dashboard?include_team=${includeTeam}`).expect(200)).body
        .proposals as Array<Record<string, unknown>>;
    };

    it('should share, show, count views and sign with evidence, then refuse a second signature', async () => {
      const { agent } = await signUp(app.url);
      const shared = await share(agent);
      expect(shared.token.length).toBeGreaterThanOrEqual(22);
      expect(shared.shareLink).toMatch(
        new RegExp(`^http://localhost:\\d+/shared-proposal/${shared.token}$`),
      );

      const client = newAgent(app.url, CLIENT_ADDRESS);
      const page = await client.get(`/api/proposal/${shared.token}`).expect(200);
      expect(page.body).toMatchObject({
        success: true,
        title: 'Heat Pump Proposal',
        company_name: 'Cool Air HVAC',
        client_name: 'Dana Smith',
        client_address: '12 Oak Lane, Austin, TX',
        template_choice: 'modern',
        is_signed: false,
        content,
        proposal_content: content,
      });

      await client
        .post('/api/track-proposal-view')
        .send({ token: shared.token })
        .expect(200, { success: true });
      await client.post('/api/track-proposal-view').send({ token: shared.token }).expect(200);
      // The contractor previewing their own link is not a client view.
      await agent.post('/api/track-proposal-view').send({ token: shared.token }).expect(200);
      let [row] = await dashboard(agent);
      expect(row).toMatchObject({
        token: shared.token,
        view_count: 2,
        engagement: 40,
        status: 'viewed',
        value: 12500,
        client_name: 'Dana Smith',
      });

      const signature = signatureDataUrl();
      await client
        .post('/api/track-proposal-view')
        .set('User-Agent', 'Mozilla/5.0 (iPhone)')
        .send({
          token: shared.token,
          signature,
          name: 'Dana Smith',
          email: 'dana@example.com',
          consent: true,
        })
        .expect(200);
      const again = await newAgent(app.url)
        .post('/api/track-proposal-view')
        .send({
          token: shared.token,
          signature,
          name: 'Eve',
          email: 'eve@example.com',
          consent: true,
        })
        .expect(409);
      expect(again.body).toMatchObject({
        success: false,
        error: 'This proposal is already signed.',
      });

      expect((await client.get(`/api/proposal/${shared.token}`).expect(200)).body).toMatchObject({
        is_signed: true,
        signer_name: 'Dana Smith',
      });
      [row] = await dashboard(agent);
      expect(row).toMatchObject({ status: 'accepted' });

      const history = (await agent.get(`/api/proposals/${shared.token}/history`).expect(200)).body;
      expect(history.events.map((e: { type: string }) => e.type)).toEqual([
        'ProposalShared',
        'ProposalViewed',
        'ProposalViewed',
        'ProposalConsentGiven',
        'ProposalSigned',
      ]);
      const disclosure = (await client.get(`/api/proposal/${shared.token}`).expect(200)).body
        .consent_disclosure;
      expect(disclosure.sha256).toBe(createHash('sha256').update(disclosure.text).digest('hex'));
      expect(disclosure.text).toContain('paper copy');
      const consented = history.events[3];
      expect(consented.data).toMatchObject({
        signerName: 'Dana Smith',
        signerEmail: 'dana@example.com',
        disclosureVersion: disclosure.version,
        disclosureHash: disclosure.sha256,
        userAgent: 'Mozilla/5.0 (iPhone)',
      });
      const signed = history.events[4];
      const png = Buffer.from(signature.split(',')[1], 'base64');
      expect(signed.data).toMatchObject({
        signerName: 'Dana Smith',
        signerEmail: 'dana@example.com',
        contentHash: createHash('sha256').update(content).digest('hex'),
        signatureHash: createHash('sha256').update(png).digest('hex'),
        userAgent: 'Mozilla/5.0 (iPhone)',
      });
      expect(signed.data.ip).toBe(CLIENT_ADDRESS);
      expect(history.events[1].previous_hash).toBe(history.events[0].hash);

      const image = await agent.get(`/api/proposals/${shared.token}/signature.png`).expect(200);
      expect(Buffer.compare(image.body as Buffer, png)).toBe(0);

      const certificate = (
        await agent.get(`/api/proposals/${shared.token}/certificate`).expect(200)
      ).body;
      expect(certificate.content_sha256).toBe(
        createHash('sha256').update(certificate.content).digest('hex'),
      );
      expect(certificate.chain_head).toBe(history.events[4].hash);
      expect(certificate.consent).toEqual({
        disclosure_version: disclosure.version,
        disclosure_sha256: disclosure.sha256,
        disclosure_text: disclosure.text,
        consented_at: consented.data.consentedAt,
      });

      const mails = await app.db.query<{ to: string; subject: string }>(
        'SELECT "to", subject FROM mail_outbox ORDER BY created_at',
      );
      expect(mails.rows).toEqual(
        expect.arrayContaining([
          { to: 'dana@example.com', subject: 'You signed "Heat Pump Proposal"' },
          expect.objectContaining({ subject: 'Dana Smith signed "Heat Pump Proposal"' }),
        ]),
      );
    });

    it('should record no address when the share names none, so no placeholder reaches a client or a list', async () => {
      const { agent } = await signUp(app.url);
      const shared = await share(agent, { clientAddress: undefined });
      const page = await newAgent(app.url).get(`/api/proposal/${shared.token}`).expect(200);
      expect(page.body.client_address).toBe('');
      const [row] = await dashboard(agent);
      expect(row).toMatchObject({ token: shared.token, property_address: '' });
    });

    it('should show the state as of any event of the history', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await share(agent);
      await newAgent(app.url).post('/api/track-proposal-view').send({ token }).expect(200);
      const full = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      const atShare = (
        await agent
          .get(`/api/proposals/${token}/history`)
          .query({ at: full.events[0].position })
          .expect(200)
      ).body;
      expect(atShare.state).toMatchObject({ status: 'sent', view_count: 0 });
      expect(full.state).toMatchObject({ status: 'viewed', view_count: 1 });
      await agent.get(`/api/proposals/${token}/history`).query({ at: 'yesterday' }).expect(400);
    });

    it('should record exactly one signature out of 100 concurrent attempts', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await share(agent);
      const attempts = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          newAgent(app.url)
            .post('/api/track-proposal-view')
            .send({
              token,
              signature: signatureDataUrl(i),
              name: `Signer ${i}`,
              email: `s${i}@example.com`,
              consent: true,
            }),
        ),
      );
      expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
      expect(attempts.filter((r) => r.status === 409)).toHaveLength(99);
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(
        history.events.filter((e: { type: string }) => e.type === 'ProposalSigned'),
      ).toHaveLength(1);
    });

    it('should refuse a signature without the consent to sign electronically, recording nothing', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await share(agent);
      const client = newAgent(app.url);
      const signer = { token, signature: signatureDataUrl(), name: 'Dana', email: 'd@example.com' };
      for (const consent of [undefined, false, null]) {
        const refused = await client
          .post('/api/track-proposal-view')
          .send({ ...signer, consent })
          .expect(400);
        expect(refused.body).toEqual({
          success: false,
          error: 'Please agree to use electronic records and signatures before signing.',
        });
      }
      for (const consent of ['true', 1, { yes: true }]) {
        const refused = await client
          .post('/api/track-proposal-view')
          .send({ ...signer, consent })
          .expect(400);
        expect(refused.body.success).toBe(false);
      }
      expect((await client.get(`/api/proposal/${token}`).expect(200)).body.is_signed).toBe(false);
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(history.events.map((e: { type: string }) => e.type)).toEqual(['ProposalShared']);
      await client
        .post('/api/track-proposal-view')
        .send({ ...signer, consent: true })
        .expect(200);
    });

    it('should refuse signatures that are not real PNGs of a sane size', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await share(agent);
      const client = newAgent(app.url);
      const bad = [
        'data:image/png;base64,' + Buffer.from('<svg onload=alert(1)>').toString('base64'),
        'data:image/jpeg;base64,' + signatureDataUrl().split(',')[1],
        'javascript:alert(1)',
        'data:image/png;base64,' + Buffer.alloc(1_100_000, 1).toString('base64'),
      ];
      for (const signature of bad) {
        const response = await client
          .post('/api/track-proposal-view')
          .send({ token, signature, name: 'Dana', email: 'dana@example.com', consent: true });
        expect(response.status).toBe(400);
        expect(response.body.success).toBe(false);
      }
      const noName = await client
        .post('/api/track-proposal-view')
        .send({
          token,
          signature: signatureDataUrl(),
          name: '',
          email: 'dana@example.com',
          consent: true,
        })
        .expect(400);
      expect(noName.body.error).toBe('Please provide your full name');
      const badEmail = await client
        .post('/api/track-proposal-view')
        .send({ token, signature: signatureDataUrl(), name: 'Dana', email: 'dana', consent: true })
        .expect(400);
      expect(badEmail.body.error).toBe('Please provide a valid email address');
      expect((await client.get(`/api/proposal/${token}`).expect(200)).body.is_signed).toBe(false);
    });

    it('should take a client message, count it, and mail the creator', async () => {
      const { agent, body } = await signUp(app.url);
      const { token } = await share(agent);
      await newAgent(app.url)
        .post('/api/proposal-message')
        .send({ token, name: 'Dana', email: 'dana@example.com', message: 'Can you start in May?' })
        .expect(200);
      const [row] = await dashboard(agent);
      expect(row.chat_count).toBe(1);
      const mail = await app.db.query<{ text: string }>(
        'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
        [body.email],
      );
      expect(mail.rows[0].text).toContain('Can you start in May?');
    });

    it('should delete a proposal so its link answers removed and nothing more can happen to it', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await share(agent);
      await agent.post('/api/delete-proposal').send({ token }).expect(200, { success: true });
      const page = await newAgent(app.url).get(`/api/proposal/${token}`).expect(410);
      expect(page.body).toEqual({ success: false, error: 'This proposal has been removed.' });
      await newAgent(app.url).post('/api/track-proposal-view').send({ token }).expect(410);
      await newAgent(app.url)
        .post('/api/track-proposal-view')
        .send({
          token,
          signature: signatureDataUrl(),
          name: 'D',
          email: 'd@example.com',
          consent: true,
        })
        .expect(410);
      expect(await dashboard(agent)).toEqual([]);
      await newAgent(app.url).get('/api/proposal/not-a-token').expect(404);
    });

    it("should scope every private endpoint to the caller's company and role", async () => {
      const manager = await signUp(app.url, { username: 'Maya' });
      const invite = await manager.agent
        .post('/auth/manager/invitations')
        .send({ email: `m-${Date.now()}@example.com` })
        .expect(201);
      const member = newAgent(app.url);
      await member
        .post('/auth/member/register')
        .send(
          registration({
            email: invite.body.invitation.email,
            invitation_token: new URL(invite.body.link).searchParams.get('invitation'),
          }),
        )
        .expect(201);
      const colleague = newAgent(app.url);
      const invite2 = await manager.agent
        .post('/auth/manager/invitations')
        .send({ email: `c-${Date.now()}@example.com` })
        .expect(201);
      await colleague
        .post('/auth/member/register')
        .send(
          registration({
            email: invite2.body.invitation.email,
            invitation_token: new URL(invite2.body.link).searchParams.get('invitation'),
          }),
        )
        .expect(201);
      const outsider = await signUp(app.url);

      const mine = await share(member, { clientName: 'Member Client' });
      const managers = await share(manager.agent, { clientName: 'Manager Client' });

      expect((await dashboard(manager.agent, true)).map((p) => p.client_name).sort()).toEqual([
        'Manager Client',
        'Member Client',
      ]);
      expect((await dashboard(manager.agent, false)).map((p) => p.client_name)).toEqual([
        'Manager Client',
      ]);
      expect((await dashboard(member, true)).map((p) => p.client_name)).toEqual(['Member Client']);
      expect(await dashboard(outsider.agent)).toEqual([]);

      for (const caller of [outsider.agent, colleague]) {
        await caller.get(`/api/proposals/${mine.token}/history`).expect(404);
        await caller.get(`/api/proposals/${mine.token}/certificate`).expect(404);
        await caller.get(`/api/proposals/${mine.token}/signature.png`).expect(404);
        await caller.post('/api/delete-proposal').send({ token: mine.token }).expect(404);
      }
      await member.get(`/api/proposals/${managers.token}/history`).expect(404);
      await manager.agent.get(`/api/proposals/${mine.token}/history`).expect(200);
      // Sharing someone else's generated proposal id is refused too.
      await outsider.agent
        .post('/api/share-proposal')
        .send(shareBody({ proposalId: mine.proposalId }))
        .expect(404);

      await newAgent(app.url).get('/api/dashboard').expect(401);
      await newAgent(app.url).post('/api/share-proposal').send(shareBody()).expect(401);
    });

    it('should write a proposal from the wizard form and from a transcript, then share it by id', async () => {
      const { agent, user } = await signUp(app.url, { username: 'Gabe' });
      const fromForm = await agent
        .post('/api/generate-proposal')
        .send({
          proposalName: 'Whole-Home Heat Pump',
          category: 'HVAC',
          companyName: 'Cool Air HVAC',
          clientName: 'Dana Smith',
          propertyAddress: '12 Oak Lane, Austin, TX',
          priceOptions: { basic: '9800', standard: '12500', premium: '15900' },
          templateChoice: 'professional',
        })
        .expect(201);
      expect(fromForm.body.success).toBe(true);
      expect(fromForm.body.proposal.header).toMatchObject({
        title: 'Whole-Home Heat Pump',
        clientName: 'Dana Smith',
        companyName: 'Cool Air HVAC',
      });
      expect(fromForm.body.proposal.sections.map((s: { title: string }) => s.title)).toEqual(
        expect.arrayContaining(['Investment Options']),
      );
      expect(fromForm.body.templateChoice).toBe('professional');

      const fromVoice = await agent
        .post('/api/voice-to-proposal')
        .send({
          voiceTranscript: 'New 3 ton AC for John Carter at 45 Pine Street, about $8,900 installed',
          templateChoice: 'vanilla',
        })
        .expect(201);
      expect(fromVoice.body.proposal.header.clientName).toBe('John Carter');

      const markdown = fromForm.body.proposal.sections
        .map((s: { title: string; content: string }) => `## ${s.title}\n${s.content}`)
        .join('\n\n');
      const shared = await share(agent, {
        proposalId: fromForm.body.proposalId,
        proposalContent: `# Whole-Home Heat Pump\n\n${markdown}`,
      });
      expect(shared.proposalId).toBe(fromForm.body.proposalId);
      const history = (await agent.get(`/api/proposals/${shared.token}/history`).expect(200)).body;
      expect(history.events.map((e: { type: string; actor: string }) => [e.type, e.actor])).toEqual(
        [
          ['ProposalGenerated', user.id],
          ['ProposalShared', user.id],
        ],
      );

      await newAgent(app.url).post('/api/generate-proposal').send({}).expect(401);
      const blank = await agent
        .post('/api/voice-to-proposal')
        .send({ voiceTranscript: '   ' })
        .expect(400);
      expect(blank.body.success).toBe(false);
    });

    it('should validate share and dashboard input', async () => {
      const { agent } = await signUp(app.url);
      const empty = await agent
        .post('/api/share-proposal')
        .send(shareBody({ proposalContent: '   ' }))
        .expect(400);
      expect(empty.body.error).toBe(
        'No proposal data available. Please generate a proposal first.',
      );
      await agent
        .post('/api/share-proposal')
        .send(shareBody({ templateChoice: 'comic-sans' }))
        .expect(400);
      await agent
        .post('/api/share-proposal')
        .send(shareBody({ clientEmail: 'nope' }))
        .expect(400);
      await agent.get('/api/dashboard?include_team=maybe').expect(400);
    });
  });
}
