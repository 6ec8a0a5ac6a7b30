import { Command } from '@nestjs/cqrs';
import type { ProposalReadingRequest } from '@vanilla/contracts/dto';

export class RecordProposalReadingCommand extends Command<{ recorded: boolean }> {
  constructor(
    readonly token: string,
    readonly report: ProposalReadingRequest,
    readonly client: { ip: string; userAgent: string },
    // A signed-in reader from the proposal's own company is previewing, not a client reading.
    readonly viewerCompanyId: string | null,
  ) {
    super();
  }
}
