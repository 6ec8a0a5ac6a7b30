import { Inject, Logger } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { AccountsDirectory } from '../../accounts/accounts-directory.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { decideAndAppend } from '../../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { MailService } from '../../mail/mail.service.js';
import { ProposalAccess } from '../proposal-access.js';
import { sha256Hex } from '../signature-image.js';
import { SendProposalMessageCommand } from './send-proposal-message.command.js';

// "Contact About This Proposal": the client's question lands in the log and in the creator's inbox.
@CommandHandler(SendProposalMessageCommand)
export class SendProposalMessageHandler implements ICommandHandler<
  SendProposalMessageCommand,
  void
> {
  private readonly logger = new Logger(SendProposalMessageHandler.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: ProposalAccess,
    private readonly mail: MailService,
    private readonly directory: AccountsDirectory,
  ) {}

  async execute(command: SendProposalMessageCommand): Promise<void> {
    const { owner, state } = await this.access.byToken(command.token);
    await decideAndAppend(
      this.store,
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'SendProposalMessage',
        data: {
          proposalId: owner.proposalId,
          name: command.name,
          email: command.email,
          message: command.message,
          ipHash: sha256Hex(`${owner.proposalId}:${command.client.ip}`),
          receivedAt: new Date().toISOString(),
        },
      },
      { companyId: owner.companyId },
    );
    const creator = await this.directory.contact(owner.creatorId);
    if (!creator) return;
    await this.mail
      .send({
        to: creator.email,
        subject: `${command.name} has a question about "${state.share!.title}"`,
        text: `${command.name} (${command.email}) wrote about "${state.share!.title}":\n\n${command.message}\n\nReply to ${command.email}, or open the proposal: ${this.config.publicBaseUrl}/shared-proposal/${command.token}\n`,
      })
      .catch((error: unknown) => this.logger.error(`Message mail failed: ${String(error)}`));
  }
}
