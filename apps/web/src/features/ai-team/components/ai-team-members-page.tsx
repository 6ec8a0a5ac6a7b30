import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PlusIcon, RefreshIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { useAiTeamQuery } from '../api/ai-team-api';
import { sampleAiMembers } from '../sample-data/sample-ai-members';
import { filterMembers } from '../utils/ai-members';
import { MembersTable } from './members-table';

const LOAD_FAILED = 'Could not load your AI team. Please try again.';

type AiTeamMembersPageProps = {
  /** Where "Add Team Member" leads: the AI Receptionist page with its setup wizard open. */
  addMemberHref: string;
};

/**
 * /business/ai-team (001 §2 "AI Team"): the company's AI receptionists as team members with the
 * figures of their calls, then the spec's other members as samples; search by name or role.
 */
export const AiTeamMembersPage = ({ addMemberHref }: AiTeamMembersPageProps) => {
  const { data, isLoading, isError, error, refetch } = useAiTeamQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [search, setSearch] = useState('');
  const members = useMemo(() => filterMembers(data ?? [], search), [data, search]);
  const samples = useMemo(() => filterMembers(sampleAiMembers, search), [search]);
  const searching = search.trim() !== '';

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        eyebrow="AI Team"
        title="AI Team Members"
        description="Your AI receptionists at work: the calls each answered, how often it captured the caller's details, and when it last took a call."
        actions={
          <Link to={addMemberHref} className={buttonClass('primary')}>
            <PlusIcon className="size-4" />
            Add Team Member
          </Link>
        }
      />

      <Toolbar>
        <SearchBox
          label="Search team members"
          placeholder="Search by name or role"
          value={search}
          onChange={setSearch}
        />
      </Toolbar>

      <section aria-labelledby="own-members-title" className="flex flex-col gap-3">
        <h2 id="own-members-title" className="text-lg font-semibold text-neutral-950">
          Your AI receptionists
        </h2>
        {isLoading ? (
          <Spinner label="Loading your AI team..." className="py-12" />
        ) : isError && data === undefined ? (
          <Alert tone="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{apiErrorMessage(error, LOAD_FAILED)}</span>
              <button
                type="button"
                onClick={() => void refetch()}
                className="inline-flex items-center gap-1.5 rounded-lg font-semibold underline"
              >
                <RefreshIcon className="size-4" />
                Try again
              </button>
            </div>
          </Alert>
        ) : members.length > 0 ? (
          <MembersTable caption="Your AI receptionists" members={members} />
        ) : (
          <div className="rounded-2xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-600">
            {searching
              ? 'No AI receptionist matches your search.'
              : 'No AI receptionists yet. Add a team member and its calls show up here.'}
          </div>
        )}
      </section>

      <section aria-labelledby="sample-members-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="sample-members-title" className="text-lg font-semibold text-neutral-950">
            More AI team members
          </h2>
          <SampleDataBadge />
        </div>
        <p className="text-sm text-neutral-600">
          Examples of the roles an AI team can take on; their figures are not from your account.
        </p>
        {samples.length > 0 ? (
          <MembersTable caption="Sample AI team members" members={samples} />
        ) : (
          <p className="text-sm text-neutral-500">No sample member matches your search.</p>
        )}
      </section>
    </div>
  );
};
