// Building an Intl.DateTimeFormat costs far more than formatting with one (about half a
// millisecond against microseconds): every call and read model row formats in its receptionist's
// timezone, so each timezone's formatter of each shape is built once. Timezones and shapes are
// few; an unknown timezone throws, as the constructor does, and is not kept.
const formats = new Map<string, Intl.DateTimeFormat>();

export const dateTimeFormat = (
  timezone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat => {
  const key = `${timezone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timezone });
    formats.set(key, format);
  }
  return format;
};
