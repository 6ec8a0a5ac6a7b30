import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { callDecider, callStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { RecordCallCommand } from './record-call.command.js';

// Every telephony webhook ends here: one stream per provider call id, so deliveries repeated or
// concurrent queue on the stream and the decider turns repeats into nothing. The provider hears
// back once the call is on disk, while the pages see it as soon as it commits: a call's only
// readers are read models and reactors (an inbound call lands on the caller's proposals that
// way), so it may be visible before its flush (StreamDecisions).
@CommandHandler(RecordCallCommand)
export class RecordCallHandler implements ICommandHandler<RecordCallCommand> {
  constructor(private readonly decisions: StreamDecisions) {}

  async execute({ command, source }: RecordCallCommand): Promise<void> {
    await this.decisions.decideAndAppend(
      callStreamName(command.data.callId),
      callDecider,
      command,
      {
        companyId: command.data.companyId,
        source,
      },
      { durability: 'visible-before-flush' },
    );
  }
}
