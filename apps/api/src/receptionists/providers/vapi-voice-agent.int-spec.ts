import { startFakeVapiServer } from '../../testing/fake-vapi-server.js';
import type { FakeVapiServer } from '../../testing/fake-vapi-server.js';
import { buildAssistantSpec } from './assistant-spec.js';
import {
  callStructuredDataSchema,
  createVapiVoiceAgent,
  VapiRequestError,
} from './vapi-voice-agent.js';
import type { AssistantSpec, VoiceAgentProvider } from './voice-agent.js';

// The function the assistant calls to text a caller their proposal's link (a tool-calls message).
const textProposalLinkTool = {
  type: 'function',
  function: {
    name: 'textProposalLink',
    description: expect.any(String),
    parameters: { type: 'object', properties: {} },
  },
  messages: [{ type: 'request-start', content: expect.any(String) }],
};

const SERVER_URL = 'https://vanilla.example/api/webhooks/vapi';
const SECRET = 'vapi-webhook-secret';

const spec = (overrides: Partial<AssistantSpec> = {}): AssistantSpec => ({
  ...buildAssistantSpec({
    receptionistName: 'Ava',
    companyName: 'Arctic Comfort HVAC',
    tone: 'Warm',
    goals: ['Book service visits'],
    followUps: ['What is the address of the property?'],
    greeting: 'Thanks for calling Arctic Comfort, this is Ava. How can I help?',
    callForwarding: '+15125550100',
    operatingHours: {
      timezone: 'America/Chicago',
      days: { monday: { open: '08:00', close: '17:00' } },
    },
    serverUrl: SERVER_URL,
    serverSecret: SECRET,
  }),
  ...overrides,
});

describe(createVapiVoiceAgent.name, () => {
  let vapi: FakeVapiServer;
  let sut: VoiceAgentProvider;

  beforeAll(async () => {
    vapi = await startFakeVapiServer();
  });

  afterAll(() => vapi.close());

  beforeEach(() => {
    vapi.reset();
    sut = createVapiVoiceAgent({ apiKey: vapi.apiKey, baseUrl: vapi.url, timeoutMs: 500 });
  });

  const lastBody = () => vapi.requests.at(-1)?.body;

  describe('createAssistant', () => {
    it('should create the assistant from the spec with our server, recording and analysis', async () => {
      const assistant = spec();

      const { id } = await sut.createAssistant(assistant);

      expect(vapi.assistants.has(id)).toBe(true);
      expect(vapi.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/assistant',
        headers: { authorization: `Bearer ${vapi.apiKey}`, 'content-type': 'application/json' },
      });
      expect(lastBody()).toEqual({
        name: 'Ava (Arctic Comfort HVAC)',
        firstMessage: 'Thanks for calling Arctic Comfort, this is Ava. How can I help?',
        model: {
          provider: 'openai',
          model: 'gpt-4o-mini',
          temperature: expect.any(Number),
          messages: [{ role: 'system', content: assistant.systemPrompt }],
          tools: [
            { type: 'endCall' },
            textProposalLinkTool,
            {
              type: 'transferCall',
              destinations: [
                { type: 'number', number: '+15125550100', message: expect.any(String) },
              ],
            },
          ],
        },
        voice: { provider: 'vapi', voiceId: expect.any(String) },
        endCallMessage: expect.any(String),
        server: { url: SERVER_URL, headers: { 'X-Vapi-Secret': SECRET } },
        serverMessages: ['end-of-call-report', 'status-update', 'tool-calls'],
        artifactPlan: { recordingEnabled: true },
        analysisPlan: {
          summaryPlan: { enabled: true },
          structuredDataPlan: { enabled: true, schema: callStructuredDataSchema },
        },
      });
    });

    it('should ask for the caller details in the structured data schema', () => {
      expect(Object.keys(callStructuredDataSchema.properties)).toEqual([
        'callerName',
        'callerEmail',
        'callerPhone',
        'reason',
        'appointmentRequested',
        'appointmentTime',
      ]);
      expect(callStructuredDataSchema.properties.appointmentRequested.type).toBe('boolean');
    });

    it('should give the assistant no transfer tool when there is no forwarding number', async () => {
      await sut.createAssistant(spec({ transferNumbers: [] }));

      expect(lastBody()).toMatchObject({
        model: { tools: [{ type: 'endCall' }, textProposalLinkTool] },
      });
    });

    it('should shorten the name to what Vapi accepts when it is longer than 40 characters', async () => {
      await sut.createAssistant(
        spec({ name: 'Ava (Arctic Comfort Heating, Cooling and Plumbing of Austin)' }),
      );

      expect(lastBody()).toMatchObject({ name: 'Ava (Arctic Comfort Heating, Cooling…' });
    });

    it("should fail with Vapi's validation messages when Vapi refuses the body", async () => {
      const failure = sut.createAssistant(spec({ serverUrl: 'not a url' }));

      await expect(failure).rejects.toThrow(
        'Vapi could not create the assistant: server.url must be a URL address (HTTP 400).',
      );
      await expect(failure).rejects.toMatchObject({ status: 400 });
    });
  });

  describe('updateAssistant', () => {
    it('should send the whole new spec to the assistant when it changes', async () => {
      const { id } = await sut.createAssistant(spec());

      await sut.updateAssistant(id, spec({ firstMessage: 'Hi, Ava here.', transferNumbers: [] }));

      expect(vapi.requests.at(-1)).toMatchObject({ method: 'PATCH', path: `/assistant/${id}` });
      expect(vapi.assistants.get(id)).toMatchObject({
        firstMessage: 'Hi, Ava here.',
        model: { tools: [{ type: 'endCall' }, textProposalLinkTool] },
        server: { url: SERVER_URL, headers: { 'X-Vapi-Secret': SECRET } },
      });
    });

    it('should fail with a 404 when the assistant does not exist', async () => {
      await expect(sut.updateAssistant('missing', spec())).rejects.toMatchObject({
        message: "Vapi could not update assistant missing: Couldn't Get Assistant (HTTP 404).",
        status: 404,
      });
    });
  });

  describe('deleteAssistant', () => {
    it('should delete the assistant', async () => {
      const { id } = await sut.createAssistant(spec());

      await sut.deleteAssistant(id);

      expect(vapi.assistants.has(id)).toBe(false);
      expect(vapi.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/assistant/${id}` });
    });

    it('should succeed when the assistant was already deleted', async () => {
      await expect(sut.deleteAssistant('gone')).resolves.toBeUndefined();
    });

    it('should fail when Vapi cannot delete the assistant', async () => {
      vapi.failNext({ status: 500, message: 'Internal server error' });

      await expect(sut.deleteAssistant('any')).rejects.toThrow(
        'Vapi could not delete assistant any: Internal server error (HTTP 500).',
      );
    });
  });

  describe('importTwilioNumber', () => {
    it('should import the number with the Twilio account and our server', async () => {
      const { id } = await sut.importTwilioNumber({
        number: '+15125550101',
        twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
        twilioAuthToken: 'twilio-token',
        serverUrl: SERVER_URL,
        serverSecret: SECRET,
        name: 'Ava (Arctic Comfort HVAC)',
      });

      expect(vapi.phoneNumbers.get(id)).toMatchObject({ number: '+15125550101', status: 'active' });
      expect(vapi.requests.at(-1)).toMatchObject({ method: 'POST', path: '/phone-number' });
      expect(lastBody()).toEqual({
        provider: 'twilio',
        number: '+15125550101',
        twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
        twilioAuthToken: 'twilio-token',
        name: 'Ava (Arctic Comfort HVAC)',
        server: { url: SERVER_URL, headers: { 'X-Vapi-Secret': SECRET } },
      });
    });

    it('should fail when Vapi refuses the number', async () => {
      await expect(
        sut.importTwilioNumber({
          number: '5125550101',
          twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
          twilioAuthToken: 'twilio-token',
          serverUrl: SERVER_URL,
          serverSecret: SECRET,
          name: 'Ava',
        }),
      ).rejects.toThrow(
        'Vapi could not import 5125550101: number must be a valid phone number in the E.164 format (HTTP 400).',
      );
    });
  });

  describe('deletePhoneNumber', () => {
    it('should delete the imported number', async () => {
      const id = vapi.addPhoneNumber('+15125550101');

      await sut.deletePhoneNumber(id);

      expect(vapi.phoneNumbers.has(id)).toBe(false);
      expect(vapi.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/phone-number/${id}` });
    });

    it('should succeed when the number was already deleted', async () => {
      await expect(sut.deletePhoneNumber('gone')).resolves.toBeUndefined();
    });
  });

  describe('startOutboundCall', () => {
    it('should call the customer from our number with a transient assistant', async () => {
      const phoneNumberId = vapi.addPhoneNumber('+15125550199');
      const assistant = spec();

      const { id } = await sut.startOutboundCall({
        assistant,
        phoneNumberId,
        customerNumber: '+15125550123',
        customerName: 'Jane Doe',
      });

      expect(vapi.calls.get(id)).toMatchObject({ status: 'queued' });
      expect(lastBody()).toMatchObject({
        phoneNumberId,
        customer: { number: '+15125550123', name: 'Jane Doe' },
        assistant: {
          firstMessage: assistant.firstMessage,
          model: { messages: [{ role: 'system', content: assistant.systemPrompt }] },
          server: { url: SERVER_URL, headers: { 'X-Vapi-Secret': SECRET } },
        },
      });
    });

    it('should leave the customer name out when there is none', async () => {
      const phoneNumberId = vapi.addPhoneNumber('+15125550199');

      await sut.startOutboundCall({
        assistant: spec(),
        phoneNumberId,
        customerNumber: '+15125550123',
      });

      expect(lastBody()).toMatchObject({ customer: { number: '+15125550123' } });
      expect((lastBody() as { customer: object }).customer).not.toHaveProperty('name');
    });

    it("should fail with Vapi's message when the phone number id is unknown", async () => {
      const failure = sut.startOutboundCall({
        assistant: spec(),
        phoneNumberId: 'unknown',
        customerNumber: '+15125550123',
      });

      await expect(failure).rejects.toBeInstanceOf(VapiRequestError);
      await expect(failure).rejects.toThrow(
        "Vapi could not call +15125550123: Couldn't Get Phone Number. `phoneNumberId` unknown Not Found (HTTP 400).",
      );
    });
  });

  it('should fail with the status when the API key is refused', async () => {
    const wrong = createVapiVoiceAgent({ apiKey: 'wrong', baseUrl: vapi.url });

    await expect(wrong.createAssistant(spec())).rejects.toMatchObject({
      message: expect.stringMatching(
        /^Vapi could not create the assistant: Invalid Key\..*\(HTTP 401\)\.$/,
      ),
      status: 401,
    });
  });

  it('should give up when Vapi does not answer in time', async () => {
    vapi.failNext('hang');

    await expect(sut.createAssistant(spec())).rejects.toMatchObject({
      message: 'Vapi could not create the assistant: no answer within 0.5 s.',
      status: null,
    });
  });

  it('should fail with the cause when Vapi cannot be reached', async () => {
    const offline = await startFakeVapiServer();
    await offline.close();
    const unreachable = createVapiVoiceAgent({ apiKey: offline.apiKey, baseUrl: offline.url });

    await expect(unreachable.deleteAssistant('any')).rejects.toThrow(
      /^Vapi could not delete assistant any: fetch failed: .*ECONNREFUSED/,
    );
  });

  it('should fail with the status text when the error body is not JSON', async () => {
    const html: typeof fetch = () =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      );
    const behindProxy = createVapiVoiceAgent(
      { apiKey: 'key', baseUrl: 'https://api.vapi.ai' },
      html,
    );

    await expect(behindProxy.deleteAssistant('any')).rejects.toThrow(
      'Vapi could not delete assistant any: Bad Gateway (HTTP 502).',
    );
  });
});
