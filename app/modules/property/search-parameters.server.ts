/**
 * How a search's values reach its statement: as named parameters, so searches of one shape
 * share one prepared statement (search-statements.server.ts), or as themselves.
 */
import { type Placeholder, sql } from "drizzle-orm";

/** A search's values, sent as named parameters: searches of one shape then run one statement. */
export class Parameters {
  readonly values: Record<string, unknown> = {};
  readonly bind: Bind = (name, value) => {
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

/** Puts a search's value into its statement: as a named parameter, or as itself (a value drizzle sends along). */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const asItself: Bind = (_name, value) => value;
