import { createContext } from "react-router";
import type { Db } from "../db/client";
import type { SessionUser } from "./modules/account/session.server";
import type { RateRuleName, Verdict } from "./rate-limits";
import type { Services } from "./services.server";

export type AppContext = {
  /** Built once at start (app/services.server.ts); `db` and `siteUrl` are its own. */
  services: Services;
  db: Db;
  /** The client's address, for rate limits. */
  ip: string;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  siteUrl: string;
  /**
   * Counts this request against the client's allowance for a form (per IP, or per
   * account when `account`, e.g. an e-mail, is given); refused once used up.
   */
  allow: (rule: RateRuleName, account?: string) => Promise<Verdict>;
  /** HTTPS site: session cookies are Secure and `__Host-` prefixed. */
  secureCookies: boolean;
  /** The signed-in user of this request (looked up once), or null. */
  user: () => Promise<SessionUser | null>;
};

export const appContext = createContext<AppContext>();
