import type { ReceptionistSettings } from '@vanilla/domain';
import { settingsFromUpdate } from './receptionist-settings.js';

const current = (overrides: Partial<ReceptionistSettings> = {}): ReceptionistSettings => ({
  name: 'Ava',
  companyName: 'Arctic Comfort HVAC',
  goals: ['Book appointments'],
  tone: 'Warm',
  greeting: 'Hello, this is Ava. How may I help you today?',
  followUps: [],
  answerTiming: ['24/7'],
  callForwarding: '',
  operatingHours: { timezone: 'America/Los_Angeles', days: {} },
  ...overrides,
});

describe(settingsFromUpdate.name, () => {
  it('should greet with the new name when a receptionist still on the default greeting is renamed', () => {
    // The edit form sends the greeting back as it was loaded.
    const settings = settingsFromUpdate(
      { name: 'Bea', greeting: 'Hello, this is Ava. How may I help you today?' },
      current(),
    );

    expect(settings.greeting).toBe('Hello, this is Bea. How may I help you today?');
  });

  it('should greet with the new name when the default greeting is left out of the rename', () => {
    const settings = settingsFromUpdate({ name: 'Bea' }, current());

    expect(settings.greeting).toBe('Hello, this is Bea. How may I help you today?');
  });

  it('should keep a greeting of its own when the receptionist is renamed', () => {
    const own = 'Thanks for calling Arctic Comfort, this is Ava.';
    expect(settingsFromUpdate({ name: 'Bea', greeting: own }, current()).greeting).toBe(own);
    expect(settingsFromUpdate({ name: 'Bea' }, current({ greeting: own })).greeting).toBe(own);
  });

  it('should use the default greeting for the new name when the greeting is emptied', () => {
    const settings = settingsFromUpdate({ name: ' Bea ', greeting: '  ' }, current());

    expect(settings.greeting).toBe('Hello, this is Bea. How may I help you today?');
  });

  it('should keep a greeting typed with the rename when it is not the old default', () => {
    // Only the old name's default counts as "still the default"; anything else is the user's.
    const settings = settingsFromUpdate(
      { name: 'Bea', greeting: 'Hello, this is Bea! Welcome.' },
      current(),
    );

    expect(settings.greeting).toBe('Hello, this is Bea! Welcome.');
  });
});
