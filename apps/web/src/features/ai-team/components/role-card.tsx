import { Link } from 'react-router';
import { CheckCircleIcon } from '../../../components/icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { AiRole } from '../data/roles';

type RoleCardProps = { role: AiRole; onViewDemo: () => void };

/** A role: what it does, its benefits, "Get started" (sign-up) and "View demo". */
export const RoleCard = ({ role, onViewDemo }: RoleCardProps) => {
  const RoleIcon = role.icon;
  const titleId = `role-${role.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <RoleIcon className="size-6" />
      </span>
      <h2 id={titleId} className="mt-5 text-xl font-bold tracking-tight text-neutral-950">
        {role.role}
      </h2>
      <p className="mt-2 text-neutral-600">{role.description}</p>
      <ul className="mt-5 flex flex-col gap-2.5 text-sm text-neutral-700">
        {role.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2.5">
            <CheckCircleIcon className="mt-0.5 size-4.5 shrink-0 text-emerald-600" />
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid grid-cols-2 gap-3 pt-6">
        <Link
          to={paths.signUp}
          aria-label={`Get started with the AI ${role.role}`}
          className={buttonClass('primary')}
        >
          Get started
        </Link>
        <Button
          variant="secondary"
          onClick={onViewDemo}
          aria-haspopup="dialog"
          aria-label={`View demo of the AI ${role.role}`}
        >
          View demo
        </Button>
      </div>
    </article>
  );
};
