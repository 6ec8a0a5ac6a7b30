import { Command } from '@nestjs/cqrs';
import type { CallCommand } from '@vanilla/domain';

// A telephony webhook's news about a call; `source` names the webhook, kept in the metadata.
export class RecordCallCommand extends Command<void> {
  constructor(
    readonly command: CallCommand,
    readonly source: string,
  ) {
    super();
  }
}
