import { defaultFollowUpSteps, proposalStreamName, weekDays } from '@vanilla/domain';
import type { FollowUpEvent } from '@vanilla/domain';
import type { Agent } from '../../testing/accounts-fixtures.js';
import { eventually } from '../../testing/eventually.js';
import type { TestApp } from '../../testing/test-app.js';
import { FollowUpScheduler } from '../follow-ups/follow-up-scheduler.js';
import { readDue } from '../follow-ups/follow-up-storage.js';

// The default steps, open around the clock (so a step is due exactly its days after), the first
// by email and text.
export const roundTheClockPlan = (enabled = true) => ({
  enabled,
  steps: defaultFollowUpSteps().map((step, i) =>
    i === 0 ? { ...step, channels: ['email', 'sms'] } : step,
  ),
  hours: { days: [...weekDays], start: '00:00', end: '23:59' },
});

export const enableFollowUps = async (agent: Agent) =>
  (await agent.put('/api/follow-up-plan').send(roundTheClockPlan()).expect(200)).body;

export const schedulerOf = (app: TestApp) => app.app.get(FollowUpScheduler);

export const followUpEvents = async (app: TestApp, proposalId: string) =>
  (await app.store.readStream(proposalStreamName(proposalId))).filter((event) =>
    ['FollowUpSent', 'FollowUpSkipped', 'FollowUpsStopped'].includes(event.type),
  ) as unknown as Array<FollowUpEvent & { id: string }>;

// Every projection caught up, whichever instance runs it: with several on one database, each runs
// on the instance holding its lease, and the others' health reads its stored checkpoint.
export const caughtUp = ([first]: readonly TestApp[]) =>
  eventually('every projection has caught up', async () =>
    (await first.runner.health()).every((projection) => projection.events_behind === 0),
  );

// When the proposal's next follow-up is due, once the projection has caught up.
export const dueOf = async (app: TestApp, proposalId: string, others: readonly TestApp[] = []) => {
  await caughtUp([app, ...others]);
  return readDue(app.db, proposalId);
};

// The follow-up mails and texts written to the outboxes for these events.
export const followUpOutbox = async (
  app: TestApp,
  eventIds: readonly string[],
  others: readonly TestApp[] = [],
) => {
  await caughtUp([app, ...others]);
  const mails = await app.db.query<{ to: string; subject: string; text: string }>(
    `SELECT "to", subject, text FROM mail_outbox WHERE idempotency_key = ANY($1::text[])`,
    [eventIds.map((id) => `${id}:follow-up-email`)],
  );
  const texts = await app.db.query<{ to: string; body: string }>(
    `SELECT "to", body FROM sms_outbox WHERE idempotency_key = ANY($1::text[])`,
    [eventIds.map((id) => `${id}:follow-up-sms`)],
  );
  return { mails: mails.rows, texts: texts.rows };
};
