import type { CalendarEventKind } from '../utils/sample-events';

export const kindLabels: Record<CalendarEventKind, string> = {
  appointment: 'Appointment',
  estimate: 'Estimate',
  'follow-up': 'Follow-up',
};

export const kindDot: Record<CalendarEventKind, string> = {
  appointment: 'bg-brand-500',
  estimate: 'bg-amber-500',
  'follow-up': 'bg-emerald-500',
};

export const kindChip: Record<CalendarEventKind, string> = {
  appointment: 'bg-brand-50 text-brand-800',
  estimate: 'bg-amber-50 text-amber-900',
  'follow-up': 'bg-emerald-50 text-emerald-900',
};
