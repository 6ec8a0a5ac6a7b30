import { Inject, Injectable } from '@nestjs/common';
import { callDecider, callStreamName } from '@vanilla/domain';
import type { CallCommand } from '@vanilla/domain';
import { decideAndAppend } from '../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.js';
import type { EventStore } from '../infrastructure/event-store/event-store.js';
import type { ReceptionistRow } from '../receptionists/index.js';

export const partiesOf = (
  receptionist: ReceptionistRow,
  call: { callId: string; from: string; to: string; direction: 'inbound' | 'outbound' },
) => ({
  ...call,
  companyId: receptionist.company_id,
  receptionistId: receptionist.receptionist_id,
  receptionistName: receptionist.name,
  ownerId: receptionist.creator_id,
  timezone: receptionist.operating_hours.timezone,
});

// Every telephony webhook ends here: one stream per provider call id, so deliveries repeated or
// concurrent queue on the stream and the decider turns repeats into nothing.
@Injectable()
export class CallRecorder {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async record(command: CallCommand, source: string): Promise<void> {
    await decideAndAppend(this.store, callStreamName(command.data.callId), callDecider, command, {
      companyId: command.data.companyId,
      source,
    });
  }
}
