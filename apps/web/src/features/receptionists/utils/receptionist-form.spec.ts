import { describe, expect, it } from '@jest/globals';
import type { Receptionist } from '@vanilla/contracts';
import {
  formFromReceptionist,
  initialWizardForm,
  messages,
  OTHER,
  parseList,
  toCreateRequest,
  toUpdateRequest,
  validateWizard,
  type WizardForm,
} from './receptionist-form';

const form = (change: Partial<WizardForm> = {}): WizardForm => ({
  ...initialWizardForm('Acme Heating'),
  phoneNumber: '415',
  termsAgreed: true,
  ...change,
});

const receptionist = (change: Partial<Receptionist> = {}): Receptionist => ({
  id: 'r-1',
  company_id: 'c-1',
  creator_id: 'u-1',
  name: 'Ava',
  company_name: 'Acme Heating',
  phone_number: '+14155550123',
  is_active: true,
  goals: ['Book appointments', 'Fix my website'],
  tone: 'Formal',
  greeting: 'Acme Heating, Ava speaking.',
  follow_ups: JSON.stringify(['Send me a summary of the call']),
  answer_timing: JSON.stringify(['24/7']),
  call_forwarding: '+15125550100',
  operating_hours: JSON.stringify({
    timezone: 'America/Los_Angeles',
    days: { monday: { open: '08:00', close: '16:00' } },
  }),
  calendar_id: '',
  twilio_sid: 'PN123',
  vapi_assistant_id: 'a-1',
  vapi_phone_number_id: 'p-1',
  test_mode: false,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...change,
});

describe(initialWizardForm.name, () => {
  it('should start with the spec defaults when the wizard opens', () => {
    expect(initialWizardForm('Acme')).toMatchObject({
      companyName: 'Acme',
      receptionistName: 'AI Receptionist',
      tone: 'Warm',
      greeting: 'Thank you for calling. How may I help you today?',
      answerTiming: ['24/7'],
      timezone: 'America/Los_Angeles',
      operatingHours: {},
      termsAgreed: false,
    });
  });
});

describe(validateWizard.name, () => {
  it('should pass when every rule holds', () => {
    expect(validateWizard(form(), 'create')).toBeNull();
  });

  it('should name the area code first when everything is missing', () => {
    const empty = form({
      phoneNumber: '',
      companyName: ' ',
      receptionistName: '',
      termsAgreed: false,
    });
    expect(validateWizard(empty, 'create')).toBe(
      'Please enter a valid area code in the phone number field (e.g., 415).',
    );
  });

  it('should check company name, then receptionist name, then terms when the area code is valid', () => {
    const broken = form({ companyName: ' ', receptionistName: ' ', termsAgreed: false });
    expect(validateWizard(broken, 'create')).toBe('Please enter your company name.');
    expect(validateWizard({ ...broken, companyName: 'Acme' }, 'create')).toBe(
      'Please enter a name for your AI receptionist.',
    );
    expect(
      validateWizard({ ...broken, companyName: 'Acme', receptionistName: 'Ava' }, 'create'),
    ).toBe('You must agree to the terms to continue.');
  });

  it('should not check the area code when editing, since the number is kept', () => {
    expect(validateWizard(form({ phoneNumber: '' }), 'edit')).toBeNull();
  });

  it('should refuse a forwarding number when it has fewer than ten digits', () => {
    expect(validateWizard(form({ callForwarding: '(415) 555' }), 'create')).toBe(
      messages.forwarding,
    );
    expect(validateWizard(form({ callForwarding: '(415) 555-0123' }), 'create')).toBeNull();
  });
});

describe(toCreateRequest.name, () => {
  it('should apply the submit defaults when goals, greeting and tone are empty', () => {
    const built = toCreateRequest(
      form({ receptionistName: ' Ava ', greeting: '  ', tone: '', answerTiming: [] }),
      '',
    );
    expect(built).toEqual({
      ok: true,
      request: {
        phoneNumber: '415',
        receptionistName: 'Ava',
        companyName: 'Acme Heating',
        goals: ['General receptionist duties'],
        tone: 'Professional',
        greeting: 'Hello, this is Ava. How may I help you today?',
        followUps: [],
        answerTiming: ['24/7'],
        termsAgreed: true,
        calendarId: '',
        callForwarding: '',
        operatingHours: { timezone: 'America/Los_Angeles', days: {} },
      },
    });
  });

  it('should append the Other text when Other is chosen', () => {
    const built = toCreateRequest(
      form({
        goals: ['Book appointments', OTHER],
        otherGoal: ' Quote duct cleaning ',
        followUps: [OTHER],
        otherFollowUp: 'Text the caller a link',
      }),
      '',
    );
    expect(built.ok && built.request.goals).toEqual(['Book appointments', 'Quote duct cleaning']);
    expect(built.ok && built.request.followUps).toEqual(['Text the caller a link']);
  });

  it('should leave Other out when its text is blank', () => {
    const built = toCreateRequest(form({ goals: [OTHER], otherGoal: ' ' }), '');
    expect(built.ok && built.request.goals).toEqual(['General receptionist duties']);
  });

  it("should use the user's company, then 'Your Company', when the company name is blank", () => {
    const blank = form({ companyName: ' ' });
    expect(toCreateRequest(blank, 'Stored Co')).toMatchObject({
      request: { companyName: 'Stored Co' },
    });
    expect(toCreateRequest(blank, '')).toMatchObject({ request: { companyName: 'Your Company' } });
  });

  it('should refuse the request when the area code or the name is missing', () => {
    expect(toCreateRequest(form({ phoneNumber: '41' }), '')).toEqual({
      ok: false,
      error: 'Phone number area code and receptionist name are required...',
    });
    expect(toCreateRequest(form({ receptionistName: ' ' }), '')).toMatchObject({ ok: false });
  });

  it('should send the area code and the hours with their timezone when the form is complete', () => {
    const built = toCreateRequest(
      form({
        phoneNumber: '512',
        callForwarding: '(512) 555-0100',
        timezone: 'America/Chicago',
        operatingHours: { monday: { open: '09:00', close: '17:00' } },
      }),
      '',
    );
    expect(built).toMatchObject({
      ok: true,
      request: {
        phoneNumber: '512',
        callForwarding: '(512) 555-0100',
        operatingHours: {
          timezone: 'America/Chicago',
          days: { monday: { open: '09:00', close: '17:00' } },
        },
      },
    });
  });
});

describe(toUpdateRequest.name, () => {
  it('should send lists as JSON text and mark the receptionist active when updating', () => {
    expect(toUpdateRequest(form({ goals: ['Take messages'], receptionistName: 'Ava' }))).toEqual({
      name: 'Ava',
      companyName: 'Acme Heating',
      greeting: 'Thank you for calling. How may I help you today?',
      tone: 'Warm',
      goals: '["Take messages"]',
      follow_ups: '[]',
      answer_timing: '["24/7"]',
      call_forwarding: '',
      operating_hours: { timezone: 'America/Los_Angeles', days: {} },
      is_active: true,
    });
  });
});

describe(parseList.name, () => {
  it('should read the list when it is an array or its JSON text', () => {
    expect(parseList(['a', 'b'])).toEqual(['a', 'b']);
    expect(parseList('["a","b"]')).toEqual(['a', 'b']);
  });

  it('should keep plain text as one item and drop anything else when it is not a list', () => {
    expect(parseList('24/7')).toEqual(['24/7']);
    expect(parseList('')).toEqual([]);
    expect(parseList(null)).toEqual([]);
    expect(parseList('{"a":1}')).toEqual([]);
  });
});

describe(formFromReceptionist.name, () => {
  const now = new Date('2026-07-15T12:00:00Z');

  it('should fill the form from the stored receptionist when editing', () => {
    expect(formFromReceptionist(receptionist(), now)).toEqual({
      companyName: 'Acme Heating',
      receptionistName: 'Ava',
      phoneNumber: '415',
      goals: ['Book appointments', OTHER],
      otherGoal: 'Fix my website',
      tone: 'Formal',
      greeting: 'Acme Heating, Ava speaking.',
      followUps: ['Send me a summary of the call'],
      otherFollowUp: '',
      answerTiming: ['24/7'],
      termsAgreed: true,
      calendarId: '',
      callForwarding: '(512) 555-0100',
      timezone: 'America/Los_Angeles',
      operatingHours: { monday: { open: '08:00', close: '16:00' } },
    });
  });

  it('should leave the goals unchecked when only the default goal is stored', () => {
    const edited = formFromReceptionist(
      receptionist({
        goals: JSON.stringify(['General receptionist duties']) as unknown as string[],
      }),
      now,
    );
    expect(edited.goals).toEqual([]);
    expect(edited.otherGoal).toBe('');
  });

  it('should round-trip the form when it is saved unchanged', () => {
    const edited = formFromReceptionist(receptionist(), now);
    expect(toUpdateRequest(edited)).toMatchObject({
      goals: JSON.stringify(['Book appointments', 'Fix my website']),
      follow_ups: JSON.stringify(['Send me a summary of the call']),
      call_forwarding: '(512) 555-0100',
    });
  });
});
