import { DomainRuleViolation, proposalDecider, proposalStreamName } from '@vanilla/domain';
import type { ProposalCommand } from '@vanilla/domain';
import { newProposalFixture, sharedEvent } from '../../testing/proposal-fixtures.js';
import { createTestDatabase, databaseKinds } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import { decideAndAppend } from './decide-and-append.js';
import { PostgresEventStore } from './postgres-event-store.js';

for (const kind of databaseKinds()) {
  describe(`decideAndAppend on ${kind}`, () => {
    let database: TestDatabase;
    // Two stores on one database stand for two API instances, each with its remembered states.
    let first: PostgresEventStore;
    let second: PostgresEventStore;

    beforeEach(async () => {
      database = await createTestDatabase(kind);
      first = await PostgresEventStore.create(database.db);
      second = await PostgresEventStore.create(database.db);
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
        decideAndAppend(store, stream, proposalDecider, command, {
          companyId: proposal.companyId,
        });
      const view = (): ProposalCommand => ({
        type: 'RecordProposalView',
        data: {
          proposalId: proposal.proposalId,
          ipHash: 'ip',
          userAgent: 'jest',
          viewedAt: new Date().toISOString(),
        },
      });
      const shared = sharedEvent(proposal);
      await run(first, { type: 'ShareProposal', data: shared.data } as ProposalCommand);
      await run(first, view());
      await run(second, view());
      await run(second, {
        type: 'DeleteProposal',
        data: {
          proposalId: proposal.proposalId,
          deletedBy: proposal.creatorId,
          deletedAt: new Date().toISOString(),
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
  });
}
