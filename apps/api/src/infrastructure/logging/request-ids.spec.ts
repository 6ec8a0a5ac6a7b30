import { acceptedRequestId, loggedUrl, requestIdOf } from './request-ids.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(acceptedRequestId.name, () => {
  it('should accept a plain token of up to 128 printable characters', () => {
    for (const id of [
      'abc-123',
      'f'.repeat(128),
      'Root=1-5759e988-bd862e3fe1be46a994272793',
      'a:b/c_d.e~+=',
    ]) {
      expect(acceptedRequestId(id)).toBe(id);
    }
  });

  it('should refuse an id with spaces, control or non-ASCII characters, or longer than 128', () => {
    for (const id of [
      '',
      'has space',
      'tab\there',
      'line\nbreak',
      'nul\u0000',
      'del\u007f',
      'é',
      'x'.repeat(129),
      'x'.repeat(500),
    ]) {
      expect(acceptedRequestId(id)).toBeNull();
    }
    expect(acceptedRequestId(undefined)).toBeNull();
  });

  it('should read a repeated header by its first value', () => {
    expect(acceptedRequestId(['first', 'second'])).toBe('first');
    expect(acceptedRequestId(['bad one', 'second'])).toBeNull();
  });
});

describe(requestIdOf.name, () => {
  it('should keep a sane incoming X-Request-Id', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'abc-123' } })).toBe('abc-123');
  });

  it('should make a new id when none came or the one that came is not sane', () => {
    expect(requestIdOf({ headers: {} })).toMatch(UUID);
    expect(requestIdOf({ headers: { 'x-request-id': 'a b' } })).toMatch(UUID);
    expect(requestIdOf({ headers: { 'x-request-id': 'x'.repeat(500) } })).toMatch(UUID);
    expect(requestIdOf({ headers: {} })).not.toBe(requestIdOf({ headers: {} }));
  });
});

describe(loggedUrl.name, () => {
  it('should keep a URL without secrets as it is', () => {
    expect(loggedUrl('/api/dashboard')).toBe('/api/dashboard');
    expect(loggedUrl('/api/contacts?q=smith&status=Lead&status=Paid')).toBe(
      '/api/contacts?q=smith&status=Lead&status=Paid',
    );
    expect(loggedUrl('/api/proposals/abc/history?at=12/3')).toBe(
      '/api/proposals/abc/history?at=12/3',
    );
  });

  it('should hide the values of secret query parameters, whatever their case or encoding', () => {
    expect(loggedUrl('/reset?token=s3cr3t&email=dana%40example.com&step=2')).toBe(
      '/reset?token=[redacted]&email=[redacted]&step=2',
    );
    expect(loggedUrl('/x?TOKEN=a&Email=b&%74oken=c&password=d&access_token=e')).toBe(
      '/x?TOKEN=[redacted]&Email=[redacted]&%74oken=[redacted]&password=[redacted]&access_token=[redacted]',
    );
    expect(loggedUrl('/x?token=a&token=b&flag&=v')).toBe(
      '/x?token=[redacted]&token=[redacted]&flag&=v',
    );
    expect(loggedUrl('/x?%zz=1&token')).toBe('/x?%zz=1&token');
  });

  it('should hide path segments that are secret route parameters', () => {
    const token = 'Zm9vYmFyYmF6cXV4LXNlY3JldA';
    expect(loggedUrl(`/api/proposal/${token}?at=1&email=a`, [token])).toBe(
      '/api/proposal/[redacted]?at=1&email=[redacted]',
    );
    expect(loggedUrl('/auth/invitations/a%20b', ['a b'])).toBe('/auth/invitations/[redacted]');
  });
});
