import { Command } from '@nestjs/cqrs';

// A call reached a receptionist of `companyId` from `from`: it goes on the history of each open
// proposal the company shared to that number.
export class RecordProposalCallCommand extends Command<void> {
  constructor(
    readonly call: {
      callId: string;
      companyId: string;
      from: string;
      receptionistId: string | null;
      receivedAt: string;
    },
  ) {
    super();
  }
}
