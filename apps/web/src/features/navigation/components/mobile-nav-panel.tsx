import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { CloseIcon, LayoutIcon, LogOutIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { navMenus, pricingLink } from '../nav-menus';
import type { NavUser } from './account-menu';
import { UserAvatar } from './user-avatar';

type MobileNavPanelProps = {
  user: NavUser | null;
  onClose: () => void;
  onSignOut: () => void;
};

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

const topLinkClass =
  'block rounded-xl px-3 py-2.5 text-base font-semibold text-neutral-900 transition-colors hover:bg-neutral-50';
const subLinkClass =
  'block rounded-lg px-3 py-2 text-sm text-neutral-600 transition-colors hover:bg-neutral-50 hover:text-neutral-900';

/**
 * The small-screen menu: a modal side panel sliding in from the right, 80% of the viewport wide
 * up to 20rem. Escape, the close button and the backdrop close it; focus moves in on open, stays
 * inside while open (Tab wraps), and the opener gets it back on close.
 */
export const MobileNavPanel = ({ user, onClose, onSignOut }: MobileNavPanelProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise become the
  // containing block of this fixed overlay and clip it to the header's height.
  return createPortal(
    <div className="fixed inset-0 z-50 md:hidden" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        className="animate-fade-in absolute inset-0 bg-neutral-950/40 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="animate-slide-in-right absolute inset-y-0 right-0 flex w-4/5 max-w-xs flex-col bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-neutral-100 px-4 py-3">
          <span className="text-lg font-bold tracking-tight text-neutral-900">Vanilla</span>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="flex size-10 items-center justify-center rounded-full text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>

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
                      <Link
                        to={item.to}
                        state={item.state}
                        onClick={onClose}
                        className={subLinkClass}
                      >
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
      </div>
    </div>,
    document.body,
  );
};
