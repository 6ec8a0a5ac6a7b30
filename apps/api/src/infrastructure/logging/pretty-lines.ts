import type { DestinationStream } from 'pino';

// Readable log lines for a person at a terminal: `12:04:05.120 INFO  [Context] message key=value`,
// then the stack, if any, indented below. Colours only where `colours` says (a terminal); a file
// or a pipe gets the same text without escape codes.

const LEVEL_COLOURS: Record<string, number> = {
  fatal: 35,
  error: 31,
  warn: 33,
  info: 32,
  debug: 34,
  trace: 90,
};

// Shown in the line's head, or not at all.
const HEAD_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'context', 'stack', 'err']);

const paint = (colours: boolean, code: number | undefined, text: string): string =>
  colours && code !== undefined ? `\u001b[${code}m${text}\u001b[39m` : text;

const valueText = (value: unknown): string =>
  typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);

export const prettyLine = (json: string, colours: boolean): string => {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = String(entry.level ?? 'info');
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : String(entry.time ?? '');
  const context =
    typeof entry.context === 'string' ? `${paint(colours, 33, `[${entry.context}]`)} ` : '';
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_FIELDS.has(key))
    .map(([key, value]) => ` ${paint(colours, 90, `${key}=`)}${valueText(value)}`)
    .join('');
  const err = entry.err as { stack?: unknown } | undefined;
  const stack = typeof entry.stack === 'string' ? entry.stack : err?.stack;
  const below =
    typeof stack === 'string'
      ? `\n${stack
          .split('\n')
          .map((line) => `    ${line}`)
          .join('\n')}`
      : '';
  const head = paint(colours, LEVEL_COLOURS[level], level.toUpperCase().padEnd(5));
  return `${time} ${head} ${context}${String(entry.msg ?? '')}${fields}${below}\n`;
};

// A pino destination writing each JSON line readably to `out`.
export const prettyLines = (out: NodeJS.WritableStream, colours: boolean): DestinationStream => ({
  write: (line: string) => void out.write(prettyLine(line, colours)),
});
