import type { TeamMember } from '@vanilla/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useTeamMembersQuery } from '../api/team-api';
import { EmailAddress } from './email-address';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RoleBadge } from './role-badge';

/** Settings → Team: everyone in the company; a member can be removed from the team. */
export const TeamMembersTable = () => {
  const { data: members, isLoading, error } = useTeamMembersQuery();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  if (isLoading) return <Spinner label="Loading your team…" className="py-8" />;
  if (error) {
    return (
      <Alert tone="error">
        {apiErrorMessage(error, 'Could not load your team. Please try again.')}
      </Alert>
    );
  }
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-neutral-200">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Team members</caption>
          <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              {/* On phones the role sits under the name, leaving the row room for its action. */}
              <th scope="col" className="hidden w-28 px-4 py-3 sm:table-cell">
                Role
              </th>
              <th scope="col" className="hidden w-36 px-4 py-3 sm:table-cell">
                Joined
              </th>
              <th scope="col" className="w-28 py-3 pr-4 pl-2 sm:w-32">
                <span className="sr-only">Actions</span>
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
                      {/* Wrapped, never cut: the whole address is what tells two people apart. */}
                      <p className="font-medium break-words text-neutral-900">{member.username}</p>
                      <EmailAddress email={member.email} className="text-neutral-500" />
                      <div className="mt-1 sm:hidden">
                        <RoleBadge userType={member.user_type} />
                      </div>
                    </div>
                  </div>
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  <RoleBadge userType={member.user_type} />
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-neutral-600 sm:table-cell">
                  {formatDate(member.created_at)}
                </td>
                <td className="py-3 pr-4 pl-2 text-right">
                  {member.user_type === 'member' && (
                    <Button
                      variant="danger"
                      onClick={() => setRemoving(member)}
                      aria-label={`Remove ${member.username || member.email} from your team`}
                    >
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {removing && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />}
    </>
  );
};
