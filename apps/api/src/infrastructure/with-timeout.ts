// `work`, or a rejection with `message` once `ms` have passed without its answer: a server that
// accepts a connection and then says nothing must not hold its caller forever.
export const withTimeout = <T>(work: Promise<T>, ms: number, message: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};
