import { receptionistTimezones, weekDays } from '@vanilla/contracts';
import type { OpeningHours, WeekDay } from '@vanilla/contracts';
import { useId } from 'react';
import { dayLabel, openDays, timeOptionsWith, timezoneLabel } from '../utils/business-hours';
import { inputClass } from './wizard-fields';
import type { StepProps } from './wizard-steps';

type TimeSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

const TimeSelect = ({ label, value, onChange }: TimeSelectProps) => (
  <select
    aria-label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    className={`${inputClass} py-2`}
  >
    {timeOptionsWith(value).map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);

type DayRowProps = {
  day: WeekDay;
  hours: OpeningHours | undefined;
  onToggle: (open: boolean) => void;
  onChange: (change: Partial<OpeningHours>) => void;
};

const DayRow = ({ day, hours, onToggle, onChange }: DayRowProps) => {
  const name = dayLabel(day);
  return (
    <li className="grid grid-cols-[8.5rem_1fr] items-center gap-x-4 gap-y-2 py-2.5">
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-neutral-900">
        <input
          type="checkbox"
          checked={hours !== undefined}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-4 shrink-0 accent-brand-600"
        />
        {name}
      </label>
      {hours ? (
        <div className="col-span-2 flex items-center gap-2 pl-6.5 sm:col-span-1 sm:pl-0">
          <TimeSelect
            label={`${name} opens at`}
            value={hours.open}
            onChange={(open) => onChange({ open })}
          />
          <span aria-hidden="true" className="text-sm text-neutral-500">
            to
          </span>
          <TimeSelect
            label={`${name} closes at`}
            value={hours.close}
            onChange={(close) => onChange({ close })}
          />
        </div>
      ) : (
        <p className="text-right text-sm text-neutral-500 sm:text-left">Closed: your AI answers</p>
      )}
    </li>
  );
};

/**
 * Step 6: the timezone (the five of 001 §9) and the weekly hours. Checking a day opens it 9:00 AM
 * to 5:00 PM; with no day checked the AI answers every call, 24/7.
 */
export const HoursStep = ({ form, dispatch }: StepProps) => {
  const timezoneId = useId();
  const noneOpen = openDays(form.operatingHours).length === 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-sm">
        <label htmlFor={timezoneId} className="mb-1.5 block text-sm font-medium text-neutral-800">
          Timezone
        </label>
        <select
          id={timezoneId}
          value={form.timezone}
          onChange={(event) =>
            dispatch({ type: 'changed', change: { timezone: event.target.value } })
          }
          className={inputClass}
        >
          {receptionistTimezones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {timezoneLabel(zone.id)}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-neutral-900">Weekly hours</legend>
        <p role="status" className="mt-0.5 text-sm text-neutral-500">
          {noneOpen
            ? 'No days checked: your AI receptionist answers every call, 24/7.'
            : form.callForwarding
              ? `During these hours calls ring ${form.callForwarding}; outside them your AI receptionist answers.`
              : 'Outside these hours your AI receptionist answers.'}
        </p>
        <ul className="mt-2 divide-y divide-neutral-100 border-y border-neutral-100">
          {weekDays.map((day) => (
            <DayRow
              key={day}
              day={day}
              hours={form.operatingHours[day]}
              onToggle={(open) => dispatch({ type: 'dayToggled', day, open })}
              onChange={(change) => dispatch({ type: 'dayHoursChanged', day, change })}
            />
          ))}
        </ul>
      </fieldset>
    </div>
  );
};
