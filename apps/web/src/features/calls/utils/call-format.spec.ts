import { describe, expect, it } from '@jest/globals';
import type { CallRecord } from '@vanilla/contracts';
import {
  callDuration,
  callerName,
  directionLabel,
  formatCallDate,
  formatDuration,
  formatLongCallDate,
  formatPhone,
  matchesCallSearch,
  recordingUrl,
  statusTone,
} from './call-format';
import { aCall } from './call-fixture';

describe('formatCallDate', () => {
  it('should show the calendar day itself when the date is a local date', () => {
    expect(formatCallDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatLongCallDate('2026-03-04')).toBe('Wed, Mar 4, 2026');
  });

  it('should return the text unchanged when it is not a date', () => {
    expect(formatCallDate('yesterday')).toBe('yesterday');
    expect(formatCallDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatDuration', () => {
  it('should show minutes and seconds when under an hour', () => {
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(725)).toBe('12:05');
  });

  it('should show hours when an hour or longer', () => {
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('should show 0:00 when the seconds are missing or negative', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('callDuration', () => {
  it("should use the server's text when it sent one", () => {
    expect(callDuration({ status: 'Completed', duration: '3:12', durationSeconds: 192 })).toBe(
      '3:12',
    );
  });

  it('should count the seconds when the text is empty', () => {
    expect(callDuration({ status: 'Completed', duration: '', durationSeconds: 75 })).toBe('1:15');
  });

  it('should say ongoing when the call is still in progress', () => {
    expect(callDuration({ status: 'In Progress', duration: '', durationSeconds: 0 })).toBe(
      'Ongoing',
    );
  });
});

describe('formatPhone', () => {
  it('should group a North American number when it is E.164', () => {
    expect(formatPhone('+14155550142')).toBe('(415) 555-0142');
  });

  it('should leave the number as it is when it is from elsewhere', () => {
    expect(formatPhone('+442079460000')).toBe('+442079460000');
    expect(formatPhone('')).toBe('');
  });
});

describe('statusTone', () => {
  it('should colour the known statuses when given one', () => {
    expect(statusTone('Completed')).toBe('green');
    expect(statusTone('Scheduled')).toBe('blue');
    expect(statusTone('Failed')).toBe('red');
    expect(statusTone('In Progress')).toBe('amber');
  });

  it('should be grey when the status is another', () => {
    expect(statusTone('Voicemail')).toBe('grey');
  });
});

describe('directionLabel', () => {
  it('should capitalise when the direction is known', () => {
    expect(directionLabel('inbound')).toBe('Inbound');
    expect(directionLabel('outbound')).toBe('Outbound');
  });
});

describe('callerName', () => {
  it('should prefer the captured name when the AI learned it', () => {
    expect(callerName(aCall({ customer_name: 'Dana Whitfield', contact: 'Dana W' }))).toBe(
      'Dana Whitfield',
    );
  });

  it('should fall back to the contact and then the number when no name was captured', () => {
    expect(callerName(aCall({ customer_name: '', contact: 'Dana W' }))).toBe('Dana W');
    expect(callerName(aCall({ customer_name: ' ', contact: '' }))).toBe('(415) 555-0142');
  });

  it('should format the contact as a number when it is the caller number', () => {
    expect(callerName(aCall({ customer_name: '', contact: '+17375550119' }))).toBe(
      '(737) 555-0119',
    );
  });
});

describe('matchesCallSearch', () => {
  const call: CallRecord = aCall();

  it('should match everything when the query is blank', () => {
    expect(matchesCallSearch(call, '  ')).toBe(true);
  });

  it('should match names, email, summary and receptionist when the text occurs in any case', () => {
    expect(matchesCallSearch(call, 'whitfield')).toBe(true);
    expect(matchesCallSearch(call, 'DANA@')).toBe(true);
    expect(matchesCallSearch(call, 'furnace')).toBe(true);
    expect(matchesCallSearch(call, 'ava')).toBe(true);
  });

  it('should match the number by its digits when the query is a phone number', () => {
    expect(matchesCallSearch(call, '555 0142')).toBe(true);
    expect(matchesCallSearch(call, '(415) 555-0142')).toBe(true);
    expect(matchesCallSearch(call, '999')).toBe(false);
  });

  it('should not match when nothing shown contains the text', () => {
    expect(matchesCallSearch(call, 'roof leak')).toBe(false);
  });
});

describe('recordingUrl', () => {
  it('should put a path on the API origin when the API is elsewhere', () => {
    expect(recordingUrl('/api/calls/1/recording', 'https://api.example.com')).toBe(
      'https://api.example.com/api/calls/1/recording',
    );
  });

  it('should keep the path when the API is on the page origin', () => {
    expect(recordingUrl('/recordings/sample.mp3', '')).toBe('/recordings/sample.mp3');
  });

  it('should keep an absolute address when the recording is hosted elsewhere', () => {
    expect(recordingUrl('https://cdn.example.com/a.mp3', 'https://api.example.com')).toBe(
      'https://cdn.example.com/a.mp3',
    );
  });
});
