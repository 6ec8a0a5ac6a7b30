import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { closeOnce, opening } from './suite-resources.js';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  // The body (of a multipart mail, its text part), quoted-printable undone.
  text: string;
  // The files of a multipart mail, decoded.
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

export type FakeSmtpServer = {
  url: string;
  // What the server accepted, in order.
  received: ReceivedMail[];
  // The next `times` attempts to mail `to` are refused with a temporary error (451).
  refuse(to: string, times: number): void;
  // How many times a mail to `to` was attempted (refused or accepted).
  attempts(to: string): number;
  close(): Promise<void>;
};

const headerOf = (headers: string, name: string): string =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';

// Undoes quoted-printable soft breaks and escapes so the body can be read as text.
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

// Undoes RFC 2047 encoded words (=?UTF-8?Q?...?=, =?UTF-8?B?...?=) in a header; the blanks
// between two adjacent ones belong to neither.
const decodeHeader = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );

const splitHeaders = (raw: string) => {
  const split = raw.indexOf('\r\n\r\n');
  // Long header lines are folded onto indented continuation lines.
  return {
    headers: raw.slice(0, split).replace(/\r\n[ \t]+/g, ' '),
    body: raw.slice(split + 4),
  };
};

const decodeBody = (headers: string, body: string) =>
  /quoted-printable/i.test(headerOf(headers, 'Content-Transfer-Encoding'))
    ? decodeQuotedPrintable(body)
    : body;

// A multipart mail's parts (nodemailer writes text first, then each attachment in base64).
const parts = (body: string, boundary: string) =>
  body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHeaders(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));

const parse = (
  raw: string,
): Pick<ReceivedMail, 'subject' | 'messageId' | 'text' | 'attachments'> => {
  const { headers, body } = splitHeaders(raw);
  const boundary = /multipart\/[\w-]+;\s*boundary="?([^";]+)"?/i.exec(
    headerOf(headers, 'Content-Type'),
  )?.[1];
  const all = boundary ? parts(body, boundary) : [];
  const text = all.find((part) => /^text\/plain/i.test(headerOf(part.headers, 'Content-Type')));
  return {
    subject: decodeHeader(headerOf(headers, 'Subject')),
    messageId: headerOf(headers, 'Message-ID'),
    text: boundary ? (text ? decodeBody(text.headers, text.body) : '') : decodeBody(headers, body),
    attachments: all
      .filter((part) => /^attachment/i.test(headerOf(part.headers, 'Content-Disposition')))
      .map((part) => ({
        filename: /filename="?([^";]+)"?/i.exec(headerOf(part.headers, 'Content-Disposition'))![1],
        contentType: headerOf(part.headers, 'Content-Type').split(';')[0],
        content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
      })),
  };
};

// A local SMTP server (the `smtp-server` package, as a real relay would answer) that can refuse a
// recipient for a while the way a busy or greylisting server does.
export const startFakeSmtpServer = (): Promise<FakeSmtpServer> =>
  opening(async () => {
    const received: ReceivedMail[] = [];
    const refusals = new Map<string, number>();
    const tries = new Map<string, number>();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const to = address.address;
        tries.set(to, (tries.get(to) ?? 0) + 1);
        const left = refusals.get(to) ?? 0;
        if (left > 0) {
          refusals.set(to, left - 1);
          return callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            ...parse(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return {
      url: `smtp://127.0.0.1:${port}`,
      received,
      refuse: (to, times) => refusals.set(to, times),
      attempts: (to) => tries.get(to) ?? 0,
      close: closeOnce(() => new Promise<void>((resolve) => server.close(() => resolve()))),
    };
  });
