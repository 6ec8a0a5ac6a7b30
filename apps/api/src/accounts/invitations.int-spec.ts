import { signUp } from '../testing/accounts-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

for (const kind of databaseKinds()) {
  describe(`invitations and account enumeration on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(() => app?.close());

    const mailTo = async (to: string) =>
      (
        await app.db.query<{ subject: string; text: string }>(
          'SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC',
          [to],
        )
      ).rows;

    // Everything of an invitation answer that does not differ by nature (ids, times, tokens).
    const shapeOf = (body: {
      success: boolean;
      invitation: Record<string, unknown>;
      link: string;
    }) => ({
      success: body.success,
      keys: Object.keys(body).sort(),
      invitationKeys: Object.keys(body.invitation).sort(),
      status: body.invitation.status,
      link: body.link.replace(/invitation=[\w-]+/, 'invitation=…'),
    });

    it('should answer an invitation the same whether the address has an account or not', async () => {
      const manager = await signUp(app.url, { username: 'Maya Manager' });
      const elsewhere = await signUp(app.url, { company_name: 'Other Co' });
      const existing = elsewhere.body.email;
      const fresh = `fresh-${Date.now()}@example.com`;

      const toExisting = await manager.agent
        .post('/auth/manager/invitations')
        .send({ email: existing })
        .expect(201);
      const toFresh = await manager.agent
        .post('/auth/manager/invitations')
        .send({ email: fresh })
        .expect(201);
      expect(shapeOf(toExisting.body)).toEqual(shapeOf(toFresh.body));
      expect(toExisting.body.invitation.email).toBe(existing);

      // Only the owner of the address learns that it has an account.
      const [notice] = await mailTo(existing);
      const [invitationMail] = await mailTo(fresh);
      expect(notice.subject).toBe(invitationMail.subject);
      expect(notice.text).toContain('already has a Vanilla account');
      expect(notice.text).not.toContain('invitation=');
      expect(invitationMail.text).toContain('/signup?invitation=');

      const list = (await manager.agent.get('/auth/manager/invitations').expect(200)).body
        .invitations as Array<{ email: string; status: string }>;
      expect(list.filter((i) => [existing, fresh].includes(i.email)).map((i) => i.status)).toEqual([
        'pending',
        'pending',
      ]);
    });
  });
}
