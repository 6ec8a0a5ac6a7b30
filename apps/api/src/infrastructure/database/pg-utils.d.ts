// The driver's own conversion of a bound parameter to text, which @types/pg does not describe.
declare module 'pg/lib/utils.js' {
  const utils: {
    prepareValue(value: unknown): string | Buffer | null;
    escapeLiteral(value: string): string;
  };
  // A CommonJS module: its exports are only reachable as the default import.
  // eslint-disable-next-line no-restricted-syntax
  export default utils;
}
