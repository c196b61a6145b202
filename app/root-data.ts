import type { Language } from "./i18n/languages";
import type { AreaUnit } from "./modules/area/unit";
import type { DisplayCurrency } from "./modules/currency/currency";
import type { ShownName } from "./modules/location/match";

/**
 * What the root loader (root.tsx) gives every page. In its own module so the header and
 * footer, which root.tsx renders, can name it without importing root.tsx back.
 */
export type RootData = {
  /** Only with a session: anonymous pages stay the same for everyone, so they can be cached. */
  user?: { firstName: string };
  currency: DisplayCurrency;
  /** Sizes in square feet or square metres (decision 061): the address's `unit`, else the cookie; absent is sq ft. */
  areaUnit?: AreaUnit;
  rates: Record<string, number>;
  /** Each top location's label (its link) and its name in the page's language. */
  /** `area`: the community's area guide slug, where the registry has figures for it (decision 066). */
  topLocations: { label: string; name: ShownName; area?: string }[];
  settings: { phone: string; whatsapp: string; email: string };
  siteUrl: string;
  lang: Language;
  year: number;
  /** On a map view (?view=map, decision 015) only: the credit for its tiles (MAP_TILE_ATTRIBUTION). */
  mapAttribution?: string;
};
