import pg from "pg";

/**
 * Catches queries that overlap on one node-postgres client: a `Promise.all` over a
 * transaction (`tx`) or a checked-out client. pg 8 only queues them (and warns once per
 * process, from the third one on: "Calling client.query() when the client is already
 * executing a query is deprecated"); pg 9 rejects them. The guard records every such call
 * from the second one on, with its stack; tests/helpers/pg-overlap-setup.ts fails the test.
 */
export type PgOverlap = { query: string; busyWith: string; stack: string };

type GuardState = { overlaps: PgOverlap[] };
type ClientInternals = {
  _activeQuery?: { text?: string } | null;
  _queryQueue?: { text?: string }[];
  query: (...args: unknown[]) => unknown;
};

const KEY = Symbol.for("dubai-estates.pg-overlap-guard");
const OVERLAP_WARNING = "already executing a query";

/** Wraps pg.Client#query once per process (every pool's clients included). */
export function installPgOverlapGuard(): void {
  const proto = pg.Client.prototype as unknown as ClientInternals & { [KEY]?: GuardState };
  if (proto[KEY]) return;
  const state: GuardState = { overlaps: [] };
  proto[KEY] = state;
  const original = proto.query;
  proto.query = function guardedQuery(this: ClientInternals, ...args: unknown[]) {
    const busy = this._activeQuery ?? this._queryQueue?.[0];
    if (busy) {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 50;
      const stack = new Error("overlapping client.query()").stack ?? "";
      Error.stackTraceLimit = limit;
      state.overlaps.push({ query: queryText(args[0]), busyWith: busy.text ?? "?", stack });
    }
    return original.apply(this, args);
  };
  // Belt and braces: pg's own deprecation warning, should a client ever bypass the wrapper.
  process.on("warning", (warning) => {
    if (warning.message.includes(OVERLAP_WARNING)) {
      state.overlaps.push({ query: "?", busyWith: "?", stack: warning.stack ?? warning.message });
    }
  });
}

/** The overlaps seen since the last call (and forgets them). */
export function takePgOverlaps(): PgOverlap[] {
  const state = (pg.Client.prototype as unknown as { [KEY]?: GuardState })[KEY];
  return state ? state.overlaps.splice(0) : [];
}

/** A failure message naming each overlapping query and where it was issued. */
export function describePgOverlaps(overlaps: PgOverlap[]): string {
  const lines = overlaps.map(
    (o) => `- ${o.query.slice(0, 160)}\n  while busy with: ${o.busyWith.slice(0, 160)}\n${appFrames(o.stack)}`,
  );
  return `${overlaps.length} query(ies) overlapped on one PostgreSQL client (await them in order, or use the pool):\n${lines.join("\n")}`;
}

function queryText(config: unknown): string {
  if (typeof config === "string") return config;
  if (config && typeof config === "object" && "text" in config) return String((config as { text: unknown }).text);
  return "?";
}

/** The stack frames outside node_modules: where in the project the query came from. */
function appFrames(stack: string): string {
  const frames = stack.split("\n").filter((line) => line.trim().startsWith("at ") && !line.includes("node_modules"));
  return frames
    .slice(1, 8)
    .map((line) => `    ${line.trim()}`)
    .join("\n");
}
