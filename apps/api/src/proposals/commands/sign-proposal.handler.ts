import { BadRequestException, ConflictException, Inject, Logger } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { AccountsDirectory } from '../../accounts/accounts-directory.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { decideAndAppend } from '../../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { MailService } from '../../mail/mail.service.js';
import { ProposalAccess } from '../proposal-access.js';
import { storeSignatureImage } from '../proposal-storage.js';
import { parseSignatureImage, sha256Hex } from '../signature-image.js';
import { SignProposalCommand } from './sign-proposal.command.js';

export const INVALID_SIGNATURE = 'Please provide a signature';

@CommandHandler(SignProposalCommand)
export class SignProposalHandler implements ICommandHandler<
  SignProposalCommand,
  { signedAt: string }
> {
  private readonly logger = new Logger(SignProposalHandler.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: ProposalAccess,
    private readonly mail: MailService,
    private readonly directory: AccountsDirectory,
  ) {}

  async execute(command: SignProposalCommand) {
    const image = parseSignatureImage(command.signatureDataUrl);
    if (!image) throw new BadRequestException(INVALID_SIGNATURE);
    const { owner, state } = await this.access.byToken(command.token);
    if (state.signature) throw new ConflictException('This proposal is already signed.');
    const share = state.share!;
    // The evidence binds the signature to the bytes the client was shown: recomputed here, and
    // the decider refuses it unless it equals the hash recorded when the proposal was shared.
    const contentHash = sha256Hex(share.content);
    await storeSignatureImage(this.db, image.sha256, image.png);
    const signedAt = new Date().toISOString();
    await decideAndAppend(
      this.store,
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'SignProposal',
        data: {
          proposalId: owner.proposalId,
          signerName: command.name,
          signerEmail: command.email,
          signatureHash: image.sha256,
          contentHash,
          ip: command.client.ip,
          userAgent: command.client.userAgent.slice(0, 300),
          signedAt,
        },
      },
      { companyId: owner.companyId, ip: command.client.ip },
    );
    await this.notify(
      command,
      owner.creatorId,
      share.title,
      share.companyName,
      contentHash,
      signedAt,
    ).catch((error: unknown) => this.logger.error(`Signing mail failed: ${String(error)}`));
    return { signedAt };
  }

  private async notify(
    command: SignProposalCommand,
    creatorId: string,
    title: string,
    companyName: string,
    contentHash: string,
    signedAt: string,
  ) {
    const link = `${this.config.publicBaseUrl}/shared-proposal/${command.token}`;
    await this.mail.send({
      to: command.email,
      subject: `You signed "${title}"`,
      text: `Hi ${command.name},\n\nThank you for signing "${title}" from ${companyName} on ${new Date(signedAt).toUTCString()}.\n\nYou can open the signed proposal at any time:\n${link}\n\nFingerprint of the signed text (SHA-256): ${contentHash}\n`,
    });
    const creator = await this.directory.contact(creatorId);
    if (!creator) return;
    await this.mail.send({
      to: creator.email,
      subject: `${command.name} signed "${title}"`,
      text: `Good news, ${creator.username}: ${command.name} (${command.email}) signed "${title}" on ${new Date(signedAt).toUTCString()}.\n\n${link}\n`,
    });
  }
}
