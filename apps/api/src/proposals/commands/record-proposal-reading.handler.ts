import { createHash } from 'node:crypto';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { deviceClassOf, proposalDecider, proposalStreamName } from '@vanilla/domain';
import type { ReadingDevice } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProposalAccess } from '../proposal-access.js';
import { clientIpHash } from '../signature-image.js';
import { RecordProposalReadingCommand } from './record-proposal-reading.command.js';

// One device is one address (salted by the proposal, as views keep it) with one browser: only a
// short hash of both is kept, never the address.
const deviceOf = (
  proposalId: string,
  client: { ip: string; userAgent: string },
): ReadingDevice => ({
  kind: deviceClassOf(client.userAgent),
  id: createHash('sha256')
    .update(`${clientIpHash(proposalId, client.ip)}\n${client.userAgent}`)
    .digest('base64url')
    .slice(0, 16),
});

@CommandHandler(RecordProposalReadingCommand)
export class RecordProposalReadingHandler implements ICommandHandler<
  RecordProposalReadingCommand,
  { recorded: boolean }
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
  ) {}

  async execute({ token, report, client, viewerCompanyId }: RecordProposalReadingCommand) {
    // The decider refuses a deleted, unshared or expired proposal; its own company is not a client.
    const owner = await this.access.owner(token);
    if (viewerCompanyId === owner.companyId) return { recorded: false };
    const { events } = await this.decisions.decideAndAppend(
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'RecordProposalReading',
        data: {
          proposalId: owner.proposalId,
          visitId: report.visitId.toLowerCase(),
          sections: report.sections.map(({ title, ms }) => ({ title, ms })),
          options: (report.options ?? []).map(({ id, ms }) => ({ id, ms })),
          device: deviceOf(owner.proposalId, client),
        },
      },
      { companyId: owner.companyId },
      // Like a view: costs nothing to lose in a database crash.
      { durability: 'relaxed' },
    );
    return { recorded: events.length > 0 };
  }
}
