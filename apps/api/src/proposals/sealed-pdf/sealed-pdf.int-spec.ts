import { createHash } from 'node:crypto';
import type { Agent } from '../../testing/accounts-fixtures.js';
import { newAgent, signUp } from '../../testing/accounts-fixtures.js';
import type { FakeSmtpServer } from '../../testing/fake-smtp-server.js';
import {
  mailAddress,
  receivedBy,
  startMailingSuite,
  untilSent,
} from '../../testing/mail-fixtures.js';
import type { MailingSuite } from '../../testing/mail-fixtures.js';
import { dataUrlOf, phonePhotoJpeg } from '../../testing/photo-fixtures.js';
import { shareThroughApi, signThroughApi } from '../../testing/proposal-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { databaseKinds } from '../../testing/test-database.js';
import { verifyEvidence } from './verify-sealed-pdf.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const NOT_SIGNED = { success: false, error: 'This proposal has not been signed.' };

const download = async (agent: Agent, path: string) => {
  const response = await agent.get(path).responseType('blob').expect(200);
  return { pdf: response.body as Buffer, headers: response.headers };
};

for (const kind of databaseKinds()) {
  describe(`sealed PDF routes and mail on ${kind}`, () => {
    let suite: MailingSuite;
    let smtp: FakeSmtpServer;
    let app: TestApp;

    beforeAll(async () => {
      suite = await startMailingSuite(kind);
      ({ app, smtp } = suite);
    });

    afterAll(() => suite.close());

    // A proposal with a photo, shared by a new contractor and signed by a new client.
    const signedProposal = async () => {
      const contractor = await signUp(app.url);
      const photo = await phonePhotoJpeg(480, 320);
      const { token } = (
        await contractor.agent
          .post('/api/share-proposal')
          .send({
            proposalContent: '# Attic Insulation\n\n## Scope\n- R-49 cellulose\n- Seal the hatch',
            clientName: 'Dana Smith',
            companyName: 'Cool Air HVAC',
            photos: [{ data: dataUrlOf(photo), caption: 'Attic hatch' }],
          })
          .expect(201)
      ).body as { token: string };
      const signer = mailAddress('signer');
      await signThroughApi(app.url, token, { name: 'Dana Smith', email: signer });
      return { contractor, token, signer };
    };

    it('should give the contractor and the client the same verifiable PDF when it is signed', async () => {
      const { contractor, token } = await signedProposal();

      const first = await download(contractor.agent, `/api/proposals/${token}/pdf`);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(first.headers['content-disposition']).toMatch(
        /^attachment; filename="signed-proposal-[\w-]+\.pdf"$/,
      );
      expect(first.headers.etag).toBe(`"${sha256(first.pdf)}"`);
      const again = await download(contractor.agent, `/api/proposals/${token}/pdf`);
      const client = await download(newAgent(app.url), `/api/proposal/${token}/pdf`);
      expect(again.pdf.equals(first.pdf)).toBe(true);
      expect(client.pdf.equals(first.pdf)).toBe(true);

      const checks = verifyEvidence(first.pdf);
      expect(checks.filter((check) => !check.ok)).toEqual([]);
      expect(checks.map((check) => check.part)).toContain('photo 1');
      const changed = Buffer.from(first.pdf);
      changed[Math.floor(changed.length / 2)] ^= 0x01;
      expect(verifyEvidence(changed).some((check) => !check.ok)).toBe(true);
    });

    it("should answer not found when another company asks for a proposal's PDF", async () => {
      const { token } = await signedProposal();
      const other = await signUp(app.url);
      const answer = await other.agent.get(`/api/proposals/${token}/pdf`).expect(404);
      expect(answer.body).toEqual({ success: false, error: 'Proposal not found' });
      await newAgent(app.url).get(`/api/proposals/${token}/pdf`).expect(401);
    });

    it('should answer not found, saying it is not signed, when the proposal is not signed yet', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await shareThroughApi(agent);
      expect((await agent.get(`/api/proposals/${token}/pdf`).expect(404)).body).toEqual(NOT_SIGNED);
      expect((await newAgent(app.url).get(`/api/proposal/${token}/pdf`).expect(404)).body).toEqual(
        NOT_SIGNED,
      );
      await newAgent(app.url).get('/api/proposal/no-such-token/pdf').expect(404);
    });

    it("should attach the sealed PDF to the signer's confirmation and the contractor's notice", async () => {
      const { contractor, token, signer } = await signedProposal();
      await untilSent(app, signer);
      await untilSent(app, contractor.body.email);
      const { pdf } = await download(contractor.agent, `/api/proposals/${token}/pdf`);

      const { rows } = await app.db.query<{ to: string; attachments: unknown }>(
        'SELECT "to", attachments FROM mail_outbox WHERE "to" = ANY($1) ORDER BY "to"',
        [[signer, contractor.body.email]],
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.attachments).toEqual([
          {
            filename: expect.stringMatching(/^signed-proposal-[\w-]+\.pdf$/),
            contentType: 'application/pdf',
            sha256: sha256(pdf),
          },
        ]);
      }
      for (const to of [signer, contractor.body.email]) {
        const [mail] = receivedBy(smtp, to);
        expect(mail.text).toContain(`/shared-proposal/${token}`);
        expect(mail.text).toContain(`sealed PDF (SHA-256 ${sha256(pdf)})`);
        expect(mail.attachments).toHaveLength(1);
        expect(mail.attachments[0].contentType).toBe('application/pdf');
        expect(mail.attachments[0].content.equals(pdf)).toBe(true);
      }
      // The local outbox (a loopback client with no forwarding header) links the file.
      const outbox = await fetch(`${app.url}/dev/outbox`);
      expect(await outbox.text()).toContain(`/dev/outbox/attachments/${sha256(pdf)}`);
      const kept = await fetch(`${app.url}/dev/outbox/attachments/${sha256(pdf)}`);
      expect(kept.status).toBe(200);
      expect(kept.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await kept.arrayBuffer()).equals(pdf)).toBe(true);
    });
  });
}
