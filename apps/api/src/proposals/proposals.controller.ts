import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  DashboardQuery,
  DeclineProposalRequest,
  ExtendProposalRequest,
  GenerateProposalRequest,
  RequestNewLinkRequest,
  VoiceToProposalRequest,
  HistoryQuery,
  ProposalMessageRequest,
  ProposalReadingRequest,
  ProposalTokenRequest,
  SendProposalRequest,
  ShareProposalRequest,
  TrackProposalViewRequest,
} from '@vanilla/contracts/dto';
import { accountMessages, consentMessages } from '@vanilla/contracts';
import type {
  DeclineProposalResponse,
  DepositCheckoutResponse,
  ExtendProposalResponse,
  GenerateProposalResponse,
  ProposalHistoryResponse,
  ProposalReadingResponse,
  RequestNewLinkResponse,
  SendProposalResponse,
  SharedProposalResponse,
  ShareProposalResponse,
  SignatureCertificate,
} from '@vanilla/contracts';
import {
  ApiAnswer,
  ApiErrors,
  ApiJsonBody,
  ApiQueryFrom,
  ApiSuccess,
  stringOf,
} from '../infrastructure/http/api-docs.decorators.js';
import { CompressedBodies } from '../infrastructure/http/compressed-bodies.js';
import type { HttpReply, HttpRequest } from '../infrastructure/http/http.js';
import {
  Authenticated,
  AuthenticatedInStatement,
  clientOf,
  CurrentPrincipal,
  ForbiddenMessage,
  SessionService,
} from '../accounts/index.js';
import { GenerateProposalCommand } from './commands/generate-proposal.command.js';
import type { Principal, RequestWithPrincipal } from '../accounts/index.js';
import { StartDepositCheckoutCommand } from './commands/start-deposit-checkout.command.js';
import { DeclineProposalCommand } from './commands/decline-proposal.command.js';
import { DeleteProposalCommand } from './commands/delete-proposal.command.js';
import { ExtendProposalCommand } from './commands/extend-proposal.command.js';
import { RequestNewLinkCommand } from './commands/request-new-link.command.js';
import { RecordProposalViewCommand } from './commands/record-proposal-view.command.js';
import { RecordProposalReadingCommand } from './commands/record-proposal-reading.command.js';
import { SendProposalMessageCommand } from './commands/send-proposal-message.command.js';
import { SendProposalCommand } from './commands/send-proposal.command.js';
import { ShareProposalCommand } from './commands/share-proposal.command.js';
import { SignProposalCommand } from './commands/sign-proposal.command.js';
import { INVALID_SIGNATURE } from './commands/sign-proposal.handler.js';
import { GetDashboardQuery } from './queries/get-dashboard.query.js';
import type { DashboardList } from './queries/get-dashboard.query.js';
import { GetProposalPhotoQuery } from './queries/get-proposal-photo.query.js';
import { GetSealedPdfQuery } from './queries/get-sealed-pdf.query.js';
import type { SealedPdfFile } from './queries/get-sealed-pdf.query.js';
import { GetProposalHistoryQuery } from './queries/get-proposal-history.query.js';
import { GetProposalReadingQuery } from './queries/get-proposal-reading.query.js';
import { GetSharedProposalQuery } from './queries/get-shared-proposal.query.js';
import { GetSignatureCertificateQuery } from './queries/get-signature-certificate.query.js';
import { ProposalAccess } from './proposal-access.js';
import { loadSignatureImage } from './proposal-storage.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';

export const CREATE_PROPOSAL_FORBIDDEN =
  "You don't have permission to create proposals. Only manager and member accounts can create proposals.";

const PDF_SCHEMA = { type: 'string', format: 'binary' } as const;

// A sealed PDF as a download named by its reference; its hash names its bytes (the ETag). It
// holds the signer's personal data, so no cache keeps it.
const sendPdf = ({ filename, sha256, pdf }: SealedPdfFile, response: HttpReply): Buffer => {
  response.header('Content-Type', 'application/pdf');
  response.header('Content-Disposition', `attachment; filename="${filename}"`);
  response.header('ETag', `"${sha256}"`);
  response.header('Cache-Control', 'no-store');
  response.header('X-Content-Type-Options', 'nosniff');
  return pdf;
};

@ApiTags('proposals')
@Controller('api')
export class ProposalsController {
  // An unchanged answer is the same object (see the query handlers): each is written and
  // compressed once.
  private readonly dashboards = new CompressedBodies<DashboardList>(
    ({ proposals }) => `{"success":true,"proposals":${proposals}}`,
  );
  private readonly sharedProposals = new CompressedBodies<SharedProposalResponse>((answer) =>
    JSON.stringify(answer),
  );

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly access: ProposalAccess,
    private readonly sessions: SessionService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @ApiSuccess('Write a proposal with the LLM from a job description', 'GenerateProposalResponse')
  @ApiJsonBody(GenerateProposalRequest)
  @ApiErrors(402, 503)
  @Post('generate-proposal')
  @Authenticated('manager', 'member')
  @ForbiddenMessage(CREATE_PROPOSAL_FORBIDDEN)
  generate(
    @Body() body: GenerateProposalRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<GenerateProposalResponse> {
    return this.commands.execute(
      new GenerateProposalCommand(principal, { source: 'form', form: body }),
    );
  }

  @ApiSuccess('Write a proposal from a voice recording', 'GenerateProposalResponse')
  @ApiJsonBody(VoiceToProposalRequest)
  @ApiErrors(402, 503)
  @Post('voice-to-proposal')
  @Authenticated('manager', 'member')
  @ForbiddenMessage(CREATE_PROPOSAL_FORBIDDEN)
  voice(
    @Body() body: VoiceToProposalRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<GenerateProposalResponse> {
    return this.commands.execute(
      new GenerateProposalCommand(principal, {
        source: 'voice',
        transcript: body.voiceTranscript,
        templateChoice: body.templateChoice ?? 'vanilla',
      }),
    );
  }

  @ApiSuccess("Make a proposal's share link", 'ShareProposalResponse')
  @ApiJsonBody(ShareProposalRequest)
  @ApiErrors(404)
  @Post('share-proposal')
  @Authenticated()
  share(
    @Body() body: ShareProposalRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ShareProposalResponse> {
    return this.commands.execute(new ShareProposalCommand(principal, body));
  }

  // Step 4's Send Proposal (Super Pro): the link to the client, by email.
  @ApiSuccess('Send a shared proposal to its client', 'SendProposalResponse')
  @ApiJsonBody(SendProposalRequest)
  @ApiErrors(403, 404, 409, 410)
  @Post('send-proposal')
  @HttpCode(200)
  @Authenticated()
  send(
    @Body() body: SendProposalRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SendProposalResponse> {
    return this.commands.execute(new SendProposalCommand(principal, body));
  }

  @ApiSuccess(
    'A shared proposal, as its client sees it (the token is the key)',
    'SharedProposalResponse',
  )
  @ApiErrors(404, 410)
  @Get('proposal/:token')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async sharedProposal(
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<string | Buffer> {
    const answer = await this.queries.execute(new GetSharedProposalQuery(token));
    return this.sharedProposals.send(request, response, answer);
  }

  // Public like the page that shows it: whoever has the shared proposal has its photos' hashes.
  // A hash names its bytes for ever, so caches may keep them without asking again.
  @ApiAnswer('A photo of a shared proposal, by its content hash', 'image/*', {
    type: 'string',
    format: 'binary',
  })
  @ApiErrors(404)
  @Get('proposal-photos/:sha256')
  async proposalPhoto(
    @Param('sha256') sha256: string,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Buffer> {
    const photo = await this.queries.execute(new GetProposalPhotoQuery(sha256));
    response.header('Content-Type', photo.contentType);
    response.header('Cache-Control', 'public, max-age=31536000, immutable');
    response.header('X-Content-Type-Options', 'nosniff');
    return photo.bytes;
  }

  // The client's copy of what they signed, from the shared page: public like the page (the token
  // is the key), and only once signed.
  @ApiAnswer('The sealed PDF of a signed proposal, for its client', 'application/pdf', PDF_SCHEMA)
  @ApiErrors(404, 410)
  @Get('proposal/:token/pdf')
  async sharedSealedPdf(
    @Param('token') token: string,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Buffer> {
    return sendPdf(await this.queries.execute(new GetSealedPdfQuery(null, token)), response);
  }

  // Opening a link records a view; the same call with a signature signs (the spec's one endpoint).
  @ApiSuccess("Record a client's view of a shared proposal, or its signature", {
    signed_at: stringOf('When signed (a signature only)'),
  })
  @ApiJsonBody(TrackProposalViewRequest)
  @ApiErrors(404, 409, 410)
  @Post('track-proposal-view')
  @HttpCode(200)
  async track(@Body() body: TrackProposalViewRequest, @Req() request: RequestWithPrincipal) {
    const client = clientOf(request);
    if (body.signature === undefined) {
      await this.commands.execute(
        new RecordProposalViewCommand(body.token, client, request.principal?.companyId ?? null),
      );
      return { success: true };
    }
    if (!body.signature) throw new BadRequestException(INVALID_SIGNATURE);
    if (!body.name) throw new BadRequestException('Please provide your full name');
    if (!body.email) throw new BadRequestException('Please provide your email address');
    if (body.consent !== true) throw new BadRequestException(consentMessages.required);
    const { signedAt } = await this.commands.execute(
      new SignProposalCommand(
        body.token,
        body.signature,
        body.name,
        body.email,
        client,
        true,
        body.optionId ?? null,
        body.addOnIds ?? [],
      ),
    );
    return { success: true, signed_at: signedAt };
  }

  // Public like signing: the link's token is the key. A repeated decline answers as the first.
  @ApiSuccess(
    'Decline a shared proposal, with an optional reason (the client)',
    'DeclineProposalResponse',
  )
  @ApiJsonBody(DeclineProposalRequest)
  @ApiErrors(404, 409, 410)
  @Post('proposals/:token/decline')
  @HttpCode(200)
  async decline(
    @Param('token') token: string,
    @Body() body: DeclineProposalRequest,
    @Req() request: RequestWithPrincipal,
  ): Promise<DeclineProposalResponse> {
    const { declinedAt } = await this.commands.execute(
      new DeclineProposalCommand(token, body.reason ?? '', clientOf(request)),
    );
    return { success: true, status: 'declined', declined_at: declinedAt };
  }

  // Public like a view: the shared page's beacon (sendBeacon, on page hide) with what this visit
  // read so far. The same visit's later beacon replaces its earlier one; the company's own users
  // record nothing. Answered 202: a beacon reads no answer.
  @ApiSuccess("Record what the client read in one visit (the shared page's beacon)", {
    recorded: { type: 'boolean', description: 'Whether this report added to the visit' },
  })
  @ApiJsonBody(ProposalReadingRequest)
  @ApiErrors(404, 410)
  @Post('proposals/:token/reading')
  @HttpCode(202)
  async reading(
    @Param('token') token: string,
    @Body() body: ProposalReadingRequest,
    @Req() request: RequestWithPrincipal,
  ) {
    const { recorded } = await this.commands.execute(
      new RecordProposalReadingCommand(
        token,
        body,
        clientOf(request),
        request.principal?.companyId ?? null,
      ),
    );
    return { success: true, recorded };
  }

  // The dashboard's Reading panel: a manager of the company or the proposal's creator.
  @ApiSuccess('What the client read of a shared proposal, across visits', 'ProposalReadingResponse')
  @ApiErrors(404)
  @Get('proposals/:token/reading')
  @Authenticated()
  readingOf(
    @Param('token') token: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ProposalReadingResponse> {
    return this.queries.execute(new GetProposalReadingQuery(principal, token));
  }

  // Public like declining: the client of an expired link asks its contractor for a new one. A
  // repeated ask within the hour answers as the first.
  @ApiSuccess(
    'Ask the contractor for a new link to an expired proposal (the client)',
    'RequestNewLinkResponse',
  )
  @ApiJsonBody(RequestNewLinkRequest)
  @ApiErrors(404, 409, 410)
  @Post('proposals/:token/request-new-link')
  @HttpCode(200)
  async requestNewLink(
    @Param('token') token: string,
    @Body() body: RequestNewLinkRequest,
    @Req() request: RequestWithPrincipal,
  ): Promise<RequestNewLinkResponse> {
    const { requestedAt } = await this.commands.execute(
      new RequestNewLinkCommand(token, body.message ?? '', clientOf(request)),
    );
    return { success: true, requested_at: requestedAt };
  }

  // The contractor gives the client more time: a manager of the company or the proposal's creator.
  @ApiSuccess("Extend a shared proposal's link to a later expiry", 'ExtendProposalResponse')
  @ApiJsonBody(ExtendProposalRequest)
  @ApiErrors(404, 409, 410)
  @Post('proposals/:token/extend')
  @HttpCode(200)
  @Authenticated()
  async extend(
    @Param('token') token: string,
    @Body() body: ExtendProposalRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ExtendProposalResponse> {
    const { expiresAt } = await this.commands.execute(
      new ExtendProposalCommand(principal, token, body.expiresAt),
    );
    return { success: true, expires_at: expiresAt };
  }

  // Public like signing: once signed, the client pays the deposit on Stripe's page.
  @ApiSuccess("Start paying a signed proposal's deposit (the client)", 'DepositCheckoutResponse')
  @ApiErrors(404, 409, 410, 503)
  @Post('proposals/:token/deposit/checkout')
  @HttpCode(200)
  async depositCheckout(@Param('token') token: string): Promise<DepositCheckoutResponse> {
    const url = await this.commands.execute(new StartDepositCheckoutCommand(token));
    return { success: true, url };
  }

  @ApiSuccess('Send the contractor a message from a shared proposal')
  @ApiJsonBody(ProposalMessageRequest)
  @ApiErrors(404, 410)
  @Post('proposal-message')
  @HttpCode(200)
  async message(@Body() body: ProposalMessageRequest, @Req() request: RequestWithPrincipal) {
    await this.commands.execute(
      new SendProposalMessageCommand(
        body.token,
        body.name,
        body.email,
        body.message,
        clientOf(request),
      ),
    );
    return { success: true };
  }

  @ApiSuccess('Delete a proposal (a signed one is archived)')
  @ApiJsonBody(ProposalTokenRequest)
  @ApiErrors(404)
  @Post('delete-proposal')
  @HttpCode(200)
  @Authenticated()
  async delete(@Body() body: ProposalTokenRequest, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new DeleteProposalCommand(principal, body.token));
    return { success: true };
  }

  // A DashboardResponse, its list written as JSON by the database and sent on as text: an
  // unchanged list, as its compressed copies, made once.
  @ApiSuccess('The proposals of the dashboard', 'DashboardResponse')
  @ApiQueryFrom(DashboardQuery)
  @Get('dashboard')
  @AuthenticatedInStatement()
  @Header('Content-Type', 'application/json; charset=utf-8')
  async dashboard(
    @Query() query: DashboardQuery,
    @Req() request: RequestWithPrincipal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<string | Buffer> {
    const tokenHash = this.sessions.tokenHashOf(request);
    const answer =
      tokenHash === null
        ? null
        : await this.queries.execute(
            new GetDashboardQuery(tokenHash, query.include_team !== 'false'),
          );
    await this.sessions.admit(request, response, answer?.caller ?? null);
    if (!answer) throw new UnauthorizedException(accountMessages.signInRequired);
    return this.dashboards.send(request, response, answer.list);
  }

  @ApiSuccess("A proposal's events and its state as of a point in them", 'ProposalHistoryResponse')
  @ApiQueryFrom(HistoryQuery)
  @ApiErrors(404)
  @Get('proposals/:token/history')
  @Authenticated()
  history(
    @Param('token') token: string,
    @Query() query: HistoryQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ProposalHistoryResponse> {
    return this.queries.execute(new GetProposalHistoryQuery(principal, token, query.at ?? null));
  }

  @ApiSuccess('The signature certificate of a signed proposal', 'SignatureCertificate')
  @ApiErrors(404)
  @Get('proposals/:token/certificate')
  @Authenticated()
  certificate(
    @Param('token') token: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SignatureCertificate> {
    return this.queries.execute(new GetSignatureCertificateQuery(principal, token));
  }

  @ApiAnswer('The sealed PDF of a signed proposal, for its team', 'application/pdf', PDF_SCHEMA)
  @ApiErrors(404)
  @Get('proposals/:token/pdf')
  @Authenticated()
  async sealedPdf(
    @Param('token') token: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Buffer> {
    return sendPdf(await this.queries.execute(new GetSealedPdfQuery(principal, token)), response);
  }

  @ApiAnswer("The client's signature as drawn", 'image/png', { type: 'string', format: 'binary' })
  @ApiErrors(404)
  @Get('proposals/:token/signature.png')
  @Authenticated()
  async signatureImage(
    @Param('token') token: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Buffer> {
    const { owner } = await this.access.forPrincipal(principal, token, { allowDeleted: true });
    const recorded = await this.access.events(owner);
    const signed = recorded.find((e) => e.type === 'ProposalSigned');
    const png = signed
      ? await loadSignatureImage(this.db, String(signed.data.signatureHash))
      : null;
    if (!png) throw new NotFoundException('This proposal has not been signed.');
    response.header('Content-Type', 'image/png');
    return png;
  }
}
