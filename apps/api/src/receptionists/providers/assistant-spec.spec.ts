import { buildAssistantSpec } from './assistant-spec.js';
import type { AssistantSpecInput } from './assistant-spec.js';

const input = (overrides: Partial<AssistantSpecInput> = {}): AssistantSpecInput => ({
  receptionistName: 'Ava',
  companyName: 'Arctic Comfort HVAC',
  tone: 'Friendly',
  goals: ['Book service visits', 'Answer questions about our services'],
  followUps: ['What is the address of the property?', 'How old is the system?'],
  greeting: 'Thanks for calling Arctic Comfort, this is Ava. How can I help?',
  callForwarding: '+15125550100',
  operatingHours: {
    timezone: 'America/Chicago',
    days: {
      monday: { open: '08:00', close: '17:30' },
      tuesday: { open: '08:00', close: '17:30' },
      wednesday: { open: '08:00', close: '17:30' },
      thursday: { open: '08:00', close: '17:30' },
      friday: { open: '08:00', close: '17:30' },
      saturday: { open: '09:00', close: '12:00' },
    },
  },
  serverUrl: 'https://vanilla.example/api/webhooks/vapi',
  serverSecret: 'whsec-123',
  ...overrides,
});

describe(buildAssistantSpec.name, () => {
  it('should introduce the receptionist, the company and the tone when built', () => {
    const { systemPrompt } = buildAssistantSpec(input());

    expect(systemPrompt).toContain(
      'You are Ava, the AI phone receptionist for Arctic Comfort HVAC.',
    );
    expect(systemPrompt).toContain('Speak in a friendly tone');
  });

  it('should list the goals and follow-ups when there are some', () => {
    const { systemPrompt } = buildAssistantSpec(input());

    expect(systemPrompt).toContain('- Book service visits\n- Answer questions about our services');
    expect(systemPrompt).toContain(
      '- What is the address of the property?\n- How old is the system?',
    );
  });

  it('should leave out the goal and follow-up sections when they are empty or blank', () => {
    const { systemPrompt } = buildAssistantSpec(input({ goals: ['  '], followUps: [] }));

    expect(systemPrompt).not.toContain('Your goals');
    expect(systemPrompt).not.toContain('Follow-up questions');
  });

  it('should ask for the caller name, phone, email and reason when built', () => {
    const { systemPrompt } = buildAssistantSpec(input());

    expect(systemPrompt).toContain("- the caller's full name");
    expect(systemPrompt).toContain('- the best phone number to reach them');
    expect(systemPrompt).toContain('- their email address');
    expect(systemPrompt).toContain('- the reason for the call');
    expect(systemPrompt).toContain('Never invent prices');
  });

  it('should state the business hours in 12-hour time, grouping equal days, when days are set', () => {
    const { systemPrompt } = buildAssistantSpec(input());

    expect(systemPrompt).toContain('All times are Central time (America/Chicago).');
    expect(systemPrompt).toContain('- Monday to Friday: 8:00 AM to 5:30 PM');
    expect(systemPrompt).toContain('- Saturday: 9:00 AM to noon');
    expect(systemPrompt).toContain('- Sunday: closed');
  });

  it('should say midnight and the next day when hours end at or past the end of the day', () => {
    const { systemPrompt } = buildAssistantSpec(
      input({
        operatingHours: {
          timezone: 'America/New_York',
          days: {
            friday: { open: '18:00', close: '24:00' },
            saturday: { open: '22:00', close: '06:00' },
          },
        },
      }),
    );

    expect(systemPrompt).toContain('- Friday: 6:00 PM to midnight');
    expect(systemPrompt).toContain('- Saturday: 10:00 PM to 6:00 AM the next day');
    expect(systemPrompt).toContain('- Monday to Thursday: closed');
  });

  it('should say 24/7 when no days are set', () => {
    const { systemPrompt } = buildAssistantSpec(
      input({ operatingHours: { timezone: 'UTC', days: {} } }),
    );

    expect(systemPrompt).toContain('Open 24/7.');
    expect(systemPrompt).not.toContain('closed');
  });

  it('should name a timezone outside the wizard list by its IANA id when it is unusual', () => {
    const { systemPrompt } = buildAssistantSpec(
      input({
        operatingHours: {
          timezone: 'Europe/Paris',
          days: { monday: { open: '09:00', close: '17:00' } },
        },
      }),
    );

    expect(systemPrompt).toMatch(/All times are .*\(Europe\/Paris\)\./);
  });

  it('should allow transfers to the forwarding number when one is set', () => {
    const spec = buildAssistantSpec(input());

    expect(spec.transferNumbers).toEqual(['+15125550100']);
    expect(spec.systemPrompt).toContain(
      'Transfer the call to +15125550100 with the transferCall tool',
    );
  });

  it('should forbid transfers and take messages when there is no forwarding number', () => {
    const spec = buildAssistantSpec(input({ callForwarding: '' }));

    expect(spec.transferNumbers).toEqual([]);
    expect(spec.systemPrompt).toContain('You cannot transfer calls.');
    expect(spec.systemPrompt).not.toContain('transferCall');
  });

  it('should greet with the greeting and pass the server url and secret through when built', () => {
    const spec = buildAssistantSpec(input());

    expect(spec).toMatchObject({
      name: 'Ava (Arctic Comfort HVAC)',
      firstMessage: 'Thanks for calling Arctic Comfort, this is Ava. How can I help?',
      serverUrl: 'https://vanilla.example/api/webhooks/vapi',
      serverSecret: 'whsec-123',
    });
  });

  it('should greet with the default greeting when the greeting is blank', () => {
    const spec = buildAssistantSpec(input({ greeting: '  ' }));

    expect(spec.firstMessage).toBe('Hello, this is Ava. How may I help you today?');
  });
});
