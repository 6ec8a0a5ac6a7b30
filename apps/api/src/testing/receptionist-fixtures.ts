import { newAgent, registration } from './accounts-fixtures.js';
import type { Agent } from './accounts-fixtures.js';

export const createBody = (overrides: Record<string, unknown> = {}) => ({
  phoneNumber: '415',
  receptionistName: 'Ava',
  companyName: 'Arctic Comfort HVAC',
  goals: ['Book appointments'],
  tone: 'Warm',
  greeting: '',
  followUps: ['Send a text summary'],
  answerTiming: [],
  termsAgreed: true,
  calendarId: '',
  callForwarding: '(415) 555-0199',
  operatingHours: {
    timezone: 'America/Los_Angeles',
    days: { monday: { open: '09:00', close: '17:00' } },
  },
  ...overrides,
});

export const inviteMember = async (url: string, manager: Agent) => {
  const invite = await manager
    .post('/auth/manager/invitations')
    .send({ email: `m-${Date.now()}-${Math.random()}@example.com` })
    .expect(201);
  const member = newAgent(url);
  await member
    .post('/auth/member/register')
    .send(
      registration({
        email: invite.body.invitation.email,
        invitation_token: new URL(invite.body.link).searchParams.get('invitation'),
      }),
    )
    .expect(201);
  return member;
};
