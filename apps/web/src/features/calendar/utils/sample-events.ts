import { addDays } from './month-grid';

export type CalendarEventKind = 'appointment' | 'estimate' | 'follow-up';

export type CalendarEvent = {
  id: string;
  date: string;
  /** "9:00 AM". */
  start: string;
  end: string;
  title: string;
  contact: string;
  location: string;
  kind: CalendarEventKind;
};

type SampleTemplate = Omit<CalendarEvent, 'id' | 'date'> & { daysFromToday: number };

// 001 §1: the calendar is static sample data held on the client. The events sit around today so
// the month that opens always has some to show.
const templates: SampleTemplate[] = [
  {
    daysFromToday: -20,
    start: '11:00 AM',
    end: '12:00 PM',
    title: 'Water heater replacement',
    contact: 'Luis Moreno',
    location: '77 Birch Court',
    kind: 'appointment',
  },
  {
    daysFromToday: -9,
    start: '9:00 AM',
    end: '10:30 AM',
    title: 'Furnace tune-up',
    contact: 'Priya Shah',
    location: '418 Maple Grove Lane',
    kind: 'appointment',
  },
  {
    daysFromToday: -6,
    start: '2:00 PM',
    end: '2:30 PM',
    title: 'Proposal follow-up call',
    contact: 'Jordan Ellis',
    location: 'Phone',
    kind: 'follow-up',
  },
  {
    daysFromToday: -2,
    start: '1:30 PM',
    end: '2:30 PM',
    title: 'Roof inspection estimate',
    contact: 'Marcus Lee',
    location: '1209 Cedar Ridge Drive',
    kind: 'estimate',
  },
  {
    daysFromToday: 0,
    start: '10:00 AM',
    end: '11:30 AM',
    title: 'AC not cooling – repair visit',
    contact: 'Dana Whitfield',
    location: '52 Harbor View Road',
    kind: 'appointment',
  },
  {
    daysFromToday: 0,
    start: '3:00 PM',
    end: '3:30 PM',
    title: 'Heat pump quote follow-up',
    contact: 'Sam Okafor',
    location: 'Phone',
    kind: 'follow-up',
  },
  {
    daysFromToday: 1,
    start: '8:30 AM',
    end: '9:30 AM',
    title: 'Solar panel site survey',
    contact: 'Emily Carter',
    location: '9 Orchard Lane',
    kind: 'estimate',
  },
  {
    daysFromToday: 3,
    start: '9:00 AM',
    end: '12:00 PM',
    title: 'Ductless mini-split install',
    contact: 'Priya Shah',
    location: '418 Maple Grove Lane',
    kind: 'appointment',
  },
  {
    daysFromToday: 3,
    start: '1:00 PM',
    end: '2:00 PM',
    title: 'Leaking pipe estimate',
    contact: 'Hannah Brooks',
    location: '300 Willow Street',
    kind: 'estimate',
  },
  {
    daysFromToday: 6,
    start: '4:00 PM',
    end: '4:30 PM',
    title: 'Check-in after install',
    contact: 'Marcus Lee',
    location: 'Phone',
    kind: 'follow-up',
  },
  {
    daysFromToday: 10,
    start: '10:30 AM',
    end: '11:30 AM',
    title: 'Electrical panel upgrade estimate',
    contact: 'Grace Kim',
    location: '64 Summit Avenue',
    kind: 'estimate',
  },
  {
    daysFromToday: 14,
    start: '9:30 AM',
    end: '11:00 AM',
    title: 'Annual AC maintenance',
    contact: 'Omar Haddad',
    location: '15 Lakeside Drive',
    kind: 'appointment',
  },
  {
    daysFromToday: 21,
    start: '2:00 PM',
    end: '3:00 PM',
    title: 'Gutter and roof repair',
    contact: 'Emily Carter',
    location: '9 Orchard Lane',
    kind: 'appointment',
  },
];

/** The sample events, dated around `today` ("YYYY-MM-DD"). */
export const sampleEvents = (today: string): CalendarEvent[] =>
  templates.map(({ daysFromToday, ...event }, index) => ({
    ...event,
    id: `sample-${index + 1}`,
    date: addDays(today, daysFromToday),
  }));

/** "9:05 PM" → minutes after midnight (1265); Infinity when it does not parse, so it sorts last. */
export const minutesOf = (time: string): number => {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return Number.POSITIVE_INFINITY;
  const hours = Number(match[1]) % 12;
  const afternoon = match[3].toUpperCase() === 'PM';
  return (hours + (afternoon ? 12 : 0)) * 60 + Number(match[2]);
};

/** Events grouped by day, each day's in start order. */
export const eventsByDate = (events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> => {
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = byDate.get(event.date);
    if (day) day.push(event);
    else byDate.set(event.date, [event]);
  }
  for (const day of byDate.values()) day.sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return byDate;
};
