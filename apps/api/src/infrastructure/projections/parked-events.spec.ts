import { isTransient } from './parked-events.js';

const failure = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe(isTransient.name, () => {
  it.each([
    ['a lost connection', failure('terminating connection', { code: '57P01' })],
    ['a connection failure', failure('connection failure', { code: '08006' })],
    ['a serialization failure', failure('could not serialize access', { code: '40001' })],
    ['a deadlock', failure('deadlock detected', { code: '40P01' })],
    ['a full disk', failure('could not extend file', { code: '53100' })],
    ['a cancelled statement', failure('canceling statement', { code: '57014' })],
    ['a lock not available', failure('could not obtain lock', { code: '55P03' })],
    ['a socket error', failure('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' })],
  ])('should call %s transient when deciding whether to park', (_, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ['a constraint the event breaks', failure('null value in column', { code: '23502' })],
    ['a value of the wrong type', failure('invalid input syntax', { code: '22P02' })],
    [
      'a bug in the projection',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ],
    ['a Node error about an argument', failure('bad argument', { code: 'ERR_INVALID_ARG_TYPE' })],
    ['something not an error', 'poison'],
  ])('should park on %s when deciding whether to park', (_, error) => {
    expect(isTransient(error)).toBe(false);
  });
});
