import type { NextFollowUp, ProposalFollowUp } from '@vanilla/contracts';

// By token, the caller's proposals with a follow-up to come.
export type FollowUpsByToken = Record<string, NextFollowUp>;

/** A pushed `proposal.follow_up` applied to the loaded list: a next step replaces, null clears. */
export const applyFollowUp = (draft: FollowUpsByToken, entry: ProposalFollowUp): void => {
  if (entry.next_follow_up === null) delete draft[entry.token];
  else draft[entry.token] = entry.next_follow_up;
};
