import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { HistoryEntry } from '@vanilla/contracts';
import { signVapiRequest } from '../receptionists/index.js';
import { newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { assertVapiAssistantRequestAnswer } from '../testing/fake-vapi-server.js';
import { signingBody } from '../testing/proposal-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { expectRebuildEqualsLive } from '../testing/rebuild.js';
import { startTelephonyApp } from '../testing/telephony-app.js';
import type { TelephonyApp } from '../testing/telephony-app.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import { activateSubscription } from '../testing/stripe-fixtures.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';
import { addOns, priceOptions } from './testing/offer-fixtures.js';

const PUBLIC_BASE_URL = 'http://app.vanilla.example';
const VAPI_SECRET = 'vapi-callers-secret';
const CLIENT = '+15125550100';
const WARRANTY = '10-year parts warranty on the compressor, 2 years on labor';

type Company = { agent: Agent; receptionist: { vapi_assistant_id: string; phone_number: string } };
type AssistantAnswer = {
  assistantId?: string;
  assistantOverrides?: { variableValues?: { proposal?: string } };
};

// The receptionist knows the proposal: a call from a number a proposal was shared or texted to
// brings that proposal to the assistant (Vapi's assistant-request answer), and lands on the
// proposal's history once. Production mode: numbers bought from a local Twilio, Vapi's webhooks
// signed with the secret as Vapi signs them.
for (const kind of databaseKinds()) {
  describe(`the receptionist knows the caller's proposal on ${kind}`, () => {
    let app: TestApp;
    let telephony: TelephonyApp;
    let cool: Company;
    let other: Company;

    const superProWithReceptionist = async (companyName: string): Promise<Company> => {
      const signedUp = await signUp(app.url);
      await activateSubscription(app.store, signedUp.user.id, 'super_pro');
      await app.runner.waitUntilCaughtUp();
      signedUp.agent.set('Origin', PUBLIC_BASE_URL);
      const receptionist = (
        await signedUp.agent
          .post('/api/ai-receptionist/create-with-vapi')
          // No forwarding: every call goes to the assistant, whatever the time of the test.
          .send(createBody({ companyName, callForwarding: '' }))
          .expect(200)
      ).body.receptionist;
      return { agent: signedUp.agent, receptionist };
    };

    // A proposal's title is its content's heading.
    const share = async (agent: Agent, title: string, extra: Record<string, unknown> = {}) =>
      (
        await agent
          .post('/api/share-proposal')
          .send({
            proposalContent: `# ${title}\n\nWhat we will do, and for how much.`,
            clientName: 'Dana Smith',
            clientEmail: 'dana@example.com',
            companyName: 'Cool Air HVAC',
            keySellingPoints: {
              price: '$15,900',
              whyChooseUs: '',
              testimonials: '',
              warrantyInfo: WARRANTY,
            },
            priceOptions,
            addOns,
            ...extra,
          })
          .expect(201)
      ).body as { token: string; proposalId: string };

    beforeAll(async () => {
      telephony = await startTelephonyApp(kind, {
        VAPI_WEBHOOK_SECRET: VAPI_SECRET,
        PUBLIC_BASE_URL,
      });
      app = telephony.app;
      cool = await superProWithReceptionist('Cool Air HVAC');
      other = await superProWithReceptionist('Other Heating Co');
    });

    afterAll(() => telephony.close());

    const postVapi = async (message: Record<string, unknown>) => {
      const body = JSON.stringify({ message });
      return fetch(`${app.url}/webhooks/vapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signVapiRequest(VAPI_SECRET, body) },
        body,
      });
    };

    // The call as Vapi's messages describe it: from `from` to `company`'s receptionist.
    const callOf = (company: Company, from: string, callId: string) => ({
      id: callId,
      assistantId: company.receptionist.vapi_assistant_id,
      customer: { number: from },
      phoneNumber: { number: company.receptionist.phone_number },
    });

    // Vapi asks which assistant answers a call from `from` to `company`'s number.
    const assistantRequest = async (company: Company, from: string, callId = randomUUID()) => {
      await app.runner.waitUntilCaughtUp();
      const response = await postVapi({
        type: 'assistant-request',
        call: callOf(company, from, callId),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as AssistantAnswer;
      assertVapiAssistantRequestAnswer(answer);
      return answer;
    };

    const proposalText = (answer: AssistantAnswer) =>
      answer.assistantOverrides?.variableValues?.proposal ?? '';

    // Once the reactor has seen every call, the appender has appended what it wrote, and the
    // read models have what was appended.
    const settled = async () => {
      await app.runner.waitUntilCaughtUp();
      await eventually('the event outbox is appended', async () => {
        const { rows } = await app.db.query(
          'SELECT 1 FROM event_outbox WHERE appended_at IS NULL AND failed_at IS NULL',
        );
        return rows.length === 0;
      });
      await app.runner.waitUntilCaughtUp();
    };

    const callsOnHistory = async (agent: Agent, token: string) => {
      await settled();
      const { events } = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body as {
        events: HistoryEntry[];
      };
      return events.filter((event) => event.type === 'ProposalCallReceived');
    };

    it("should give the assistant the proposal's title, options, prices and warranty when its client calls", async () => {
      const { token } = await share(cool.agent, 'Heat Pump for the Smiths', {
        clientPhone: '(512) 555-0100',
      });

      const answer = await assistantRequest(cool, CLIENT);

      expect(answer.assistantId).toBe(cool.receptionist.vapi_assistant_id);
      const text = proposalText(answer);
      expect(text).toContain('Heat Pump');
      expect(text).toContain('Status: sent to the client, not opened yet.');
      expect(text).toContain('Recommended option: Standard ($15,900).');
      expect(text).toContain('Option 1: Basic, $12,400. Single-stage');
      expect(text).toContain('Option 3: Premium, $19,750. Variable speed');
      expect(text).toContain('Extended Labor Protection, 5 years ($1,200)');
      expect(text).toContain(`Warranty: ${WARRANTY}`);
      expect(text).toContain('The link is valid until');
      expect(text).toContain('Heat Pump for the Smiths');
      expect(token).toMatch(/\S/);
    });

    it('should tell the chosen option, add-ons and total of a signed proposal', async () => {
      const { token } = await share(cool.agent, 'Furnace Tune-up', { clientPhone: '512-555-0163' });
      await newAgent(app.url)
        .post('/api/track-proposal-view')
        .send({
          ...signingBody(token, { name: 'Dana Smith', email: 'dana@example.com' }),
          optionId: 'premium',
          addOnIds: ['labor'],
        })
        .expect(200);

      const text = proposalText(await assistantRequest(cool, '+15125550163'));

      expect(text).toMatch(/Status: signed by Dana Smith on \w+ \d+, \d{4}\./);
      expect(text).toContain(
        'The client chose: Premium ($19,750) with Extended Labor Protection, 5 years ($1,200); total $20,950.',
      );
      expect(text).not.toContain('valid until');
    });

    it("should give none of a company's proposals when the same number calls another company's receptionist", async () => {
      const answer = await assistantRequest(other, CLIENT);

      expect(answer.assistantId).toBe(other.receptionist.vapi_assistant_id);
      expect(proposalText(answer)).toBe('None: this caller has no open proposal with us.');
      expect(JSON.stringify(answer)).not.toMatch(/Heat Pump|Standard|15,900|compressor/);
    });

    it("should tell each company's receptionist only its own proposals when both sent one to the caller", async () => {
      await share(other.agent, 'Boiler Repair', { clientPhone: CLIENT });

      const theirs = proposalText(await assistantRequest(other, CLIENT));
      const ours = proposalText(await assistantRequest(cool, CLIENT));

      expect(theirs).toContain('Boiler Repair');
      expect(theirs).not.toContain('Heat Pump');
      expect(ours).toContain('Heat Pump for the Smiths');
      expect(ours).not.toContain('Boiler Repair');
    });

    // The assistant calls its textProposalLink function: Vapi posts tool-calls for the call.
    const toolCalls = async (
      company: Company,
      from: string,
      callId: string,
      name = 'textProposalLink',
    ) => {
      const response = await postVapi({
        type: 'tool-calls',
        toolCallList: [
          { id: `tc-${randomUUID()}`, type: 'function', function: { name, arguments: {} } },
        ],
        call: callOf(company, from, callId),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        results: Array<{ toolCallId: string; result: string }>;
      };
      expect(answer.results).toEqual([
        { toolCallId: expect.stringMatching(/^tc-/), result: expect.any(String) },
      ]);
      return answer.results[0].result;
    };

    const textsTo = async (to: string) => {
      await app.runner.waitUntilCaughtUp();
      return (
        await app.db.query<{ body: string; from: string | null }>(
          'SELECT body, "from" FROM sms_outbox WHERE "to" = $1 ORDER BY created_at',
          [to],
        )
      ).rows;
    };

    it("should text the caller their proposal's link once per call when the assistant asks five times at once, from the company's number", async () => {
      const callId = randomUUID();
      const before = (await textsTo(CLIENT)).length;

      // Vapi delivers the call five times at once, then the assistant asks again.
      const results = await Promise.all(
        Array.from({ length: 5 }, () => toolCalls(cool, CLIENT, callId)),
      );
      const again = await toolCalls(cool, CLIENT, callId);

      const sentNow =
        'Texted the link to "Heat Pump for the Smiths" to the number the caller is calling from.';
      const sentBefore =
        'The link to "Heat Pump for the Smiths" was already texted during this call.';
      expect(results.filter((result) => result === sentNow)).toHaveLength(1);
      expect(results.filter((result) => result === sentBefore)).toHaveLength(4);
      expect(again).toBe(sentBefore);
      const texts = (await textsTo(CLIENT)).slice(before);
      expect(texts).toHaveLength(1);
      expect(texts[0].from).toBe(cool.receptionist.phone_number);
      expect(texts[0].body).toContain('"Heat Pump for the Smiths"');
      expect(texts[0].body).toContain(`${PUBLIC_BASE_URL}/shared-proposal/`);
      expect(texts[0].body).not.toContain('Boiler Repair');
    });

    it("should text another company's caller only that company's proposal, and nothing to a stranger", async () => {
      const before = (await textsTo(CLIENT)).length;

      const theirs = await toolCalls(other, CLIENT, randomUUID());
      const stranger = await toolCalls(cool, '+15125550198', randomUUID());
      const unknown = await toolCalls(cool, CLIENT, randomUUID(), 'deleteEverything');

      expect(theirs).toBe(
        'Texted the link to "Boiler Repair" to the number the caller is calling from.',
      );
      expect(stranger).toBe(
        'This caller has no proposal whose link can be texted. Tell the caller the team will send it.',
      );
      expect(unknown).toBe('There is no tool named deleteEverything.');
      const texts = (await textsTo(CLIENT)).slice(before);
      expect(texts).toHaveLength(1);
      expect(texts[0].from).toBe(other.receptionist.phone_number);
      expect(texts[0].body).toContain('Boiler Repair');
      expect(texts[0].body).not.toContain('Heat Pump');
      expect(await textsTo('+15125550198')).toEqual([]);
    });

    it('should give the plain assistant when an unknown number calls', async () => {
      const answer = await assistantRequest(cool, '+15125550199');

      expect(answer).toEqual({
        assistantId: cool.receptionist.vapi_assistant_id,
        assistantOverrides: {
          variableValues: { proposal: 'None: this caller has no open proposal with us.' },
        },
      });
    });

    it('should know a proposal by the number its link was texted to, and not a declined one', async () => {
      const texted = await share(cool.agent, 'Water Heater Swap');
      await cool.agent
        .post('/api/send-proposal')
        .send({ token: texted.token, channels: ['sms'], phone: '512.555.0142' })
        .expect(200);
      const declined = await share(cool.agent, 'Attic Insulation', {
        clientPhone: '+1 512 555 0142',
      });
      await newAgent(app.url)
        .post(`/api/proposals/${declined.token}/decline`)
        .send({ reason: 'Too much' })
        .expect(200);

      const text = proposalText(await assistantRequest(cool, '+15125550142'));

      expect(text).toContain('Water Heater Swap');
      expect(text).not.toContain('Attic Insulation');
    });

    it('should put the call on the proposal history once when Vapi posts its start five times at once', async () => {
      const { token } = await share(cool.agent, 'Duct Cleaning', { clientPhone: '+15125550177' });
      const callId = randomUUID();
      const message = {
        type: 'status-update',
        status: 'in-progress',
        call: callOf(cool, '+15125550177', callId),
      };

      const answers = await Promise.all([
        assistantRequest(cool, '+15125550177', callId),
        ...Array.from({ length: 4 }, () => postVapi(message)),
      ]);

      expect(answers.slice(1).map((answer) => (answer as Response).status)).toEqual([
        200, 200, 200, 200,
      ]);
      const calls = await callsOnHistory(cool.agent, token);
      expect(calls).toHaveLength(1);
      expect(calls[0].data).toMatchObject({
        callId,
        from: '+15125550177',
        receptionistId: expect.any(String),
        receivedAt: expect.any(String),
      });
      // Another company's receptionist taking a call from the number puts nothing on it.
      await assistantRequest(other, '+15125550177');
      expect(await callsOnHistory(cool.agent, token)).toHaveLength(1);
    });

    it('should put the call on the proposal history once when the first append fails and Vapi posts its start five times at once', async () => {
      const { token } = await share(cool.agent, 'Gutter Guards', { clientPhone: '+15125550178' });
      const callId = randomUUID();
      const append = app.store.append.bind(app.store);
      let refused = 0;
      const spy = jest
        .spyOn(app.store, 'append')
        .mockImplementation((streamName, events, options) => {
          if (events[0]?.type === 'ProposalCallReceived' && refused === 0) {
            refused += 1;
            return Promise.reject(new Error('connection reset'));
          }
          return append(streamName, events, options);
        });

      try {
        const responses = await Promise.all(
          Array.from({ length: 5 }, () =>
            postVapi({
              type: 'status-update',
              status: 'in-progress',
              call: callOf(cool, '+15125550178', callId),
            }),
          ),
        );
        expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
        const calls = await callsOnHistory(cool.agent, token);

        expect(refused).toBe(1);
        expect(calls).toHaveLength(1);
        expect(calls[0].data).toMatchObject({ callId, from: '+15125550178' });
      } finally {
        spy.mockRestore();
      }
    });

    it('should put nothing on a proposal shared after the call when the reactor replays it', async () => {
      const callId = randomUUID();
      await postVapi({
        type: 'status-update',
        status: 'in-progress',
        call: callOf(cool, '+15125550179', callId),
      });
      await settled();
      const { token } = await share(cool.agent, 'Window Film', { clientPhone: '+15125550179' });

      // The rebuild replays every call into the live outbox: it writes nothing new.
      await expectRebuildEqualsLive(app, ['proposal-calls'], ['event_outbox']);

      expect(await callsOnHistory(cool.agent, token)).toEqual([]);
    });

    it('should rebuild the client numbers to what the live projection holds', async () => {
      await expectRebuildEqualsLive(app, ['proposal-client-phones'], ['proposal_client_phones']);
    });
  });
}
