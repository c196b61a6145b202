import { createContext } from "react-router";
import type { Db } from "../db/client";

export type AppContext = {
  db: Db;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  siteUrl: string;
  /** Counts this request against the client's allowance for a form; false once used up. */
  allow: (rule: "enquiry" | "signup") => Promise<boolean>;
};

// The server process and the built React Router bundle each load this module; a
// context keyed on globalThis makes both see the same key object.
const KEY = Symbol.for("marketplace.app-context");
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<AppContext>>>;
registry[KEY] ??= createContext<AppContext>();

export const appContext = registry[KEY];
