import { Command } from '@nestjs/cqrs';
export class RecordProposalViewCommand extends Command<{ recorded: boolean }> {
  constructor(
    readonly token: string,
    readonly client: { ip: string; userAgent: string },
    // A signed-in viewer from the proposal's own company is previewing, not a client viewing.
    readonly viewerCompanyId: string | null,
  ) {
    super();
  }
}
