type UserAvatarProps = {
  name: string;
  size?: 'sm' | 'md';
};

/** The first letter of the user's name in a brand-coloured circle (decorative). */
export const UserAvatar = ({ name, size = 'sm' }: UserAvatarProps) => (
  <span
    aria-hidden="true"
    className={`flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white uppercase ${
      size === 'sm' ? 'size-7 text-xs' : 'size-10 text-sm'
    }`}
  >
    {name.trim().charAt(0) || '?'}
  </span>
);
