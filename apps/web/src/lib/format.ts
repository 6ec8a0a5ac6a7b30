const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date from the API (ISO 8601) for people, e.g. "Mar 4, 2026"; '' when it does not parse. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

/** 'manager' → 'Manager'. */
export const roleLabel = (userType: string): string =>
  userType === '' ? '' : `${userType.charAt(0).toUpperCase()}${userType.slice(1)}`;

/** "https://www.acme.example/" → "www.acme.example": how a website address reads on a page. */
export const websiteLabel = (website: string): string =>
  website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
