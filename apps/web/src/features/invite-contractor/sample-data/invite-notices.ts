// The unwired actions of /invite-contractor (000 §2: "not wired") say what they would do.
export const inviteNotices = {
  invitation: (contact: string) =>
    `Invitations are coming soon, so nothing was sent to ${contact}. When they arrive, your contractor will get a link to send you a proposal here.`,
  recommend:
    'Recommendations are coming soon: tell us about a contractor you trust and we will invite them for you.',
} as const;
