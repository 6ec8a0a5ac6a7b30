import { Link } from 'react-router';
import type { NavMenuItem } from '../nav-menus';

type NavMenuPanelProps = {
  items: NavMenuItem[];
  onNavigate: () => void;
};

export const NavMenuPanel = ({ items, onNavigate }: NavMenuPanelProps) => (
  <ul className="flex flex-col gap-1">
    {items.map(({ label, description, to, state, icon: ItemIcon }) => (
      <li key={label}>
        <Link
          to={to}
          state={state}
          onClick={onNavigate}
          className="group flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-neutral-50"
        >
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-100">
            <ItemIcon className="size-5" />
          </span>
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-neutral-900">{label}</span>
            <span className="text-sm text-neutral-500">{description}</span>
          </span>
        </Link>
      </li>
    ))}
  </ul>
);
