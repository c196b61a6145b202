/**
 * A value the test cannot go on without (a row just written, the first of a list it
 * expects to be non-empty): when it is missing the test fails here, naming `what`.
 */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}
