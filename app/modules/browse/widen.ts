import type { ShownName } from "../location/match";

/**
 * A wider search offered on an empty page (decision 011): the address changes to make
 * (undefined drops a parameter) and how many listings it finds.
 */
export type Widening = {
  kind: "price" | "type" | "place";
  changes: Record<string, string | undefined>;
  count: number;
  /** The nearby place, in the page's language. */
  place?: ShownName;
};
