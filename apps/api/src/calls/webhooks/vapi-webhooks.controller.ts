import { Body, Controller, ForbiddenException, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { routeCall } from '@vanilla/domain';
import { headerOf } from '../../infrastructure/http/http.js';
import type { HttpRequest } from '../../infrastructure/http/http.js';
import { GetCallerProposalsQuery, TextLinkToCallerCommand } from '../../proposals/index.js';
import {
  CALLER_PROPOSAL_VARIABLE,
  NO_CALLER_PROPOSAL,
  ReceptionistDirectory,
  settingsOf,
  TEXT_PROPOSAL_LINK_TOOL,
  verifyVapiRequest,
} from '../../receptionists/index.js';
import type { ReceptionistRow, VapiWebhookHeaders } from '../../receptionists/index.js';
import { WebhookSecretService } from '../../system/index.js';
import { partiesOf } from '../call-recorder.js';
import { RecordCallCommand } from '../commands/record-call.command.js';
import { readVapiWebhook } from '../vapi-report.js';
import type { VapiCallIdentity, VapiToolCall } from '../vapi-report.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiProviderBody } from '../../infrastructure/http/api-docs.decorators.js';

// Vapi's documented answers to an assistant-request: the assistant with per-call template
// variables (the caller's proposals fill the prompt's {{proposal}}), a transfer, or a refusal.
type AssistantRequestAnswer =
  | { assistantId: string; assistantOverrides: { variableValues: Record<string, string> } }
  | { destination: { type: 'number'; number: string; message: string } }
  | { error: string };

// Vapi's documented answer to tool-calls: one result per call, by its id.
type ToolCallsAnswer = { results: Array<{ toolCallId: string; result: string }> };

// Vapi's server URL: every assistant and imported number posts its events here. Authenticity is
// the shared secret (or an HMAC of it); anything else is 403 and nothing is stored. An authentic
// body is then read against its schema (vapi-report.ts): one it cannot read is 400, and nothing
// is stored either.
@ApiTags('webhooks')
@Controller('webhooks/vapi')
export class VapiWebhooksController {
  constructor(
    private readonly secrets: WebhookSecretService,
    private readonly directory: ReceptionistDirectory,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiAnswer(
    'Vapi: server messages (assistant requests, end-of-call reports)',
    'application/json',
    {
      type: 'object',
      description: '{ received: true }, or the assistant for an assistant-request',
      additionalProperties: true,
    },
  )
  @ApiProviderBody(
    'application/json',
    "Vapi's server message, with the webhook secret in its header",
  )
  @Post()
  @HttpCode(200)
  async receive(
    @Req() request: RawBodyRequest<HttpRequest>,
    @Body() body: unknown,
  ): Promise<AssistantRequestAnswer | ToolCallsAnswer | { received: true }> {
    const secret = await this.secrets.vapiSecret();
    const headers: VapiWebhookHeaders = {
      'x-vapi-secret': headerOf(request, 'x-vapi-secret'),
      authorization: headerOf(request, 'authorization'),
      'x-signature': headerOf(request, 'x-signature'),
      'x-timestamp': headerOf(request, 'x-timestamp'),
    };
    if (!request.rawBody || !verifyVapiRequest(secret, headers, request.rawBody)) {
      throw new ForbiddenException('Invalid Vapi webhook credentials');
    }
    const webhook = readVapiWebhook(body, new Date());
    if (webhook.type === 'other') return { received: true };
    const { identity } = webhook;
    const receptionist = await this.receptionistFor(identity);
    switch (webhook.type) {
      case 'assistant-request':
        return this.answerAssistantRequest(identity, receptionist);
      case 'status-update':
        if (webhook.status === 'in-progress' && receptionist && identity.callId) {
          await this.start(identity, receptionist, 'ai');
        }
        return { received: true };
      case 'end-of-call-report':
        if (receptionist && identity.callId) {
          await this.commands.execute(
            new RecordCallCommand(
              {
                type: 'CompleteCall',
                data: {
                  ...partiesOf(receptionist, { ...identity, callId: identity.callId }),
                  provider: 'vapi',
                  ...webhook.report,
                },
              },
              'vapi:end-of-call-report',
            ),
          );
        }
        return { received: true };
      case 'tool-calls':
        return this.answerToolCalls(identity, receptionist, webhook.toolCalls);
    }
  }

  // The assistant's functions, run for the company whose receptionist took the call, for the
  // number calling; whatever happens, the assistant gets a sentence to say, never an error page.
  private async answerToolCalls(
    identity: VapiCallIdentity,
    receptionist: ReceptionistRow | null,
    toolCalls: readonly VapiToolCall[],
  ): Promise<ToolCallsAnswer> {
    const results = [];
    for (const toolCall of toolCalls) {
      const result =
        toolCall.name !== TEXT_PROPOSAL_LINK_TOOL
          ? `There is no tool named ${toolCall.name}.`
          : !receptionist || !identity.callId || !identity.from
            ? 'The link cannot be texted on this call. Tell the caller the team will send it.'
            : await this.commands.execute(
                new TextLinkToCallerCommand({
                  callId: identity.callId,
                  companyId: receptionist.company_id,
                  from: identity.from,
                }),
              );
      results.push({ toolCallId: toolCall.id, result });
    }
    return { results };
  }

  // Vapi waits 7.5 s for this answer: one read-model lookup and one append, then the decision the
  // Twilio voice webhook would make (forward in business hours, else the AI). The AI is told of
  // the open proposals its company shared to the caller's number, and of nothing else.
  private async answerAssistantRequest(
    identity: VapiCallIdentity,
    receptionist: ReceptionistRow | null,
  ): Promise<AssistantRequestAnswer> {
    if (!receptionist) return { error: 'This number is not in service.' };
    const route = routeCall(
      { ...settingsOf(receptionist), isActive: receptionist.is_active },
      new Date(),
    );
    if (identity.callId) await this.start(identity, receptionist, route);
    if (route === 'forward') {
      return { destination: { type: 'number', number: receptionist.call_forwarding, message: '' } };
    }
    const { context } = await this.queries.execute(
      new GetCallerProposalsQuery(receptionist.company_id, identity.from),
    );
    return {
      assistantId: receptionist.vapi_assistant_id,
      assistantOverrides: {
        variableValues: { [CALLER_PROPOSAL_VARIABLE]: context || NO_CALLER_PROPOSAL },
      },
    };
  }

  private async start(
    identity: VapiCallIdentity,
    receptionist: ReceptionistRow,
    routedTo: 'ai' | 'forward',
  ): Promise<void> {
    await this.commands.execute(
      new RecordCallCommand(
        {
          type: 'StartCall',
          data: {
            ...partiesOf(receptionist, { ...identity, callId: identity.callId! }),
            provider: 'vapi',
            routedTo,
          },
        },
        'vapi:start',
      ),
    );
  }

  private async receptionistFor(identity: VapiCallIdentity): Promise<ReceptionistRow | null> {
    return (
      (identity.assistantId ? await this.directory.byAssistantId(identity.assistantId) : null) ??
      (identity.phoneNumberId
        ? await this.directory.byVapiPhoneNumberId(identity.phoneNumberId)
        : null) ??
      (identity.to ? await this.directory.byPhoneNumber(identity.to) : null)
    );
  }
}
