import { defaultMailSenderOptions, retryDelayMs } from './mail-sender.js';

describe(retryDelayMs.name, () => {
  const minutes = (failures: number) => retryDelayMs(failures, defaultMailSenderOptions) / 60_000;

  it('should wait a minute after the first failure and twice as long after each next one', () => {
    expect([1, 2, 3, 4, 5, 6].map(minutes)).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it('should wait at most an hour when the failures go on', () => {
    expect([7, 8, 30, 2000].map(minutes)).toEqual([60, 60, 60, 60]);
  });
});
