import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type {
  SharedProposalChoice,
  SharedProposalDeposit,
  SharedProposalResponse,
} from '@vanilla/contracts';
import { companyLogoPath } from '../../accounts/index.js';
import { ConnectService } from '../../billing/index.js';
import { GoneException } from '@nestjs/common';
import { depositOf, expiryMessages, isLinkExpired, proposalReference } from '@vanilla/domain';
import type { ProposalChoice, ProposalState } from '@vanilla/domain';
import { ESIGN_DISCLOSURE } from '../esign-disclosure.js';
import { ProposalAccess } from '../proposal-access.js';
import { sharedPhotoView } from '../proposal-photo.js';
import { GetSharedProposalQuery } from './get-shared-proposal.query.js';

const choiceView = (choice: ProposalChoice | null): SharedProposalChoice | null =>
  choice && {
    option_id: choice.option?.id ?? null,
    add_on_ids: choice.addOns.map((addOn) => addOn.id),
    total: choice.total,
  };

const depositView = (state: ProposalState, offered: boolean): SharedProposalDeposit | null => {
  const deposit = depositOf(state);
  return (
    deposit && {
      offered,
      percent: 'percent' in deposit.terms ? deposit.terms.percent : null,
      amount: 'amount' in deposit.terms ? deposit.terms.amount : null,
      due: deposit.due,
      paid: deposit.paid !== null,
      paid_at: deposit.paid?.at ?? null,
    }
  );
};

// The public page's data, folded from the stream itself: the client always sees exactly the
// content that was shared, and whether it is signed, with no projection lag.
//
// A folded state is immutable and stays the same object until its stream moves on, so the answer
// made from it is kept beside it (with whether a deposit was offered, which the company's payouts
// decide): a link opened again and again is not written again, and the same answer object lets
// the controller and the page keep what they made of it (compressed JSON, rendered HTML).
@QueryHandler(GetSharedProposalQuery)
export class GetSharedProposalHandler implements IQueryHandler<
  GetSharedProposalQuery,
  SharedProposalResponse
> {
  private readonly answers = new WeakMap<
    ProposalState,
    { offered: boolean; answer: SharedProposalResponse }
  >();

  constructor(
    private readonly access: ProposalAccess,
    private readonly connect: ConnectService,
  ) {}

  async execute({ token }: GetSharedProposalQuery): Promise<SharedProposalResponse> {
    const { owner, state } = await this.access.byToken(token);
    const share = state.share!;
    // Past its expiry the link shows whose proposal it was and nothing of it.
    if (isLinkExpired(state, new Date())) {
      throw new GoneException({
        message: expiryMessages.expired,
        expired: true,
        title: share.title,
        company_name: share.companyName,
        expires_at: state.expiresAt,
      });
    }
    const offered =
      share.deposit !== undefined && (await this.connect.depositAccount(owner.companyId)) !== null;
    const known = this.answers.get(state);
    if (known?.offered === offered) return known.answer;
    const answer: SharedProposalResponse = {
      success: true,
      title: share.title,
      reference: proposalReference(owner.proposalId),
      date: share.sharedAt,
      expires_at: state.expiresAt,
      company_name: share.companyName,
      company_address: share.companyAddress,
      company_phone: share.companyPhone,
      company_email: share.companyEmail,
      company_license_number: share.companyLicenseNumber ?? '',
      company_website: share.companyWebsite ?? '',
      company_logo_url: share.companyLogoSha256 ? companyLogoPath(share.companyLogoSha256) : null,
      client_name: share.clientName,
      client_address: share.clientAddress,
      template_choice: share.templateChoice,
      is_signed: state.signature !== null,
      signed_at: state.signature?.at ?? null,
      signer_name: state.signature?.signerName ?? null,
      is_declined: state.decline !== null,
      declined_at: state.decline?.at ?? null,
      declined_reason: state.decline?.reason ?? null,
      consent_disclosure: ESIGN_DISCLOSURE,
      price_options: share.priceOptions ?? [],
      add_ons: share.addOns ?? [],
      value: share.value,
      chosen: choiceView(state.signature?.choice ?? null),
      deposit: depositView(state, offered),
      content: share.content,
      proposal_content: share.content,
      photos: (share.photos ?? []).map(sharedPhotoView),
    };
    this.answers.set(state, { offered, answer });
    return answer;
  }
}
