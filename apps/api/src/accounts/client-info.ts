import type { Request } from 'express';

export const clientOf = (request: Request) => ({
  ip: request.ip ?? request.socket.remoteAddress ?? '',
  userAgent: request.get('user-agent') ?? '',
});

// Only a path on this site may be a return address: never another origin (`//host`, `https:`).
export const safeReturnTo = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : null;
