import type { NextFollowUp } from '@vanilla/contracts';
import { formatMoment } from './format';

const channelNames = { email: 'email', sms: 'text' } as const;

/** "Next follow-up: Dec 2, 2026, 10:00 AM, by email and text" (the browser's clock). */
export const nextFollowUpText = ({ due_at, channels }: NextFollowUp): string => {
  const by = channels.map((channel) => channelNames[channel]).join(' and ');
  return `Next follow-up: ${formatMoment(due_at)}${by ? `, by ${by}` : ''}`;
};
