import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useTeamMembersQuery } from '../api/team-api';
import { RoleBadge } from './role-badge';

/** Settings → Team: everyone in the company. */
export const TeamMembersTable = () => {
  const { data: members, isLoading, error } = useTeamMembersQuery();
  if (isLoading) return <Spinner label="Loading your team…" className="py-8" />;
  if (error) {
    return (
      <Alert tone="error">
        {apiErrorMessage(error, 'Could not load your team. Please try again.')}
      </Alert>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-neutral-200">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Team members</caption>
        <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="w-28 px-4 py-3">
              Role
            </th>
            <th scope="col" className="hidden w-36 px-4 py-3 sm:table-cell">
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {members?.map((member) => (
            <tr key={member.id}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <UserAvatar name={member.username || member.email} />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-neutral-900">{member.username}</p>
                    <p className="truncate text-neutral-500">{member.email}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                <RoleBadge userType={member.user_type} />
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-neutral-600 sm:table-cell">
                {formatDate(member.created_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
