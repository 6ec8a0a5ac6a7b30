import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MenuIcon, SidebarCollapseIcon, SidebarExpandIcon } from '../../../components/icons';
import { MainContent } from '../../../components/layouts/main-content';
import { Drawer } from '../../../components/ui/drawer';
import type { SidebarLink } from '../sidebar-links';

type DashboardShellProps = {
  /** Names the sidebar's navigation landmark, e.g. "Business". */
  label: string;
  links: SidebarLink[];
  /** Small screens: the links in a drawer (many links) or a bottom bar (a few). */
  mobile: 'drawer' | 'bottom-bar';
  children: ReactNode;
};

const sidebarLinkClass =
  (collapsed: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    `group flex items-center gap-3 rounded-xl py-2 text-sm font-medium transition-colors ${
      collapsed ? 'justify-center px-2' : 'px-3'
    } ${
      isActive
        ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-100'
        : 'text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900'
    }`;

const drawerLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-neutral-700 hover:bg-neutral-50'
  }`;

const bottomLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex flex-1 flex-col items-center gap-1 rounded-xl px-1 py-1.5 text-[0.7rem] font-medium transition-colors ${
    isActive ? 'text-brand-700' : 'text-neutral-500 hover:text-neutral-900'
  }`;

const isActiveLink = (link: SidebarLink, pathname: string): boolean =>
  link.end ? pathname === link.to : pathname === link.to || pathname.startsWith(`${link.to}/`);

/**
 * A dashboard area: a collapsible sidebar (wide with labels, or narrow with icons) beside the
 * page on desktop; on small screens a drawer or a bottom bar with the same links.
 */
export const DashboardShell = ({ label, links, mobile, children }: DashboardShellProps) => {
  const [collapsed, setCollapsed] = useState(false);
  // Like the site's side panel, the drawer belongs to the path it was opened on.
  const { pathname } = useLocation();
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const current = links.find((link) => isActiveLink(link, pathname));
  const closeDrawer = () => setDrawerOpenedOn(null);

  return (
    <div className="flex flex-1">
      <aside
        className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-neutral-200 bg-neutral-50/70 transition-[width] duration-200 md:flex ${
          collapsed ? 'w-[4.5rem]' : 'w-60'
        }`}
      >
        <nav aria-label={label} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col gap-1">
            {links.map(({ label: text, to, icon: LinkIcon, end }) => (
              <li key={to + text}>
                <NavLink
                  to={to}
                  end={end}
                  title={collapsed ? text : undefined}
                  className={sidebarLinkClass(collapsed)}
                >
                  <LinkIcon className="size-5 shrink-0" />
                  <span className={collapsed ? 'sr-only' : 'truncate'}>{text}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-neutral-200 p-3">
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className={`flex w-full items-center gap-3 rounded-xl py-2 text-sm font-medium text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900 ${
              collapsed ? 'justify-center px-2' : 'px-3'
            }`}
          >
            {collapsed ? (
              <SidebarExpandIcon className="size-5 shrink-0" />
            ) : (
              <SidebarCollapseIcon className="size-5 shrink-0" />
            )}
            {!collapsed && <span>Collapse</span>}
          </button>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        {mobile === 'drawer' && (
          <div className="sticky top-16 z-20 flex items-center gap-2 border-b border-neutral-200 bg-white/90 px-4 py-2 backdrop-blur md:hidden">
            <button
              type="button"
              onClick={() => setDrawerOpenedOn(pathname)}
              aria-haspopup="dialog"
              aria-expanded={drawerOpenedOn === pathname}
              className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
            >
              <MenuIcon className="size-5" />
              {label} menu
            </button>
            {current && (
              <span className="truncate text-sm text-neutral-500">
                <span aria-hidden="true">/ </span>
                {current.label}
              </span>
            )}
          </div>
        )}
        <MainContent
          className={`px-4 py-6 sm:px-6 lg:px-10 lg:py-8 ${mobile === 'bottom-bar' ? 'pb-28 md:pb-8' : ''}`}
        >
          {children}
        </MainContent>
      </div>

      {mobile === 'drawer' && drawerOpenedOn === pathname && (
        <Drawer
          label={`${label} menu`}
          side="left"
          closeLabel={`Close ${label.toLowerCase()} menu`}
          onClose={closeDrawer}
          className="md:hidden"
          title={<span className="text-lg font-bold tracking-tight text-neutral-900">{label}</span>}
        >
          <nav aria-label={`${label} (mobile)`} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="flex flex-col gap-1">
              {links.map(({ label: text, to, icon: LinkIcon, end }) => (
                <li key={to + text}>
                  <NavLink to={to} end={end} onClick={closeDrawer} className={drawerLinkClass}>
                    <LinkIcon className="size-5 shrink-0" />
                    {text}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Drawer>
      )}

      {mobile === 'bottom-bar' && (
        <nav
          aria-label={`${label} (mobile)`}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
        >
          <ul className="mx-auto flex max-w-lg items-stretch gap-1 px-2 py-1.5">
            {links.map(({ label: text, to, icon: LinkIcon, end }) => (
              <li key={to + text} className="flex flex-1">
                <NavLink to={to} end={end} className={bottomLinkClass}>
                  <LinkIcon className="size-6" />
                  {text}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
};
