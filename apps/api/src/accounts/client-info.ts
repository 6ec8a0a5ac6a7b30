import { headerOf } from '../infrastructure/http/http.js';
import type { HttpRequest } from '../infrastructure/http/http.js';

export const clientOf = (request: HttpRequest) => ({
  ip: request.ip || request.socket.remoteAddress || '',
  userAgent: headerOf(request, 'user-agent') ?? '',
});

// Only a path on this site may be a return address: never another origin (`//host`, `https:`).
export const safeReturnTo = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : null;
