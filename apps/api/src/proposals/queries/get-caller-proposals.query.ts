import { Query } from '@nestjs/cqrs';
import type { OpenProposal } from '../callers/caller-proposals.js';

// What the receptionist may know of a caller: the open proposals the company shared to their
// number, and those proposals as one text for the assistant ('' when there are none).
export type CallerProposals = { proposals: OpenProposal[]; context: string };

export class GetCallerProposalsQuery extends Query<CallerProposals> {
  constructor(
    readonly companyId: string,
    // The caller's number as the telephony provider gave it.
    readonly from: string,
  ) {
    super();
  }
}
