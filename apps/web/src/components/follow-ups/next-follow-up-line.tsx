import type { NextFollowUp } from '@vanilla/contracts';
import { nextFollowUpText } from '../../lib/next-follow-up';

/** When the proposal's next automatic follow-up goes, and how; one small line. */
export const NextFollowUpLine = ({
  next,
  className = '',
}: {
  next: NextFollowUp;
  className?: string;
}) => (
  <p className={`text-xs break-words text-neutral-600 ${className}`}>{nextFollowUpText(next)}</p>
);
