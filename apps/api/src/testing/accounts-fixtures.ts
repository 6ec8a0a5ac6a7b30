import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';

export type Agent = TestAgent;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `user-${randomUUID().slice(0, 8)}@example.com`,
  username: 'Casey Contractor',
  password: 'correct-horse',
  company_name: '',
  phone: '',
  user_type: 'member',
  industry: '',
  business_size: '',
  business_role: '',
  business_address: '',
  business_website: '',
  reasons: [],
  ...overrides,
});

// A cookie-keeping client from its own address (X-Forwarded-For from loopback is trusted), so
// the per-address limits of one test never reach another: a random one of ~16 million private
// addresses, apart from the documentation addresses tests name. (Picked from one /24, two agents
// of a suite shared one often enough that a flood test counted another test's requests.)
const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

export const newAgent = (url: string, ip = randomAddress()): Agent =>
  request.agent(url).set('X-Forwarded-For', ip) as unknown as Agent;

// The cookies a response set, as a Cookie header (for sockets, which supertest does not drive).
export const cookiesOf = (response: { headers: Record<string, unknown> }): string =>
  ((response.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

export const signUp = async (url: string, overrides: Record<string, unknown> = {}) => {
  const agent = newAgent(url);
  const body = registration(overrides);
  const response = await agent.post('/auth/member/register').send(body).expect(201);
  return {
    agent,
    body,
    cookie: cookiesOf(response),
    user: response.body.user as {
      id: string;
      email: string;
      user_type: string;
      company_name: string;
    },
  };
};

// A member of the manager's company, joined through the manager's invitation.
export const joinTeam = async (
  url: string,
  manager: Agent,
  overrides: Record<string, unknown> = {},
) => {
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const invited = await manager.post('/auth/manager/invitations').send({ email }).expect(201);
  const token = new URL(invited.body.link as string).searchParams.get('invitation')!;
  return signUp(url, { email, username: 'Morgan Member', invitation_token: token, ...overrides });
};
