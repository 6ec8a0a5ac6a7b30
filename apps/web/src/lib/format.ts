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

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 12500 → "$12,500"; 99.5 → "$99.50". */
export const formatMoney = (amount: number): string =>
  money.format(amount).replace(/\.(\d)$/, '.$10');

/** A calendar day ('2026-05-14') as people read it, in no time zone; '' when it does not parse. */
export const formatDay = (day: string | null): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!match) return '';
  return dayFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
};

/** A moment (ISO 8601) with its time; '' when it does not parse. */
export const formatMoment = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : momentFormat.format(date);
};

/** Today in the browser's time zone, as YYYY-MM-DD. */
export const todayDay = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Case-insensitive: does any of `fields` contain `query` (blank matches everything)? */
export const matchesQuery = (query: string, fields: readonly (string | null | undefined)[]) => {
  const needle = query.trim().toLowerCase();
  return needle === '' || fields.some((field) => (field ?? '').toLowerCase().includes(needle));
};

/** A US number in E.164 as people write it, "+15125550142" → "(512) 555-0142"; others as given. */
export const formatPhone = (phone: string): string => {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
};
