import { createContext } from "react-router";
import type { Db } from "../db/client";
import type { SessionUser } from "./modules/account/session.server";

export type AppContext = {
  db: Db;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  siteUrl: string;
  /**
   * Counts this request against the client's allowance for a form (per IP, or per
   * account when `account`, e.g. an e-mail, is given); false once used up.
   */
  allow: (rule: "enquiry" | "signup" | "login", account?: string) => Promise<boolean>;
  /** HTTPS site: session cookies are Secure and `__Host-` prefixed. */
  secureCookies: boolean;
  /** The signed-in user of this request (looked up once), or null. */
  user: () => Promise<SessionUser | null>;
};

// The server process and the built React Router bundle each load this module; a
// context keyed on globalThis makes both see the same key object.
const KEY = Symbol.for("marketplace.app-context");
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<AppContext>>>;
registry[KEY] ??= createContext<AppContext>();

export const appContext = registry[KEY];
