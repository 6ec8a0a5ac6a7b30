import { useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark, ChevronDownIcon, MenuIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useDropdownGroup } from '../hooks/use-dropdown-group';
import { navMenus, pricingLink } from '../nav-menus';
import { AccountMenu, type NavUser } from './account-menu';
import { HoverDropdown } from './hover-dropdown';
import { MobileNavPanel } from './mobile-nav-panel';
import { NavMenuPanel } from './nav-menu-panel';

// Tailwind's `md` breakpoint.
const DESKTOP_QUERY = '(min-width: 48rem)';

type NavbarProps = {
  /** The signed-in user, or null for a visitor. */
  user: NavUser | null;
  onSignOut: () => void;
};

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-neutral-900 lg:px-3 ${
    isActive ? 'text-neutral-900' : 'text-neutral-600'
  }`;

export const Navbar = ({ user, onSignOut }: NavbarProps) => {
  const { pathname } = useLocation();
  const group = useDropdownGroup(pathname);
  // Like the dropdowns, the side panel belongs to the path it was opened on.
  const [panelOpenedOn, setPanelOpenedOn] = useState<string | null>(null);
  const isPanelOpen = panelOpenedOn === pathname;
  const closePanel = useCallback(() => setPanelOpenedOn(null), []);

  // The side panel is for small screens: growing past the md breakpoint closes it.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) closePanel();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [closePanel]);

  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200/70 bg-white/85 backdrop-blur-md">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:gap-4 lg:px-8"
      >
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-neutral-900"
        >
          <BrandMark className="size-8" />
          Vanilla
        </Link>

        <ul className="hidden items-center md:flex lg:gap-1">
          {navMenus.map((menu) => (
            <li key={menu.id}>
              <HoverDropdown
                id={menu.id}
                group={group}
                leading={
                  <NavLink to={menu.to} state={menu.state} end className={topLinkClass}>
                    {menu.label}
                  </NavLink>
                }
                toggleLabel={`${menu.label} menu`}
                toggleClassName="-ml-1.5 flex size-7 items-center justify-center rounded-md text-neutral-500 transition-colors hover:text-neutral-900 aria-expanded:text-neutral-900"
                toggleContent={
                  <ChevronDownIcon
                    className={`size-4 transition-transform ${group.openId === menu.id ? 'rotate-180' : ''}`}
                  />
                }
              >
                <NavMenuPanel items={menu.items} onNavigate={group.close} />
              </HoverDropdown>
            </li>
          ))}
          <li>
            <NavLink to={pricingLink.to} className={topLinkClass}>
              {pricingLink.label}
            </NavLink>
          </li>
        </ul>

        <div className="flex items-center gap-2">
          {user ? (
            <div className="hidden md:block">
              <AccountMenu user={user} group={group} onSignOut={onSignOut} />
            </div>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link
                to={paths.signIn}
                className="rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-neutral-700 transition-colors hover:text-neutral-900 lg:px-3"
              >
                Sign in
              </Link>
              <Link
                to={paths.signUp}
                className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-700"
              >
                Get started
              </Link>
            </div>
          )}
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={isPanelOpen}
            aria-haspopup="dialog"
            onClick={() => setPanelOpenedOn(pathname)}
            className="flex size-10 items-center justify-center rounded-full text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-900 md:hidden"
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </nav>

      {isPanelOpen && <MobileNavPanel user={user} onClose={closePanel} onSignOut={onSignOut} />}
    </header>
  );
};
