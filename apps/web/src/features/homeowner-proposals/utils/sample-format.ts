const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A sample ISO date ("2026-11-19") as "Nov 19, 2026", the same day in every time zone. */
export const formatSampleDate = (isoDate: string): string =>
  dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
