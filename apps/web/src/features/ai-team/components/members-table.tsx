import type { AiTeamMember } from '@vanilla/contracts';
import { BotIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { formatAccuracy, formatLastUtilized } from '../utils/ai-members';

const StatusBadge = ({ status }: { status: AiTeamMember['status'] }) =>
  status === 'active' ? (
    <Badge tone="emerald">Active</Badge>
  ) : (
    <Badge tone="neutral">Inactive</Badge>
  );

const MemberName = ({ member }: { member: AiTeamMember }) => (
  <span className="flex min-w-0 items-center gap-3">
    <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
      <BotIcon className="size-5" />
    </span>
    <span className="min-w-0 font-semibold break-words text-neutral-900">{member.name}</span>
  </span>
);

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase first:pl-5 last:pr-5';
const td = 'px-3 py-3 align-middle first:pl-5 last:pr-5';

type MembersTableProps = { caption: string; members: readonly AiTeamMember[] };

/** 001 §2 "AI Team": a table from `md`, a card per member on phones. */
export const MembersTable = ({ caption, members }: MembersTableProps) => (
  <>
    <div className="hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={`${th} text-right`}>
              Jobs Completed
            </th>
            <th scope="col" className={th}>
              Last Utilized
            </th>
            <th scope="col" className={`${th} text-right`}>
              Accuracy
            </th>
            <th scope="col" className={th}>
              Notes
            </th>
            <th scope="col" className={th}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <MemberName member={member} />
              </th>
              <td className={`${td} whitespace-nowrap text-neutral-700`}>{member.role}</td>
              <td className={`${td} text-right text-neutral-900 tabular-nums`}>
                {member.jobsCompleted}
              </td>
              <td className={`${td} whitespace-nowrap text-neutral-700`}>
                {formatLastUtilized(member.lastUtilized)}
              </td>
              <td className={`${td} text-right text-neutral-900 tabular-nums`}>
                {formatAccuracy(member.accuracy)}
              </td>
              <td className={`${td} max-w-xs text-neutral-600`}>{member.notes || '—'}</td>
              <td className={td}>
                <StatusBadge status={member.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>

    <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
      {members.map((member) => (
        <li key={member.id} className="rounded-2xl border border-neutral-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <MemberName member={member} />
            <StatusBadge status={member.status} />
          </div>
          <p className="mt-1 pl-12 text-sm text-neutral-600">{member.role}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-xl bg-neutral-50 p-2.5">
              <dt className="text-xs text-neutral-500">Jobs completed</dt>
              <dd className="mt-0.5 font-semibold text-neutral-900 tabular-nums">
                {member.jobsCompleted}
              </dd>
            </div>
            <div className="rounded-xl bg-neutral-50 p-2.5">
              <dt className="text-xs text-neutral-500">Accuracy</dt>
              <dd className="mt-0.5 font-semibold text-neutral-900 tabular-nums">
                {formatAccuracy(member.accuracy)}
              </dd>
            </div>
            <div className="col-span-2 rounded-xl bg-neutral-50 p-2.5">
              <dt className="text-xs text-neutral-500">Last utilized</dt>
              <dd className="mt-0.5 font-semibold text-neutral-900">
                {formatLastUtilized(member.lastUtilized)}
              </dd>
            </div>
          </dl>
          {member.notes && <p className="mt-3 text-sm text-neutral-600">{member.notes}</p>}
        </li>
      ))}
    </ul>
  </>
);
