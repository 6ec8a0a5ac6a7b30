import { roleLabel } from '../../../lib/format';

export const RoleBadge = ({ userType }: { userType: string }) => (
  <span
    className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${
      userType === 'manager'
        ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-100'
        : 'bg-neutral-100 text-neutral-700'
    }`}
  >
    {roleLabel(userType)}
  </span>
);
