import { CommandBus, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { callDecider, callStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { RecordProposalCallCommand } from '../../proposals/index.js';
import { RecordCallCommand } from './record-call.command.js';

// Every telephony webhook ends here: one stream per provider call id, so deliveries repeated or
// concurrent queue on the stream and the decider turns repeats into nothing. The provider hears
// back once the call is on disk, while the pages see it as soon as it commits: a call's only
// readers are read models and pushes, so it may be visible before its flush (StreamDecisions).
@CommandHandler(RecordCallCommand)
export class RecordCallHandler implements ICommandHandler<RecordCallCommand> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly commands: CommandBus,
  ) {}

  async execute({ command, source }: RecordCallCommand): Promise<void> {
    const { events } = await this.decisions.decideAndAppend(
      callStreamName(command.data.callId),
      callDecider,
      command,
      {
        companyId: command.data.companyId,
        source,
      },
      { durability: 'visible-before-flush' },
    );
    // A client calling about their proposal puts the call on its history. Every start webhook
    // asks again (the record is once per call), so a delivery that failed here is made good by
    // the provider's retry or the next start message of the call.
    if (command.type === 'StartCall' && command.data.direction === 'inbound') {
      const started = events.find((event) => event.type === 'CallStarted');
      await this.commands.execute(
        new RecordProposalCallCommand({
          callId: command.data.callId,
          companyId: command.data.companyId,
          from: command.data.from,
          receptionistId: command.data.receptionistId,
          receivedAt:
            started?.type === 'CallStarted' ? started.data.startedAt : new Date().toISOString(),
        }),
      );
    }
  }
}
