import {
  callDecider,
  callStreamName,
  DomainRuleViolation,
  proposalDecider,
  proposalStreamName,
} from '@vanilla/domain';
import type { CallCommand, ProposalCommand } from '@vanilla/domain';
import { newProposalFixture, sharedEvent } from '../../testing/proposal-fixtures.js';
import { createTestDatabase, databaseKinds } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import type { AppendOptions, EventStore } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { StreamDecisions } from './stream-decisions.js';

const viewOf = (proposalId: string): ProposalCommand => ({
  type: 'RecordProposalView',
  data: { proposalId, ipHash: 'ip', userAgent: 'jest' },
});

for (const kind of databaseKinds()) {
  describe(`${StreamDecisions.name} on ${kind}`, () => {
    let database: TestDatabase;
    // Two stores on one database stand for two API instances, each with its remembered states.
    let first: PostgresEventStore;
    let second: PostgresEventStore;
    let decisions: Map<PostgresEventStore, StreamDecisions>;

    beforeEach(async () => {
      database = await createTestDatabase(kind);
      first = await PostgresEventStore.create(database.db);
      second = await PostgresEventStore.create(database.db);
      decisions = new Map([first, second].map((store) => [store, new StreamDecisions(store)]));
    });

    afterEach(async () => {
      await first.close();
      await second.close();
      await database.drop();
    });

    it('should decide again on what another instance wrote when its remembered state is stale', async () => {
      const proposal = newProposalFixture();
      const stream = proposalStreamName(proposal.proposalId);
      const run = (store: PostgresEventStore, command: ProposalCommand) =>
        decisions.get(store)!.decideAndAppend(stream, proposalDecider, command, {
          companyId: proposal.companyId,
        });
      const view = () => viewOf(proposal.proposalId);
      const shared = sharedEvent(proposal);
      await run(first, { type: 'ShareProposal', data: shared.data } as ProposalCommand);
      await run(first, view());
      await run(second, view());
      await run(second, {
        type: 'DeleteProposal',
        data: {
          proposalId: proposal.proposalId,
          deletedBy: proposal.creatorId,
        },
      });

      // The first instance still remembers the proposal undeleted after its own view.
      await expect(run(first, view())).rejects.toThrow(DomainRuleViolation);
      const events = await first.readStream(stream);
      expect(events.map((event) => event.type)).toEqual([
        'ProposalShared',
        'ProposalViewed',
        'ProposalViewed',
        'ProposalDeleted',
      ]);
    });

    it('should commit a relaxed append without waiting for the WAL flush, and a flushed one waiting', async () => {
      // What es_append leaves set for the commit of the transaction it runs in.
      const commitSetting = (relaxed: boolean) =>
        database.db.transaction(async (tx) => {
          await tx.query(
            `SELECT * FROM es_append($1, 'any', NULL, ARRAY[gen_random_uuid()], ARRAY['Probe'],
               ARRAY['{}'::jsonb], ARRAY['{}'::jsonb], '{}'::uuid[], $2, $3)`,
            [`probe-${relaxed}-${Date.now()}`, kind === 'postgres', relaxed],
          );
          return (await tx.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]
            .synchronous_commit;
        });
      expect(await commitSetting(true)).toBe('off');
      expect(await commitSetting(false)).toBe('on');
      // And nothing leaks into the next transaction on the same connection.
      const after = await database.db.query<{ synchronous_commit: string }>(
        'SHOW synchronous_commit',
      );
      expect(after.rows[0].synchronous_commit).toBe('on');
    });

    it('should relax an append only when every command in its batch may be relaxed', async () => {
      const proposal = newProposalFixture();
      const stream = proposalStreamName(proposal.proposalId);
      const appends: Array<{ types: string[]; durability: AppendOptions['durability'] }> = [];
      // The store as the command side sees it, noting how durable each append had to be.
      const watched: EventStore = Object.assign(Object.create(first) as EventStore, {
        append: (
          name: string,
          events: Parameters<EventStore['append']>[1],
          options: AppendOptions = {},
        ) => {
          appends.push({ types: events.map((e) => e.type), durability: options.durability });
          return first.append(name, events, options);
        },
      });
      const metadata = { companyId: proposal.companyId };
      const watchedDecisions = new StreamDecisions(watched);
      const run = (command: ProposalCommand, relaxed: boolean) =>
        watchedDecisions.decideAndAppend(stream, proposalDecider, command, metadata, {
          durability: relaxed ? 'relaxed' : 'flushed',
        });
      const view = () => viewOf(proposal.proposalId);
      const message = (): ProposalCommand => ({
        type: 'SendProposalMessage',
        data: {
          proposalId: proposal.proposalId,
          name: 'Dana',
          email: 'dana@example.com',
          message: 'When can you start?',
          ipHash: 'ip',
        },
      });
      await run(
        { type: 'ShareProposal', data: sharedEvent(proposal).data } as ProposalCommand,
        false,
      );
      await run(view(), true);
      // Views and messages arriving together queue behind each other and go out in batches.
      await Promise.all([
        run(view(), true),
        run(view(), true),
        run(message(), false),
        run(view(), true),
      ]);
      await Promise.all([run(view(), true), run(view(), true)]);

      for (const { types, durability } of appends) {
        expect(durability).toBe(
          types.every((type) => type === 'ProposalViewed') ? 'relaxed' : 'flushed',
        );
      }
      expect(appends.some((append) => append.durability === 'relaxed')).toBe(true);
      const events = await first.readStream(stream);
      expect(events.filter((event) => event.type === 'ProposalViewed')).toHaveLength(6);
      expect(events.filter((event) => event.type === 'ProposalMessageReceived')).toHaveLength(1);
    });

    it('should make what was committed relaxed durable before flush() answers, however many ask at once', async () => {
      const lsn = async (which: 'insert' | 'flush') =>
        (
          await database.db.query<{ lsn: string }>(
            `SELECT (pg_current_wal_${which}_lsn() - '0/0'::pg_lsn)::text AS lsn`,
          )
        ).rows[0].lsn;
      for (let round = 0; round < 3; round += 1) {
        await first.append(`flush-probe-${round}`, [{ type: 'Probe', data: { round } }], {
          durability: 'relaxed',
        });
        const committed = BigInt(await lsn('insert'));
        await Promise.all(Array.from({ length: 20 }, () => first.flush()));
        expect(BigInt(await lsn('flush'))).toBeGreaterThanOrEqual(committed);
      }
    });

    it('should show a visible-before-flush decision to readers at its commit and answer after the flush, a repeat too', async () => {
      const steps: string[] = [];
      const watched: EventStore = Object.assign(Object.create(first) as EventStore, {
        append: (
          name: string,
          events: Parameters<EventStore['append']>[1],
          options: AppendOptions = {},
        ) => {
          steps.push(`append ${options.durability}`);
          return first.append(name, events, options);
        },
        flush: async () => {
          steps.push('flush');
          await first.flush();
        },
      });
      const watchedDecisions = new StreamDecisions(watched);
      const start: CallCommand = {
        type: 'StartCall',
        data: {
          callId: `call-${Date.now()}`,
          companyId: 'c-1',
          receptionistId: 'r-1',
          receptionistName: 'Ava',
          ownerId: 'u-1',
          timezone: 'America/Chicago',
          from: '+15125550111',
          to: '+14155550100',
          direction: 'inbound',
          provider: 'vapi',
          routedTo: 'ai',
        },
      };
      const record = () =>
        watchedDecisions
          .decideAndAppend(
            callStreamName(start.data.callId),
            callDecider,
            start,
            { companyId: 'c-1' },
            { durability: 'visible-before-flush' },
          )
          .then((decided) => steps.push(`answered ${decided.events.length}`));
      await record();
      // The provider sends it again: nothing new, and still answered only after a flush.
      await record();
      expect(steps).toEqual(['append relaxed', 'flush', 'answered 1', 'flush', 'answered 0']);
      expect(await first.readStream(callStreamName(start.data.callId))).toHaveLength(1);
    });
  });
}
