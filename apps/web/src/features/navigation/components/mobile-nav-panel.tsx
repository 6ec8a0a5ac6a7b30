import { Link } from 'react-router';
import { LayoutIcon, LogOutIcon } from '../../../components/icons';
import { Drawer } from '../../../components/ui/drawer';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths } from '../../../config/paths';
import { navMenus, pricingLink } from '../nav-menus';
import type { NavUser } from './account-menu';

type MobileNavPanelProps = {
  user: NavUser | null;
  onClose: () => void;
  onSignOut: () => void;
};

const topLinkClass =
  'block rounded-xl px-3 py-2.5 text-base font-semibold text-neutral-900 transition-colors hover:bg-neutral-50';
const subLinkClass =
  'block rounded-lg px-3 py-2 text-sm text-neutral-600 transition-colors hover:bg-neutral-50 hover:text-neutral-900';

/** The small-screen menu: the same links as the bar, in a panel sliding in from the right. */
export const MobileNavPanel = ({ user, onClose, onSignOut }: MobileNavPanelProps) => (
  <Drawer
    label="Menu"
    side="right"
    closeLabel="Close menu"
    onClose={onClose}
    className="md:hidden"
    title={<span className="text-lg font-bold tracking-tight text-neutral-900">Vanilla</span>}
  >
    <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-3">
        {navMenus.map((menu) => (
          <li key={menu.id}>
            <Link to={menu.to} state={menu.state} onClick={onClose} className={topLinkClass}>
              {menu.label}
            </Link>
            <ul className="mt-0.5 ml-3 border-l border-neutral-100 pl-2">
              {menu.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} state={item.state} onClick={onClose} className={subLinkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          <Link to={pricingLink.to} onClick={onClose} className={topLinkClass}>
            {pricingLink.label}
          </Link>
        </li>
      </ul>
    </nav>

    <div className="border-t border-neutral-100 p-4">
      {user ? (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <UserAvatar name={user.username || user.email} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-neutral-900">{user.username}</p>
              <p className="truncate text-sm text-neutral-500">{user.email}</p>
            </div>
          </div>
          <Link
            to={paths.voiceAgents}
            onClick={onClose}
            className="flex items-center justify-center gap-2 rounded-xl border border-neutral-200 px-4 py-2.5 text-sm font-semibold text-neutral-800 transition-colors hover:bg-neutral-50"
          >
            <LayoutIcon className="size-5" />
            Dashboard
          </Link>
          <button
            type="button"
            onClick={() => {
              onClose();
              onSignOut();
            }}
            className="flex items-center justify-center gap-2 rounded-xl bg-neutral-900 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-neutral-700"
          >
            <LogOutIcon className="size-5" />
            Sign out
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Link
            to={paths.signUp}
            onClick={onClose}
            className="rounded-xl bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            Get started
          </Link>
          <Link
            to={paths.signIn}
            onClick={onClose}
            className="rounded-xl border border-neutral-200 px-4 py-2.5 text-center text-sm font-semibold text-neutral-800 transition-colors hover:bg-neutral-50"
          >
            Sign in
          </Link>
        </div>
      )}
    </div>
  </Drawer>
);
