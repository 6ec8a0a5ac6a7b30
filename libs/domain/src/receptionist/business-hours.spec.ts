import { DomainRuleViolation } from '../decider/decider.js';
import {
  isWithinOperatingHours,
  parseOperatingHours,
  routeCall,
  type OperatingHours,
} from './business-hours.js';

const weekdays9to5 = (timezone: string): OperatingHours => ({
  timezone,
  days: {
    monday: { open: '09:00', close: '17:00' },
    tuesday: { open: '09:00', close: '17:00' },
    wednesday: { open: '09:00', close: '17:00' },
    thursday: { open: '09:00', close: '17:00' },
    friday: { open: '09:00', close: '17:00' },
  },
});

const pacific = weekdays9to5('America/Los_Angeles');
const forwarding = { callForwarding: '+14155550199', operatingHours: pacific, isActive: true };

describe('routeCall', () => {
  it('should forward when a call comes in during business hours', () => {
    // Wednesday 2026-11-18 10:00 PST = 18:00 UTC.
    expect(routeCall(forwarding, new Date('2026-11-18T18:00:00Z'))).toBe('forward');
  });

  it('should hand the call to the AI when it comes in after hours', () => {
    expect(routeCall(forwarding, new Date('2026-11-19T01:30:00Z'))).toBe('ai');
  });

  it('should hand the call to the AI on a day with no hours', () => {
    // Saturday 2026-11-21 11:00 PST.
    expect(routeCall(forwarding, new Date('2026-11-21T19:00:00Z'))).toBe('ai');
  });

  it('should hand every call to the AI when no days are set', () => {
    const open247 = { ...forwarding, operatingHours: { timezone: 'UTC', days: {} } };
    expect(routeCall(open247, new Date('2026-11-18T18:00:00Z'))).toBe('ai');
  });

  it('should hand the call to the AI when there is no forwarding number', () => {
    expect(routeCall({ ...forwarding, callForwarding: '' }, new Date('2026-11-18T18:00:00Z'))).toBe(
      'ai',
    );
  });

  it('should hand the call to the AI when the receptionist is inactive', () => {
    expect(routeCall({ ...forwarding, isActive: false }, new Date('2026-11-18T18:00:00Z'))).toBe(
      'ai',
    );
  });
});

describe('isWithinOperatingHours', () => {
  it('should open at the opening minute and close at the closing minute when on the edges', () => {
    // 09:00 and 16:59 PST are open; 08:59 and 17:00 are not.
    expect(isWithinOperatingHours(pacific, new Date('2026-11-18T17:00:00Z'))).toBe(true);
    expect(isWithinOperatingHours(pacific, new Date('2026-11-19T00:59:00Z'))).toBe(true);
    expect(isWithinOperatingHours(pacific, new Date('2026-11-18T16:59:00Z'))).toBe(false);
    expect(isWithinOperatingHours(pacific, new Date('2026-11-19T01:00:00Z'))).toBe(false);
  });

  it('should follow the wall clock when daylight saving starts', () => {
    // 2026-03-09 (Monday after the change): 09:00 PDT is 16:00 UTC, an hour earlier than in winter.
    expect(isWithinOperatingHours(pacific, new Date('2026-03-09T16:00:00Z'))).toBe(true);
    expect(isWithinOperatingHours(pacific, new Date('2026-03-09T15:59:00Z'))).toBe(false);
    // The Friday before, 09:00 PST is 17:00 UTC.
    expect(isWithinOperatingHours(pacific, new Date('2026-03-06T16:30:00Z'))).toBe(false);
    expect(isWithinOperatingHours(pacific, new Date('2026-03-06T17:00:00Z'))).toBe(true);
  });

  it('should follow the wall clock on the day daylight saving ends', () => {
    // Sunday 2026-11-01 in New York: 01:30 happens twice; open 00:00–02:00 covers both.
    const nightOwl: OperatingHours = {
      timezone: 'America/New_York',
      days: { sunday: { open: '00:00', close: '02:00' } },
    };
    expect(isWithinOperatingHours(nightOwl, new Date('2026-11-01T05:30:00Z'))).toBe(true);
    expect(isWithinOperatingHours(nightOwl, new Date('2026-11-01T06:30:00Z'))).toBe(true);
    expect(isWithinOperatingHours(nightOwl, new Date('2026-11-01T07:30:00Z'))).toBe(false);
  });

  it('should carry hours that close past midnight into the next morning', () => {
    const lateShift: OperatingHours = {
      timezone: 'UTC',
      days: { friday: { open: '22:00', close: '02:00' } },
    };
    expect(isWithinOperatingHours(lateShift, new Date('2026-11-20T23:59:00Z'))).toBe(true);
    expect(isWithinOperatingHours(lateShift, new Date('2026-11-21T00:00:00Z'))).toBe(true);
    expect(isWithinOperatingHours(lateShift, new Date('2026-11-21T01:59:00Z'))).toBe(true);
    expect(isWithinOperatingHours(lateShift, new Date('2026-11-21T02:00:00Z'))).toBe(false);
    expect(isWithinOperatingHours(lateShift, new Date('2026-11-20T21:59:00Z'))).toBe(false);
  });

  it('should stay open until midnight when a day closes at 24:00', () => {
    const allDay: OperatingHours = {
      timezone: 'UTC',
      days: { monday: { open: '00:00', close: '24:00' } },
    };
    expect(isWithinOperatingHours(allDay, new Date('2026-11-16T23:59:00Z'))).toBe(true);
    expect(isWithinOperatingHours(allDay, new Date('2026-11-17T00:00:00Z'))).toBe(false);
  });
});

describe('parseOperatingHours', () => {
  it('should read the JSON text form when given a string', () => {
    expect(
      parseOperatingHours(
        '{"timezone":"America/Chicago","days":{"monday":{"open":"08:00","close":"16:30"}}}',
        'UTC',
      ),
    ).toEqual({ timezone: 'America/Chicago', days: { monday: { open: '08:00', close: '16:30' } } });
  });

  it('should default to no days in the fallback timezone when nothing is given', () => {
    expect(parseOperatingHours(undefined, 'America/Los_Angeles')).toEqual({
      timezone: 'America/Los_Angeles',
      days: {},
    });
  });

  it.each([
    ['{"timezone":"Mars/Olympus","days":{}}', /Unknown timezone/],
    ['{"timezone":"UTC","days":{"funday":{"open":"09:00","close":"17:00"}}}', /Unknown day/],
    ['{"timezone":"UTC","days":{"monday":{"open":"9am","close":"17:00"}}}', /HH:MM/],
    ['{"timezone":"UTC","days":{"monday":{"open":"09:00","close":"09:00"}}}', /same time/],
    ['not json', /JSON/],
  ])('should refuse %s when it is malformed', (input, message) => {
    expect(() => parseOperatingHours(input, 'UTC')).toThrow(DomainRuleViolation);
    expect(() => parseOperatingHours(input, 'UTC')).toThrow(message);
  });
});
