import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { chooseFromOffer, proposalDecider, proposalStreamName } from '@vanilla/domain';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ESIGN_DISCLOSURE } from '../esign-disclosure.js';
import { ProposalAccess } from '../proposal-access.js';
import { storeSignatureImage } from '../proposal-storage.js';
import { parseSignatureImage } from '../signature-image.js';
import { signedAgreementHash, signedContentHash } from '../signed-content.js';
import { SignProposalCommand } from './sign-proposal.command.js';

export const INVALID_SIGNATURE = 'Please provide a signature';

// The signature is a fact of the log; the signer's confirmation and the contractor's notice
// follow from it (ProposalMailReactor), so nothing is mailed from here.
@CommandHandler(SignProposalCommand)
export class SignProposalHandler implements ICommandHandler<
  SignProposalCommand,
  { signedAt: string }
> {
  constructor(
    private readonly decisions: StreamDecisions,
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: ProposalAccess,
  ) {}

  async execute(command: SignProposalCommand) {
    const image = parseSignatureImage(command.signatureDataUrl);
    if (!image) throw new BadRequestException(INVALID_SIGNATURE);
    const { owner, state } = await this.access.byToken(command.token);
    const share = state.share!;
    // The evidence binds the signature to what the client was shown (the markdown and the photos'
    // hashes): recomputed here, and the decider refuses it unless it equals the hash recorded when
    // the proposal was shared.
    const contentHash = signedContentHash(share.content, share.photos ?? [], share);
    // The choice is checked before anything is stored; the decider names and prices it again.
    const choice = chooseFromOffer(share, command.optionId, command.addOnIds);
    await storeSignatureImage(this.db, image.sha256, image.png);
    const now = new Date();
    await this.decisions.decideAndAppend(
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
          userAgent: command.client.userAgent,
          optionId: command.optionId,
          addOnIds: [...command.addOnIds],
          agreementHash: choice && signedAgreementHash(contentHash, choice),
          consent: {
            disclosureVersion: ESIGN_DISCLOSURE.version,
            disclosureHash: ESIGN_DISCLOSURE.sha256,
          },
        },
      },
      { companyId: owner.companyId, ip: command.client.ip },
      { now },
    );
    return { signedAt: now.toISOString() };
  }
}
