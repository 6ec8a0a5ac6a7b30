import { Link } from 'react-router';
import { ChevronDownIcon, LayoutIcon, LogOutIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import type { DropdownGroup } from '../hooks/use-dropdown-group';
import { HoverDropdown } from './hover-dropdown';
import { UserAvatar } from '../../../components/ui/user-avatar';

export type NavUser = {
  username: string;
  email: string;
};

type AccountMenuProps = {
  user: NavUser;
  group: DropdownGroup;
  onSignOut: () => void;
};

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-50 hover:text-neutral-900';

/** The signed-in end of the desktop bar: who is signed in, the dashboard and Sign Out. */
export const AccountMenu = ({ user, group, onSignOut }: AccountMenuProps) => {
  const name = user.username || user.email;
  return (
    <HoverDropdown
      id="account"
      group={group}
      align="end"
      panelClassName="w-72"
      toggleClassName="flex items-center gap-2 rounded-full border border-neutral-200 py-1 pr-3 pl-1 text-sm font-medium text-neutral-800 transition-colors hover:border-neutral-300 hover:bg-neutral-50"
      toggleContent={
        <>
          <UserAvatar name={name} />
          <span className="max-w-24 truncate lg:max-w-40">{name}</span>
          <ChevronDownIcon className="size-4 text-neutral-500" />
        </>
      }
    >
      <div className="border-b border-neutral-100 px-3 pt-2 pb-3">
        <p className="truncate text-sm font-semibold text-neutral-900">{user.username}</p>
        <p className="truncate text-sm text-neutral-500" title={user.email}>
          {user.email}
        </p>
      </div>
      <ul className="flex flex-col gap-1 pt-2">
        <li>
          <Link to={paths.voiceAgents} onClick={group.close} className={itemClass}>
            <LayoutIcon className="size-5 text-neutral-500" />
            Dashboard
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              group.close();
              onSignOut();
            }}
            className={itemClass}
          >
            <LogOutIcon className="size-5 text-neutral-500" />
            Sign Out
          </button>
        </li>
      </ul>
    </HoverDropdown>
  );
};
