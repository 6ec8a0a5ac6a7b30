import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { depositOf } from '@vanilla/domain';
import { ConnectService } from '../../billing/index.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { ProposalAccess } from '../proposal-access.js';
import { StartDepositCheckoutCommand } from './start-deposit-checkout.command.js';

export const depositRefusals = {
  none: 'This proposal asks for no deposit.',
  unsigned: 'The deposit is paid once the proposal is signed.',
  paid: 'The deposit is already paid.',
  notOffered: 'This contractor does not take deposits online yet.',
} as const;

// Ten minutes: repeated clicks make one Checkout session, a later visit a fresh one.
const WINDOW_MS = 600_000;

// Stripe Checkout in payment mode on the contractor's connected account, for what is due now;
// the Connect webhook records the payment (RecordDepositPaymentHandler). Nothing is recorded here.
@CommandHandler(StartDepositCheckoutCommand)
export class StartDepositCheckoutHandler implements ICommandHandler<
  StartDepositCheckoutCommand,
  string
> {
  constructor(
    private readonly access: ProposalAccess,
    private readonly connect: ConnectService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token }: StartDepositCheckoutCommand): Promise<string> {
    const { owner, state } = await this.access.byToken(token);
    const deposit = depositOf(state);
    if (!deposit) throw new ConflictException(depositRefusals.none);
    if (!state.signature) throw new ConflictException(depositRefusals.unsigned);
    if (deposit.paid) throw new ConflictException(depositRefusals.paid);
    const accountId = await this.connect.depositAccount(owner.companyId);
    if (!accountId) throw new ConflictException(depositRefusals.notOffered);
    const cents = Math.round(deposit.due * 100);
    const page = `${this.config.publicBaseUrl}/shared-proposal/${encodeURIComponent(token)}`;
    return this.connect.depositCheckout({
      accountId,
      amount: cents,
      currency: 'usd',
      description: `Deposit: ${state.share?.title ?? 'Proposal'}`,
      metadata: { proposalId: owner.proposalId, token },
      customerEmail: state.signature.signerEmail || null,
      successUrl: `${page}?deposit=paid`,
      cancelUrl: `${page}?deposit=canceled`,
      idempotencyKey: `deposit-${owner.proposalId}-${cents}-${Math.floor(Date.now() / WINDOW_MS)}`,
    });
  }
}
