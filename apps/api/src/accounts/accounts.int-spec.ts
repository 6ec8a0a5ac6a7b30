import { accountMessages } from '@vanilla/contracts';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { cookiesOf, newAgent, registration, signUp } from '../testing/accounts-fixtures.js';
import { databaseKinds } from '../testing/test-database.js';
import { connectSocket } from '../testing/socket-client.js';

const latestMail = async (app: TestApp, to: string) => {
  const { rows } = await app.db.query<{ text: string; subject: string }>(
    'SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
    [to],
  );
  return rows[0];
};

const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

for (const kind of databaseKinds()) {
  describe(`accounts API on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    describe('sign-up, check-auth, logout, sign-in', () => {
      it('should sign a new manager in, out, and back in with a safe returnTo', async () => {
        const { agent, body, user } = await signUp(app.url, { email: 'Owner@Example.COM ' });
        expect(user).toMatchObject({
          email: 'owner@example.com',
          user_type: 'manager',
          company_name: '',
        });

        const check = await agent.get('/auth/check-auth').expect(200);
        expect(check.body).toEqual({
          authenticated: true,
          user: {
            id: user.id,
            email: 'owner@example.com',
            username: 'Casey Contractor',
            company_name: '',
            current_tier: 'free',
          },
          user_type: 'manager',
          current_tier: 'free',
          user_found: true,
        });

        await agent.get('/auth/logout').expect(200, { success: true });
        expect((await agent.get('/auth/check-auth')).body).toMatchObject({
          authenticated: false,
          user_found: false,
        });

        const login = await agent
          .post('/auth/member/login')
          .send({
            email: 'owner@example.com',
            password: body.password,
            rememberMe: false,
            returnTo: '/business/proposals?tab=sent',
          })
          .expect(200);
        expect(login.body).toEqual({
          success: true,
          already_authenticated: false,
          redirect: '/business',
          returnTo: '/business/proposals?tab=sent',
          user: {
            id: user.id,
            email: 'owner@example.com',
            username: 'Casey Contractor',
            user_type: 'manager',
            company_name: '',
          },
        });
        const again = await agent
          .post('/auth/member/login')
          .send({
            email: 'owner@example.com',
            password: body.password,
            returnTo: '//evil.example/steal',
          })
          .expect(200);
        expect(again.body).toMatchObject({ already_authenticated: true, returnTo: null });
      });

      it('should rotate the session token at sign-in and make remember-me last 30 days', async () => {
        const { agent, body, cookie } = await signUp(app.url);
        const login = await agent
          .post('/auth/member/login')
          .send({ email: body.email, password: body.password, rememberMe: true })
          .expect(200);
        const setCookies = login.headers['set-cookie'] as unknown as string[];
        const session = setCookies.find((c) => c.startsWith('vanilla_session='))!;
        expect(session).toMatch(/HttpOnly/);
        expect(session).toMatch(/SameSite=Lax/);
        expect(session).toMatch(/Max-Age=2592000/);
        expect(setCookies.find((c) => c.startsWith('auth_state='))).toMatch(
          /^auth_state=authenticated;/,
        );
        expect(setCookies.some((c) => c.startsWith('session_check='))).toBe(true);
        // The token from sign-up no longer opens anything.
        const stale = await newAgent(app.url).get('/auth/check-auth').set('Cookie', cookie);
        expect(stale.body.authenticated).toBe(false);
        expect(cookiesOf(login)).toMatch(/vanilla_session=/);
      });

      it('should answer the same message for a wrong password and an unknown email', async () => {
        const { body } = await signUp(app.url);
        const agent = newAgent(app.url);
        for (const attempt of [
          { email: body.email, password: 'wrong-password' },
          { email: 'nobody@example.com', password: 'whatever' },
        ]) {
          const response = await agent.post('/auth/member/login').send(attempt).expect(401);
          expect(response.body).toEqual({ success: false, error: accountMessages.invalidLogin });
        }
      });

      it('should refuse a second account with the same email, whatever its case', async () => {
        const { body } = await signUp(app.url);
        const response = await newAgent(app.url)
          .post('/auth/member/register')
          .send(registration({ email: body.email.toUpperCase() }))
          .expect(409);
        expect(response.body).toEqual({ success: false, error: accountMessages.emailTaken });
      });

      it('should validate the registration payload with clear messages', async () => {
        const response = await newAgent(app.url)
          .post('/auth/member/register')
          .send(registration({ username: '  ', password: '123', email: 'not-an-email' }))
          .expect(400);
        expect(response.body.success).toBe(false);
        expect(response.body.errors).toEqual(
          expect.arrayContaining([
            'Please provide a valid email address',
            'Name is required',
            'Password must be at least 6 characters long',
          ]),
        );
      });
    });

    describe('lockout', () => {
      it('should lock an account for 15 minutes after 10 failures, even with the right password', async () => {
        const { body } = await signUp(app.url);
        for (let i = 0; i < 10; i += 1) {
          await newAgent(app.url)
            .post('/auth/member/login')
            .send({ email: body.email, password: `wrong-${i}` })
            .expect(401);
        }
        const locked = await newAgent(app.url)
          .post('/auth/member/login')
          .send({ email: body.email, password: body.password })
          .expect(429);
        expect(locked.body).toEqual({ success: false, error: accountMessages.lockedOut });
        await app.db.query(
          `UPDATE auth_attempts SET at = at - interval '16 minutes' WHERE email = $1`,
          [body.email],
        );
        await newAgent(app.url)
          .post('/auth/member/login')
          .send({ email: body.email, password: body.password })
          .expect(200);
      });

      it('should lock an address that fails on 10 different accounts', async () => {
        const { body } = await signUp(app.url);
        const ip = '203.0.113.77';
        for (let i = 0; i < 10; i += 1) {
          await newAgent(app.url, ip)
            .post('/auth/member/login')
            .send({ email: `guess-${i}@example.com`, password: 'x' })
            .expect(401);
        }
        await newAgent(app.url, ip)
          .post('/auth/member/login')
          .send({ email: body.email, password: body.password })
          .expect(429);
        await newAgent(app.url)
          .post('/auth/member/login')
          .send({ email: body.email, password: body.password })
          .expect(200);
      });
      it('should answer the 11th sign-in from one address with 429 and when to come back, after 10 failures', async () => {
        const ip = '203.0.113.78';
        for (let i = 0; i < 10; i += 1) {
          await newAgent(app.url, ip)
            .post('/auth/member/login')
            .send({ email: `guess-${i}@example.com`, password: 'x' })
            .expect(401);
        }
        const locked = await newAgent(app.url, ip)
          .post('/auth/member/login')
          .send({ email: 'guess-10@example.com', password: 'x' })
          .expect(429);
        expect(locked.body).toEqual({ success: false, error: accountMessages.lockedOut });
        const retryAfter = Number(locked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(800);
        expect(retryAfter).toBeLessThanOrEqual(900);
      });
    });

    describe('password reset', () => {
      it('should answer success for any email and mail a link only to an account', async () => {
        await newAgent(app.url)
          .post('/auth/request-reset')
          .send({ email: 'ghost@example.com' })
          .expect(200, { success: true });
        expect(await latestMail(app, 'ghost@example.com')).toBeUndefined();
      });

      it('should reset once, end every session, and refuse the link again or after an hour', async () => {
        const { agent, body } = await signUp(app.url);
        await newAgent(app.url).post('/auth/request-reset').send({ email: body.email }).expect(200);
        const mail = await latestMail(app, body.email);
        expect(mail.subject).toBe('Reset your Vanilla password');
        const link = linkIn(mail.text);
        expect(link.pathname).toBe('/reset-password');
        const token = link.searchParams.get('token')!;
        expect(link.searchParams.get('email')).toBe(body.email);

        await newAgent(app.url)
          .post('/auth/reset-password')
          .send({ token, email: body.email, password: 'brand-new-pass' })
          .expect(200, { success: true });
        expect((await agent.get('/auth/check-auth')).body.authenticated).toBe(false);
        await newAgent(app.url)
          .post('/auth/member/login')
          .send({ email: body.email, password: 'brand-new-pass' })
          .expect(200);

        const reuse = await newAgent(app.url)
          .post('/auth/reset-password')
          .send({ token, email: body.email, password: 'another-pass' })
          .expect(400);
        expect(reuse.body).toEqual({ success: false, error: accountMessages.resetFailed });

        await newAgent(app.url).post('/auth/request-reset').send({ email: body.email }).expect(200);
        const fresh = linkIn((await latestMail(app, body.email)).text).searchParams.get('token')!;
        await app.db.query(
          `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
        );
        await newAgent(app.url)
          .post('/auth/reset-password')
          .send({ token: fresh, email: body.email, password: 'another-pass' })
          .expect(400);
      });
    });

    describe('change password', () => {
      it("should enforce the spec's rules and keep only the current session", async () => {
        const { agent, body } = await signUp(app.url);
        const other = newAgent(app.url);
        await other
          .post('/auth/member/login')
          .send({ email: body.email, password: body.password })
          .expect(200);

        const cases: Array<[Record<string, string>, string]> = [
          [{ currentPassword: '', newPassword: 'abcdef' }, accountMessages.currentPasswordRequired],
          [
            { currentPassword: body.password, newPassword: '' },
            accountMessages.newPasswordRequired,
          ],
          [
            { currentPassword: body.password, newPassword: 'abc' },
            accountMessages.newPasswordTooShort,
          ],
          [
            { currentPassword: body.password, newPassword: body.password },
            accountMessages.newPasswordSame,
          ],
          [
            { currentPassword: 'not-it', newPassword: 'abcdefg' },
            accountMessages.currentPasswordWrong,
          ],
        ];
        for (const [payload, error] of cases) {
          const response = await agent.post('/auth/change-password').send(payload).expect(400);
          expect(response.body.error).toBe(error);
        }
        await agent
          .post('/auth/change-password')
          .send({ currentPassword: body.password, newPassword: 'changed-pass' })
          .expect(200);
        expect((await agent.get('/auth/check-auth')).body.authenticated).toBe(true);
        expect((await other.get('/auth/check-auth')).body.authenticated).toBe(false);
        await newAgent(app.url)
          .post('/auth/change-password')
          .send({ currentPassword: 'a', newPassword: 'bbbbbb' })
          .expect(401);
      });
    });

    describe('teams and invitations', () => {
      it('should let only managers see their own team, never another company', async () => {
        const a = await signUp(app.url, { username: 'Alice A' });
        const b = await signUp(app.url, { username: 'Bob B' });
        const team = await a.agent.get('/auth/manager/team').expect(200);
        expect(team.body.team_members.map((m: { id: string }) => m.id)).toEqual([a.user.id]);
        expect(JSON.stringify(team.body)).not.toContain(b.user.id);
        await newAgent(app.url).get('/auth/manager/team').expect(401);
      });

      it('should join an invited member to the company, ignoring a forged role, once only', async () => {
        const manager = await signUp(app.url, { username: 'Maya Manager' });
        const invited = await manager.agent
          .post('/auth/manager/invitations')
          .send({ email: 'New.Hire@Example.com' })
          .expect(201);
        expect(invited.body.invitation).toMatchObject({
          email: 'new.hire@example.com',
          status: 'pending',
        });
        const token = new URL(invited.body.link).searchParams.get('invitation')!;
        expect(
          linkIn((await latestMail(app, 'new.hire@example.com')).text).searchParams.get(
            'invitation',
          ),
        ).toBe(token);

        const preview = await newAgent(app.url).get(`/auth/invitations/${token}`).expect(200);
        expect(preview.body).toMatchObject({
          success: true,
          email: 'new.hire@example.com',
          company_name: "Maya Manager's team",
        });

        const member = await newAgent(app.url)
          .post('/auth/member/register')
          .send(
            registration({
              email: 'new.hire@example.com',
              username: 'Nia New',
              user_type: 'manager',
              invitation_token: token,
              company_name: 'Hijack Inc',
            }),
          )
          .expect(201);
        expect(member.body.user).toMatchObject({
          user_type: 'member',
          company_name: '',
        });

        const team = await manager.agent.get('/auth/manager/team').expect(200);
        expect(
          team.body.team_members.map((m: { username: string; user_type: string }) => [
            m.username,
            m.user_type,
          ]),
        ).toEqual([
          ['Maya Manager', 'manager'],
          ['Nia New', 'member'],
        ]);
        const list = await manager.agent.get('/auth/manager/invitations').expect(200);
        expect(list.body.invitations[0]).toMatchObject({
          email: 'new.hire@example.com',
          status: 'accepted',
        });

        await newAgent(app.url).get(`/auth/invitations/${token}`).expect(404);
        const reuse = await newAgent(app.url)
          .post('/auth/member/register')
          .send(registration({ email: 'new.hire@example.com', invitation_token: token }))
          .expect(410);
        expect(reuse.body.error).toBe(accountMessages.invitationInvalid);
      });

      it('should refuse members the manager endpoints and revoke and expire invitations', async () => {
        const manager = await signUp(app.url);
        const first = await manager.agent
          .post('/auth/manager/invitations')
          .send({ email: 'm1@example.com' })
          .expect(201);
        const token = new URL(first.body.link).searchParams.get('invitation')!;
        const member = newAgent(app.url);
        await member
          .post('/auth/member/register')
          .send(registration({ email: 'm1@example.com', invitation_token: token }))
          .expect(201);
        for (const call of [
          member.get('/auth/manager/team'),
          member.get('/auth/manager/invitations'),
          member.post('/auth/manager/invitations').send({ email: 'x@example.com' }),
        ]) {
          const response = await call.expect(403);
          expect(response.body).toEqual({ success: false, error: accountMessages.managersOnly });
        }

        const second = await manager.agent
          .post('/auth/manager/invitations')
          .send({ email: 'm2@example.com' })
          .expect(201);
        await manager.agent
          .delete(`/auth/manager/invitations/${second.body.invitation.id}`)
          .expect(200);
        const revokedToken = new URL(second.body.link).searchParams.get('invitation')!;
        await newAgent(app.url)
          .post('/auth/member/register')
          .send(registration({ email: 'm2@example.com', invitation_token: revokedToken }))
          .expect(410);
        // Another company's manager cannot revoke it.
        const third = await manager.agent
          .post('/auth/manager/invitations')
          .send({ email: 'm3@example.com' })
          .expect(201);
        const outsider = await signUp(app.url);
        await outsider.agent
          .delete(`/auth/manager/invitations/${third.body.invitation.id}`)
          .expect(404);

        await app.db.query(
          `UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = 'm3@example.com'`,
        );
        const list = await manager.agent.get('/auth/manager/invitations').expect(200);
        expect(
          list.body.invitations.find((i: { email: string }) => i.email === 'm3@example.com').status,
        ).toBe('expired');
      });
    });

    describe('cross-origin requests', () => {
      it('should refuse a state-changing request from another origin and store nothing', async () => {
        const body = registration();
        const response = await newAgent(app.url)
          .post('/auth/member/register')
          .set('Origin', 'https://evil.example')
          .send(body)
          .expect(403);
        expect(response.body).toEqual({ success: false, error: accountMessages.crossOrigin });
        await newAgent(app.url)
          .post('/auth/member/login')
          .send({ email: body.email, password: body.password })
          .expect(401);
        await newAgent(app.url)
          .post('/auth/member/register')
          .set('Origin', app.url)
          .send(body)
          .expect(201);
      });
    });

    describe('sockets', () => {
      it('should connect with a session cookie and refuse none or a stale one', async () => {
        const { agent, cookie } = await signUp(app.url);
        const socket = await connectSocket(app.url, {}, { Cookie: cookie });
        expect(socket.connected).toBe(true);
        socket.close();
        await expect(connectSocket(app.url)).rejects.toThrow('unauthorized');
        await agent.get('/auth/logout').expect(200);
        await expect(connectSocket(app.url, {}, { Cookie: cookie })).rejects.toThrow(
          'unauthorized',
        );
      });
    });
  });
}
