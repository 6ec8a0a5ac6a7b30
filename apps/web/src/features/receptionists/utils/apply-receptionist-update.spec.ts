import { describe, expect, it } from '@jest/globals';
import type { Receptionist } from '@vanilla/contracts';
import { applyReceptionistUpdate, removeReceptionist } from './apply-receptionist-update';

const receptionist = (overrides: Partial<Receptionist> = {}): Receptionist => ({
  id: 'r1',
  company_id: 'company-1',
  creator_id: 'user-1',
  name: 'Ava',
  company_name: 'Arctic Comfort HVAC',
  phone_number: '+14155550100',
  is_active: true,
  goals: [],
  tone: 'Professional',
  greeting: 'Hello, this is Ava.',
  follow_ups: '[]',
  answer_timing: '["24/7"]',
  call_forwarding: '',
  operating_hours: '{"timezone":"America/Los_Angeles","days":{}}',
  calendar_id: '',
  twilio_sid: null,
  vapi_assistant_id: 'a1',
  vapi_phone_number_id: null,
  test_mode: true,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe(applyReceptionistUpdate.name, () => {
  it('should replace the receptionist with the same id when a pushed row arrives', () => {
    const draft = [receptionist(), receptionist({ id: 'r2' })];
    const renamed = receptionist({ name: 'Bea' });
    applyReceptionistUpdate(draft, renamed);
    expect(draft).toEqual([renamed, receptionist({ id: 'r2' })]);
  });

  it('should add a new receptionist in creation order when it is not listed yet', () => {
    const draft = [receptionist({ id: 'r3', created_at: '2026-03-03T10:00:00.000Z' })];
    applyReceptionistUpdate(draft, receptionist({ id: 'r0' }));
    expect(draft.map((row) => row.id)).toEqual(['r0', 'r3']);
  });
});

describe(removeReceptionist.name, () => {
  it('should take a deleted receptionist off the list', () => {
    const draft = [receptionist(), receptionist({ id: 'r2' })];
    removeReceptionist(draft, receptionist());
    expect(draft.map((row) => row.id)).toEqual(['r2']);
  });
});
