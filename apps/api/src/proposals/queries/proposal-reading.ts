import type { ProposalReadingView } from '@vanilla/contracts';
import { aggregateReading } from '@vanilla/domain';
import type { ProposalRead, ProposalShared } from '@vanilla/domain';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';

// What the client read, from the proposal's log, as the API answers it.
export const readingView = (recorded: readonly RecordedEvent[]): ProposalReadingView => {
  const share = recorded.find((event) => event.type === 'ProposalShared');
  const reading = aggregateReading(
    recorded
      .filter((event) => event.type === 'ProposalRead')
      .map((event) => event.data as ProposalRead['data']),
    share ? (share.data as ProposalShared['data']) : null,
  );
  const { lastReadAt, ...rest } = reading;
  return { ...rest, last_read_at: lastReadAt };
};
