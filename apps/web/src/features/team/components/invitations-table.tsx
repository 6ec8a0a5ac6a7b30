import type { Invitation, InvitationStatus } from '@vanilla/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useInvitationsQuery, useRevokeInvitationMutation } from '../api/team-api';
import { EmailAddress } from './email-address';

const statusStyles: Record<InvitationStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  revoked: 'bg-neutral-100 text-neutral-600',
  expired: 'bg-neutral-100 text-neutral-600',
};

const statusLabels: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

const RevokeButton = ({ invitation }: { invitation: Invitation }) => {
  const [revoke, { isLoading, error }] = useRevokeInvitationMutation();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="danger"
        className="px-3 py-1.5"
        disabled={isLoading}
        onClick={() => void revoke(invitation.id)}
        aria-label={`Revoke the invitation of ${invitation.email}`}
      >
        {isLoading ? 'Revoking...' : 'Revoke'}
      </Button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {apiErrorMessage(error, 'Could not revoke. Please try again.')}
        </span>
      )}
    </div>
  );
};

/** Settings → Team: invitations, pending first; a pending one can be revoked. */
export const InvitationsTable = () => {
  const { data: invitations, isLoading, error } = useInvitationsQuery();
  const [showAll, setShowAll] = useState(false);
  if (isLoading) return <Spinner label="Loading invitations…" className="py-6" />;
  if (error) {
    return (
      <Alert tone="error">
        {apiErrorMessage(error, 'Could not load invitations. Please try again.')}
      </Alert>
    );
  }
  const all = invitations ?? [];
  const pending = all.filter((invitation) => invitation.status === 'pending');
  const shown = showAll ? all : pending;
  return (
    <div className="flex flex-col gap-3">
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-500">
          No pending invitations.
        </p>
      ) : (
        <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200">
          {shown.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <EmailAddress
                  email={invitation.email}
                  className="text-sm font-medium text-neutral-900"
                />
                <p className="text-sm text-neutral-500">
                  Sent {formatDate(invitation.created_at)}
                  {invitation.status === 'pending' &&
                    ` · expires ${formatDate(invitation.expires_at)}`}
                </p>
              </div>
              <div className="flex items-center gap-3 sm:justify-end">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusStyles[invitation.status]}`}
                >
                  {statusLabels[invitation.status]}
                </span>
                {invitation.status === 'pending' && <RevokeButton invitation={invitation} />}
              </div>
            </li>
          ))}
        </ul>
      )}
      {all.length > pending.length && (
        <button
          type="button"
          onClick={() => setShowAll((value) => !value)}
          className="self-start rounded text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {showAll ? 'Show pending only' : `Show all invitations (${all.length})`}
        </button>
      )}
    </div>
  );
};
