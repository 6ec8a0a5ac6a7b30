import { randomBytes, randomUUID } from 'node:crypto';
import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { ShareProposalResponse } from '@vanilla/contracts';
import {
  assertOffer,
  DEFAULT_VALIDITY_DAYS,
  endOfDayAfter,
  isTimeZone,
  proposalDecider,
  proposalStreamName,
  resolveTemplateChoice,
} from '@vanilla/domain';
import type { DepositTerms, ProposalCommand, ProposalEvent, ProposalState } from '@vanilla/domain';
import { actedBy, findCompanyDetails } from '../../accounts/index.js';
import type { Principal } from '../../accounts/index.js';
import { findCompanyTimezone } from '../../receptionists/index.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import { isUniqueViolation } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { canSee, PROPOSAL_NOT_FOUND } from '../proposal-access.js';
import { PHOTO_CONTENT_TYPE, preparePhotos } from '../proposal-photo.js';
import { reserveToken, storeProposalPhotos } from '../proposal-storage.js';
import { signedContentHash } from '../signed-content.js';
import { proposalDefaults } from '../writer/proposal-composer.js';
import { ShareProposalCommand } from './share-proposal.command.js';

// Only the field the validated terms name (the other may come as null): nothing else of the
// request's object is recorded.
const depositTerms = (deposit: DepositTerms): DepositTerms => {
  const { percent, amount } = deposit as Partial<Record<'percent' | 'amount', number | null>>;
  return typeof percent === 'number' ? { percent } : { amount: Number(amount) };
};

const ALREADY_SHARED = 'This proposal is already shared.';

// 192 random bits: unguessable, and short enough for a text message.
const newShareToken = () => randomBytes(24).toString('base64url');

@CommandHandler(ShareProposalCommand)
export class ShareProposalHandler implements ICommandHandler<
  ShareProposalCommand,
  ShareProposalResponse
> {
  constructor(
    private readonly decisions: StreamDecisions,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ principal, request }: ShareProposalCommand): Promise<ShareProposalResponse> {
    const proposalId = request.proposalId ?? randomUUID();
    // The draft's own creator stays its creator when a manager shares it.
    const creatorId = request.proposalId
      ? await this.draftCreator(principal, request.proposalId)
      : principal.userId;
    // Before anything is reserved: a refused offer or photo shares nothing.
    const offer = {
      priceOptions: (request.priceOptions ?? []).map((option) => ({
        id: option.id,
        name: option.name,
        price: option.price,
        description: option.description ?? '',
        recommended: option.recommended ?? false,
      })),
      addOns: (request.addOns ?? []).map(({ id, name, price }) => ({ id, name, price })),
    };
    assertOffer(offer);
    const prepared = await preparePhotos(request.photos ?? []);
    const photos = prepared.map(({ sha256, caption }) => ({ sha256, caption }));
    const token = newShareToken();
    await reserveToken(this.db, {
      token,
      proposalId,
      companyId: principal.companyId,
      creatorId,
    }).catch((error: unknown) => {
      // Two shares of one draft at once: the second finds the first's token.
      throw isUniqueViolation(error) ? new ConflictException(ALREADY_SHARED) : error;
    });
    await storeProposalPhotos(
      this.db,
      proposalId,
      prepared.map(({ sha256, bytes }) => ({ sha256, bytes, contentType: PHOTO_CONTENT_TYPE })),
    );
    const content = request.proposalContent;
    const points = request.keySellingPoints ?? {};
    // The company as its profile stands now, under what the wizard's Company Info step says: the
    // share records it, so later edits of the profile never change a proposal already sent.
    const company = await findCompanyDetails(this.db, principal.companyId);
    const now = new Date();
    const command: ProposalCommand = {
      type: 'ShareProposal',
      data: {
        proposalId,
        token,
        companyId: principal.companyId,
        creatorId,
        content,
        contentHash: signedContentHash(content, photos, offer),
        // A share without photos or offers records none, exactly as before they existed.
        ...(photos.length > 0 ? { photos } : {}),
        ...(offer.priceOptions.length > 0 ? { priceOptions: offer.priceOptions } : {}),
        ...(offer.addOns.length > 0 ? { addOns: offer.addOns } : {}),
        ...(request.deposit ? { deposit: depositTerms(request.deposit) } : {}),
        clientName: request.clientName || 'Client',
        clientEmail: request.clientEmail ?? '',
        // No address is recorded as none: a placeholder is not a fact (the page shows no row).
        clientAddress: request.clientAddress ?? '',
        ...(request.clientPhone ? { clientPhone: request.clientPhone } : {}),
        ...(request.contactId ? { contactId: request.contactId } : {}),
        companyName: request.companyName || company?.name || proposalDefaults.companyName,
        companyAddress: request.companyAddress || (company?.address ?? ''),
        companyPhone: request.companyPhone || (company?.phone ?? ''),
        companyEmail: request.companyEmail || (company?.email ?? ''),
        companyLicenseNumber: request.licenseNumber || (company?.licenseNumber ?? ''),
        companyWebsite: company?.website ?? '',
        companyLogoSha256: company?.logoSha256 ?? null,
        templateChoice: resolveTemplateChoice(request.templateChoice),
        keySellingPoints: {
          price: points.price ?? '',
          whyChooseUs: points.whyChooseUs ?? '',
          testimonials: points.testimonials ?? '',
          warrantyInfo: points.warrantyInfo ?? '',
        },
        value: request.value ?? null,
        expiresAt: request.expiresAt
          ? new Date(request.expiresAt).toISOString()
          : await this.defaultExpiry(
              principal.companyId,
              company?.proposalValidityDays ?? DEFAULT_VALIDITY_DAYS,
              now,
            ),
      },
    };
    await this.decisions.decideAndAppend(
      proposalStreamName(proposalId),
      proposalDecider,
      command,
      actedBy(principal),
      { now },
    );
    return {
      success: true,
      shareLink: `${this.config.publicBaseUrl}/shared-proposal/${token}`,
      token,
      proposalId,
    };
  }

  // The company's default validity (Settings → Company) ends with its last day where the company
  // is (its receptionists' timezone), or in UTC for a company without one.
  private async defaultExpiry(companyId: string, days: number, now: Date): Promise<string> {
    const timezone = await findCompanyTimezone(this.db, companyId);
    return endOfDayAfter(now, days, timezone && isTimeZone(timezone) ? timezone : 'UTC');
  }

  // A generated draft is shared by whoever may act on it: its creator, or a manager of its
  // company; to anyone else it does not exist. Shared already is a conflict, never a second link.
  private async draftCreator(principal: Principal, proposalId: string): Promise<string> {
    const { state } = await this.decisions.loadState<ProposalState, ProposalEvent>(
      proposalStreamName(proposalId),
      proposalDecider,
    );
    const owner = { companyId: state.companyId ?? '', creatorId: state.creatorId ?? '' };
    if (!state.generated || !canSee(principal, owner)) {
      throw new NotFoundException(PROPOSAL_NOT_FOUND);
    }
    if (state.share) throw new ConflictException(ALREADY_SHARED);
    return owner.creatorId;
  }
}
