import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { callDecider, callStreamName } from '@vanilla/domain';
import { decideAndAppend } from '../../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { RecordCallCommand } from './record-call.command.js';

// Every telephony webhook ends here: one stream per provider call id, so deliveries repeated or
// concurrent queue on the stream and the decider turns repeats into nothing.
@CommandHandler(RecordCallCommand)
export class RecordCallHandler implements ICommandHandler<RecordCallCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, source }: RecordCallCommand): Promise<void> {
    await decideAndAppend(this.store, callStreamName(command.data.callId), callDecider, command, {
      companyId: command.data.companyId,
      source,
    });
  }
}
