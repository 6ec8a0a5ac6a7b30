import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonthsToDay,
  dayLabel,
  endOfWeek,
  monthGrid,
  startOfWeek,
  type YearMonth,
} from '../utils/month-grid';
import type { CalendarEvent } from '../utils/sample-events';
import { kindChip, kindDot } from './event-kind';

const weekdays = [
  ['S', 'Sun', 'Sunday'],
  ['M', 'Mon', 'Monday'],
  ['T', 'Tue', 'Tuesday'],
  ['W', 'Wed', 'Wednesday'],
  ['T', 'Thu', 'Thursday'],
  ['F', 'Fri', 'Friday'],
  ['S', 'Sat', 'Saturday'],
] as const;

type MonthViewProps = {
  month: YearMonth;
  /** Names the grid, e.g. the id of the heading showing "March 2026". */
  labelledBy: string;
  today: string;
  selected: string;
  events: ReadonlyMap<string, CalendarEvent[]>;
  /** A day picked by click or keyboard; the page shows its month if it is another. */
  onSelect: (date: string) => void;
  /** Set when the selection moved by keyboard, so focus follows it into the new grid. */
  focusSelected: boolean;
};

// The APG date-grid keys: arrows by day and week, Home/End to the week's ends, Page Up/Down by
// month. Selection follows focus.
const keyMoves: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: startOfWeek,
  End: endOfWeek,
  PageUp: (date) => addMonthsToDay(date, -1),
  PageDown: (date) => addMonthsToDay(date, 1),
};

const eventCount = (count: number) =>
  count === 0 ? 'no events' : `${count} ${count === 1 ? 'event' : 'events'}`;

/** A month as a grid of days: one tab stop, arrow keys between days, events shown in each day. */
export const MonthView = ({
  month,
  labelledBy,
  today,
  selected,
  events,
  onSelect,
  focusSelected,
}: MonthViewProps) => {
  const weeks = monthGrid(month);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const shown = weeks.flat();
  // The day that takes Tab: the selected one when it is in view, else the 1st of the month.
  const tabStop = shown.some((day) => day.date === selected)
    ? selected
    : (shown.find((day) => day.inMonth)?.date ?? selected);

  useEffect(() => {
    if (focusSelected) buttons.current.get(selected)?.focus();
  }, [focusSelected, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    onSelect(move(date));
  };

  return (
    <table role="grid" aria-labelledby={labelledBy} className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          {weekdays.map(([letter, short, long]) => (
            <th
              key={long}
              scope="col"
              className="pb-2 text-center text-xs font-semibold tracking-wide text-neutral-500 uppercase"
            >
              <span aria-hidden="true" className="sm:hidden">
                {letter}
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                {short}
              </span>
              <span className="sr-only">{long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].date}>
            {week.map(({ date, day, inMonth }) => {
              const dayEvents = events.get(date) ?? [];
              const isSelected = date === selected;
              const isToday = date === today;
              return (
                <td
                  key={date}
                  role="gridcell"
                  aria-selected={isSelected}
                  className="border border-neutral-200 p-0 align-top"
                >
                  <button
                    ref={(element) => {
                      if (element) buttons.current.set(date, element);
                      else buttons.current.delete(date);
                    }}
                    type="button"
                    tabIndex={date === tabStop ? 0 : -1}
                    aria-label={`${dayLabel(date)}${isToday ? ', today' : ''}, ${eventCount(dayEvents.length)}`}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onSelect(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    className={`flex h-14 w-full flex-col items-center gap-1 p-1 text-left transition-colors focus-visible:relative focus-visible:z-10 focus-visible:-outline-offset-2 sm:h-20 sm:items-stretch sm:p-1.5 lg:h-24 ${
                      isSelected
                        ? 'bg-brand-50 ring-2 ring-brand-500 ring-inset'
                        : inMonth
                          ? 'bg-white hover:bg-neutral-50'
                          : 'bg-neutral-50/70 hover:bg-neutral-100'
                    }`}
                  >
                    <span
                      aria-hidden="true"
                      className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm tabular-nums ${
                        isToday
                          ? 'bg-brand-600 font-semibold text-white'
                          : inMonth
                            ? 'font-medium text-neutral-900'
                            : 'text-neutral-400'
                      }`}
                    >
                      {day}
                    </span>
                    {dayEvents.length > 0 && (
                      <>
                        <span aria-hidden="true" className="flex gap-1 lg:hidden">
                          {dayEvents.slice(0, 3).map((item) => (
                            <span
                              key={item.id}
                              className={`size-1.5 rounded-full ${kindDot[item.kind]}`}
                            />
                          ))}
                        </span>
                        <span
                          aria-hidden="true"
                          className="hidden min-w-0 flex-col gap-0.5 lg:flex"
                        >
                          {dayEvents.slice(0, 2).map((item) => (
                            <span
                              key={item.id}
                              className={`truncate rounded px-1.5 py-0.5 text-[0.6875rem] leading-4 ${kindChip[item.kind]} ${
                                inMonth ? '' : 'opacity-60'
                              }`}
                            >
                              {item.title}
                            </span>
                          ))}
                          {dayEvents.length > 2 && (
                            <span className="px-1.5 text-xs text-neutral-500">
                              +{dayEvents.length - 2} more
                            </span>
                          )}
                        </span>
                      </>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
