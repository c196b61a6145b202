/**
 * The row a query cannot fail to return: an aggregate without GROUP BY (`count()`), an
 * INSERT … RETURNING of one row, a read of a row the caller has just written. Its absence is
 * a bug, so it throws (naming `what`) instead of letting `undefined` travel on.
 */
export function one<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: the query returned no row`);
  return row;
}
