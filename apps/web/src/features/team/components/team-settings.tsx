import type { ReactNode } from 'react';
import { InvitationsTable } from './invitations-table';
import { InviteMemberForm } from './invite-member-form';
import { TeamMembersTable } from './team-members-table';

const Section = ({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) => (
  <section className="flex flex-col gap-4">
    <div>
      <h3 className="text-base font-semibold text-neutral-900">{title}</h3>
      <p className="mt-1 text-sm text-neutral-500">{description}</p>
    </div>
    {children}
  </section>
);

/** Settings → Team, for managers: members, inviting, and pending invitations. */
export const TeamSettings = () => (
  <div className="flex flex-col gap-10">
    <Section title="Team members" description="Everyone who works under your company.">
      <TeamMembersTable />
    </Section>
    <Section
      title="Invite a team member"
      description="They get an email with a link to create their account in your company. The link works once, until it expires or you revoke it."
    >
      <InviteMemberForm />
    </Section>
    <Section title="Invitations" description="Invitations that have not been used yet.">
      <InvitationsTable />
    </Section>
  </div>
);
