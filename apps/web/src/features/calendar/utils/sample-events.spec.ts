import { describe, expect, it } from '@jest/globals';
import { eventsByDate, minutesOf, sampleEvents, type CalendarEvent } from './sample-events';

const event = (id: string, date: string, start: string): CalendarEvent => ({
  id,
  date,
  start,
  end: '',
  title: id,
  contact: '',
  location: '',
  kind: 'appointment',
});

describe('sampleEvents', () => {
  it('should date events around today when generated', () => {
    const events = sampleEvents('2026-03-04');
    expect(events.some((item) => item.date === '2026-03-04')).toBe(true);
    expect(events.every((item) => item.date >= '2026-02-01' && item.date <= '2026-04-30')).toBe(
      true,
    );
  });

  it('should give every event its own id when generated', () => {
    const ids = sampleEvents('2026-03-04').map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('minutesOf', () => {
  it('should count from midnight when the time is 12-hour', () => {
    expect(minutesOf('12:15 AM')).toBe(15);
    expect(minutesOf('9:05 AM')).toBe(545);
    expect(minutesOf('12:00 PM')).toBe(720);
    expect(minutesOf('9:05 pm')).toBe(1265);
  });

  it('should sort last when the time does not parse', () => {
    expect(minutesOf('noon')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('eventsByDate', () => {
  it('should group by day in start order when events are unordered', () => {
    const byDate = eventsByDate([
      event('late', '2026-03-04', '3:00 PM'),
      event('other', '2026-03-05', '9:00 AM'),
      event('early', '2026-03-04', '10:00 AM'),
    ]);
    expect(byDate.get('2026-03-04')?.map((item) => item.id)).toEqual(['early', 'late']);
    expect(byDate.get('2026-03-05')?.map((item) => item.id)).toEqual(['other']);
    expect(byDate.has('2026-03-06')).toBe(false);
  });
});
