import { Link } from 'react-router';
import { PlusIcon, UsersIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTeamMembersQuery } from '../api/team-api';
import { RoleBadge } from './role-badge';

type TeamCardProps = {
  /** Where managers invite people (Settings → Team). */
  inviteHref: string;
};

/** "Your team" on the business home page, for managers. */
export const TeamCard = ({ inviteHref }: TeamCardProps) => {
  const { data: members, isLoading, error } = useTeamMembersQuery();
  return (
    <section
      aria-labelledby="team-card-title"
      className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="team-card-title"
          className="flex items-center gap-2 text-base font-semibold text-neutral-900"
        >
          <UsersIcon className="size-5 text-brand-600" />
          Your team
          {members && (
            <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-600">
              {members.length}
            </span>
          )}
        </h2>
        <Link
          to={inviteHref}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <PlusIcon className="size-4" />
          Invite
        </Link>
      </div>
      {isLoading && <Spinner label="Loading your team…" className="py-8" />}
      {error && (
        <Alert tone="error" className="mt-4">
          {apiErrorMessage(error, 'Could not load your team. Please try again.')}
        </Alert>
      )}
      {members && (
        <ul className="mt-4 divide-y divide-neutral-100">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 py-3">
              <UserAvatar name={member.username || member.email} size="md" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-neutral-900">{member.username}</p>
                <p className="truncate text-sm text-neutral-500">{member.email}</p>
              </div>
              <RoleBadge userType={member.user_type} />
            </li>
          ))}
        </ul>
      )}
      {members?.length === 1 && (
        <p className="mt-2 text-sm text-neutral-500">
          It is just you for now. Invite your team members so they can send proposals under your
          company.
        </p>
      )}
    </section>
  );
};
