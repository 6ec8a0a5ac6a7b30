import { useId, useMemo, useState } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  MapPinIcon,
} from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import {
  addMonths,
  dayLabel,
  monthLabel,
  monthOf,
  sameMonth,
  toIsoDate,
  type YearMonth,
} from '../utils/month-grid';
import { eventsByDate, sampleEvents, type CalendarEvent } from '../utils/sample-events';
import { kindChip, kindDot, kindLabels } from './event-kind';
import { MonthView } from './month-view';

const EventItem = ({ event }: { event: CalendarEvent }) => (
  <li className="flex gap-3 rounded-xl border border-neutral-200 bg-white p-3">
    <span
      aria-hidden="true"
      className={`mt-1.5 size-2 shrink-0 rounded-full ${kindDot[event.kind]}`}
    />
    <div className="min-w-0 flex-1">
      <p className="font-semibold text-neutral-900">{event.title}</p>
      <p className="text-sm text-neutral-600">
        {event.contact}
        <span
          className={`ml-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-medium ${kindChip[event.kind]}`}
        >
          {kindLabels[event.kind]}
        </span>
      </p>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-500">
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <ClockIcon className="size-3.5" />
          {event.start} – {event.end}
        </span>
        <span className="inline-flex items-center gap-1">
          <MapPinIcon className="size-3.5" />
          {event.location}
        </span>
      </p>
    </div>
  </li>
);

/**
 * /business2/calendar (001 §2 "Calls"): a month of sample events with previous and next month,
 * a day picked by click or keyboard lists its events.
 */
export const CalendarPage = () => {
  const monthTitleId = useId();
  const dayTitleId = useId();
  const [today] = useState(() => toIsoDate(new Date()));
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const [focusSelected, setFocusSelected] = useState(false);
  const events = useMemo(() => eventsByDate(sampleEvents(today)), [today]);
  const dayEvents = events.get(selected) ?? [];

  // A picked day keeps focus, also when it sits in the next or previous month.
  const select = (date: string) => {
    setSelected(date);
    setFocusSelected(true);
    if (!sameMonth(monthOf(date), month)) setMonth(monthOf(date));
  };
  const showMonth = (next: YearMonth) => {
    setFocusSelected(false);
    setMonth(next);
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
            Calendar
          </h1>
          <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-600 ring-1 ring-neutral-200">
            Sample data
          </span>
        </div>
        <p className="text-neutral-600">
          Appointments, estimates and follow-ups. The events shown are examples.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-labelledby={monthTitleId}
          className="rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-5"
        >
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2
              id={monthTitleId}
              aria-live="polite"
              className="text-lg font-semibold text-neutral-900 sm:text-xl"
            >
              {monthLabel(month)}
            </h2>
            <div className="flex items-center gap-1">
              <Button
                variant="secondary"
                onClick={() => {
                  setFocusSelected(false);
                  setMonth(monthOf(today));
                  setSelected(today);
                }}
                className="px-3 py-2"
              >
                Today
              </Button>
              <Button
                variant="ghost"
                aria-label="Previous month"
                title="Previous month"
                onClick={() => showMonth(addMonths(month, -1))}
                className="px-2 py-2"
              >
                <ChevronLeftIcon className="size-5" />
              </Button>
              <Button
                variant="ghost"
                aria-label="Next month"
                title="Next month"
                onClick={() => showMonth(addMonths(month, 1))}
                className="px-2 py-2"
              >
                <ChevronRightIcon className="size-5" />
              </Button>
            </div>
          </div>
          <MonthView
            month={month}
            labelledBy={monthTitleId}
            today={today}
            selected={selected}
            events={events}
            focusSelected={focusSelected}
            onSelect={select}
          />
          <ul
            aria-label="Event types"
            className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600"
          >
            {(Object.keys(kindLabels) as Array<keyof typeof kindLabels>).map((kind) => (
              <li key={kind} className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className={`size-2 rounded-full ${kindDot[kind]}`} />
                {kindLabels[kind]}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby={dayTitleId}
          className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-neutral-50/70 p-4 sm:p-5"
        >
          <h2 id={dayTitleId} className="font-semibold text-neutral-900">
            {dayLabel(selected)}
            {selected === today && <span className="font-normal text-neutral-500"> · Today</span>}
          </h2>
          {dayEvents.length === 0 ? (
            <p className="text-sm text-neutral-500">No events on this day.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {dayEvents.map((event) => (
                <EventItem key={event.id} event={event} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
};
