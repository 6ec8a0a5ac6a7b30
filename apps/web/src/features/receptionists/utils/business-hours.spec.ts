import { describe, expect, it } from '@jest/globals';
import {
  formatTime,
  hoursForEdit,
  openDays,
  setDayHours,
  setDayOpen,
  timeOptions,
  timeOptionsWith,
} from './business-hours';

// A summer day (Pacific is UTC-7, Eastern UTC-4) and a winter one (UTC-8).
const summer = new Date('2026-07-15T12:00:00Z');
const winter = new Date('2026-01-15T12:00:00Z');

describe('timeOptions', () => {
  it('should offer 96 times 15 minutes apart in 12-hour format when listing a day', () => {
    expect(timeOptions).toHaveLength(96);
    expect(timeOptions[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(timeOptions[1]).toEqual({ value: '00:15', label: '12:15 AM' });
    expect(timeOptions[36]).toEqual({ value: '09:00', label: '9:00 AM' });
    expect(timeOptions[48]).toEqual({ value: '12:00', label: '12:00 PM' });
    expect(timeOptions[95]).toEqual({ value: '23:45', label: '11:45 PM' });
  });

  it('should add the shown value when it is off the list', () => {
    expect(timeOptionsWith('17:00')).toBe(timeOptions);
    expect(timeOptionsWith('24:00').at(-1)).toEqual({ value: '24:00', label: '12:00 AM' });
  });
});

describe(formatTime.name, () => {
  it('should write afternoon times with PM when the hour is past noon', () => {
    expect(formatTime('17:00')).toBe('5:00 PM');
    expect(formatTime('13:45')).toBe('1:45 PM');
  });
});

describe(setDayOpen.name, () => {
  it('should open the day 9:00 AM to 5:00 PM when it is checked', () => {
    expect(setDayOpen({}, 'monday', true)).toEqual({ monday: { open: '09:00', close: '17:00' } });
  });

  it('should remove the day when it is unchecked', () => {
    const hours = setDayOpen(setDayOpen({}, 'monday', true), 'friday', true);
    expect(setDayOpen(hours, 'monday', false)).toEqual({
      friday: { open: '09:00', close: '17:00' },
    });
  });

  it('should list no open days when none is checked, which means 24/7', () => {
    expect(openDays({})).toEqual([]);
  });

  it('should change only the opening day when its times change', () => {
    const hours = setDayOpen({}, 'tuesday', true);
    expect(setDayHours(hours, 'tuesday', { close: '18:30' })).toEqual({
      tuesday: { open: '09:00', close: '18:30' },
    });
    expect(setDayHours(hours, 'monday', { close: '18:30' })).toBe(hours);
  });
});

describe(hoursForEdit.name, () => {
  it('should keep the hours when they are stored in Pacific time', () => {
    const stored = JSON.stringify({
      timezone: 'America/Los_Angeles',
      days: { monday: { open: '09:00', close: '17:00' } },
    });
    expect(hoursForEdit(stored, summer)).toEqual({
      timezone: 'America/Los_Angeles',
      days: { monday: { open: '09:00', close: '17:00' } },
    });
  });

  it('should move the hours into Pacific time when they are stored in another timezone', () => {
    const stored = {
      timezone: 'America/New_York',
      days: { friday: { open: '09:00', close: '17:00' } },
    };
    expect(hoursForEdit(stored, winter).days).toEqual({
      friday: { open: '06:00', close: '14:00' },
    });
  });

  it('should read day times as UTC when they are stored without a timezone', () => {
    const stored = JSON.stringify({ monday: { open: '16:00', close: '00:00' } });
    expect(hoursForEdit(stored, summer).days).toEqual({
      monday: { open: '09:00', close: '17:00' },
    });
    expect(hoursForEdit(stored, winter).days).toEqual({
      monday: { open: '08:00', close: '16:00' },
    });
  });

  it('should read bar-separated text as UTC when hours are stored in the legacy text form', () => {
    expect(hoursForEdit('mon 16:00-00:00 | Tuesday: 5:00 PM - 11:00 PM', summer).days).toEqual({
      monday: { open: '09:00', close: '17:00' },
      tuesday: { open: '10:00', close: '16:00' },
    });
  });

  it('should move an opening to the day before when the shift crosses midnight', () => {
    const stored = JSON.stringify({
      timezone: 'UTC',
      days: { tuesday: { open: '02:00', close: '10:00' } },
    });
    expect(hoursForEdit(stored, summer).days).toEqual({
      monday: { open: '19:00', close: '24:00' },
    });
  });

  it('should give no open days when the stored hours cannot be read', () => {
    expect(hoursForEdit('', summer)).toEqual({ timezone: 'America/Los_Angeles', days: {} });
    expect(hoursForEdit('not hours', summer).days).toEqual({});
    expect(hoursForEdit(null, summer).days).toEqual({});
  });
});
