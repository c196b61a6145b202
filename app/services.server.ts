import type { Db } from "../db/client";
import { type Enquiries, enquiryService } from "./modules/enquiry/enquiry.server";
import type { JobSender } from "./modules/jobs/jobs.server";
import { type WorldPlaces, worldPlaces } from "./modules/location/world-places.server";
import { type MailConfig, mailSender } from "./modules/mail/mail.server";
import { DEFAULT_MAP_TILE_URL, OSM_ATTRIBUTION } from "./modules/map/tiles";
import { DEFAULT_PERMIT_VERIFY_URL } from "./modules/property/permit";
import { DEFAULT_LIMITS, type Limits, type RateLimiter } from "./rate-limits";

/**
 * The composition root: everything a request handler (page loader, action or REST call)
 * may use, built once at start by `createServices` from the environment. No module keeps
 * configuration of its own; tests build their own services over a scratch database.
 */
export type Services = {
  db: Db;
  /** Public address of the site (absolute links, e-mail links). */
  siteUrl: string;
  /** HTTPS site: session cookies are Secure and `__Host-` prefixed. */
  secureCookies: boolean;
  limiter: RateLimiter;
  limits: Limits;
  /** Enquiry e-mail; without an SMTP URL, enquiries are only stored. */
  mail: MailConfig;
  /** JSON exchange-rate source for the back office's "Refresh from provider". */
  ratesProviderUrl?: string;
  /** DLD's permit-verification address with `{permit}` in it: the listing page's QR code (decision 013). */
  permitVerifyUrl: string;
  /** The map view's tile address (decision 015, server/env.ts MAP_TILE_URL). */
  mapTileUrl: string;
  /** The credit the map shows for those tiles (MAP_TILE_ATTRIBUTION; HTML with links only). */
  mapTileAttribution: string;
  enquiries: Enquiries;
  /** Starts background work (decision 052); absent where no queue was given (some tests). */
  jobs?: JobSender;
  /** The world's cities and countries where a person may live (decision 049), read on first use. */
  worldPlaces: WorldPlaces;
};

export type ServiceOptions = {
  db: Db;
  siteUrl: string;
  limiter: RateLimiter;
  limits?: Partial<Limits>;
  mail?: Partial<MailConfig>;
  ratesProviderUrl?: string;
  permitVerifyUrl?: string;
  mapTileUrl?: string;
  mapTileAttribution?: string;
  jobs?: JobSender;
};

export function createServices(opts: ServiceOptions): Services {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const mail: MailConfig = {
    from: mailSender(opts.siteUrl),
    siteUrl: opts.siteUrl,
    ...opts.mail,
  };
  return {
    db: opts.db,
    siteUrl: opts.siteUrl,
    secureCookies: opts.siteUrl.startsWith("https:"),
    limiter: opts.limiter,
    limits,
    mail,
    ratesProviderUrl: opts.ratesProviderUrl,
    permitVerifyUrl: opts.permitVerifyUrl ?? DEFAULT_PERMIT_VERIFY_URL,
    mapTileUrl: opts.mapTileUrl ?? DEFAULT_MAP_TILE_URL,
    mapTileAttribution: opts.mapTileAttribution ?? OSM_ATTRIBUTION,
    enquiries: enquiryService({ db: opts.db, mail, limiter: opts.limiter, limits }),
    worldPlaces: worldPlaces(),
    jobs: opts.jobs,
  };
}
