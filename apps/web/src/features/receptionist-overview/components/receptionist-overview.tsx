import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { sampleAppointments, sampleCalls, sampleStats, type CallOutcome } from '../sample-overview';
import { OnlineToggle } from './online-toggle';

const outcomeTone: Record<CallOutcome, string> = {
  Booked: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  'Quote requested': 'bg-purple-50 text-purple-700 ring-purple-200',
  'Message taken': 'bg-neutral-100 text-neutral-700 ring-neutral-200',
  Forwarded: 'bg-blue-50 text-blue-700 ring-blue-200',
};

const Panel = ({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-neutral-200 px-4 py-4 sm:px-5">
        <h2 id={titleId} className="text-base font-semibold text-neutral-900">
          {title}
        </h2>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          {link.label}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
};

/**
 * /business2 (001 §2 "Overview"): how the receptionist is doing, from sample data only, with a
 * local online/offline switch.
 */
export const ReceptionistOverview = () => {
  const [online, setOnline] = useState(true);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
              Overview
            </h1>
            <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-600 ring-1 ring-neutral-200">
              Sample data
            </span>
          </div>
          <p className="mt-1 text-neutral-600">
            Your AI receptionist at a glance: calls, bookings and what is coming up.
          </p>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-2xl border border-neutral-200 bg-white px-4 py-3 shadow-sm sm:justify-start">
          <p className="flex items-center gap-2 text-sm whitespace-nowrap text-neutral-700">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${online ? 'bg-emerald-500' : 'bg-neutral-400'}`}
            />
            {online ? 'Answering calls' : 'Not answering calls'}
          </p>
          <OnlineToggle online={online} onChange={setOnline} />
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {sampleStats.map((stat) => (
          <div
            key={stat.label}
            className="rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-5"
          >
            <dt className="text-xs font-medium text-neutral-500 sm:text-sm">{stat.label}</dt>
            <dd className="mt-1 text-xl font-bold tracking-tight text-neutral-950 tabular-nums sm:text-3xl">
              {stat.value}
            </dd>
            <dd className="mt-1 text-xs text-neutral-500">{stat.detail}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          title="Upcoming appointments"
          link={{ to: paths.business2.calendar, label: 'Open calendar' }}
        >
          <ul className="divide-y divide-neutral-100">
            {sampleAppointments.map((appointment) => (
              <li key={appointment.id} className="flex gap-4 px-4 py-3.5 sm:px-5">
                <div className="w-20 shrink-0 text-sm">
                  <p className="font-semibold text-neutral-900 tabular-nums">{appointment.time}</p>
                  <p className="text-xs text-neutral-500">{appointment.day}</p>
                </div>
                <div className="min-w-0">
                  <p className="font-medium text-neutral-900">{appointment.service}</p>
                  <p className="truncate text-sm text-neutral-600">
                    {appointment.name} · {appointment.address}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Recent calls" link={{ to: paths.business2.calls, label: 'View all calls' }}>
          <ul className="divide-y divide-neutral-100">
            {sampleCalls.map((call) => (
              <li key={call.id} className="flex flex-col gap-1 px-4 py-3.5 sm:px-5">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-neutral-900">{call.name}</p>
                    <p className="text-xs text-neutral-500 tabular-nums">
                      {call.phone} · {call.when} · {call.duration}
                    </p>
                  </div>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${outcomeTone[call.outcome]}`}
                  >
                    {call.outcome}
                  </span>
                </div>
                <p className="text-sm text-neutral-600">{call.summary}</p>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
};
