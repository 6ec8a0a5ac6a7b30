// What the right panel's unwired buttons say (000 §2: "no actions wired"), so none is silent.
export const decisionNotices = {
  decline: 'Declining proposals is coming soon. Nothing was sent.',
  message: 'Messaging contractors is coming soon. Nothing was sent.',
  expert: 'Expert opinions are coming soon: a pro will review the scope and price.',
} as const;

export type DecisionNotice = keyof typeof decisionNotices;
