export const createBody = (overrides: Record<string, unknown> = {}) => ({
  phoneNumber: '415',
  receptionistName: 'Ava',
  companyName: 'Arctic Comfort HVAC',
  goals: ['Book appointments'],
  tone: 'Warm',
  greeting: '',
  followUps: ['Send a text summary'],
  answerTiming: [],
  termsAgreed: true,
  calendarId: '',
  callForwarding: '(415) 555-0199',
  operatingHours: {
    timezone: 'America/Los_Angeles',
    days: { monday: { open: '09:00', close: '17:00' } },
  },
  ...overrides,
});
