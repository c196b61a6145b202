import type { Db } from "../../../db/client";
import { CONTENT_GROUP_ID, MASTER } from "../../../db/ids";
import { currentLanguage } from "../../i18n/i18n";
import type { Language } from "../../i18n/languages";
import type { InEnglish } from "../../i18n/stored";
import {
  type Blog,
  getInvestmentMap,
  listAdvertisements,
  listAgencies,
  listBlogs,
  listCategories,
  listGoldenVisas,
  listHeroSections,
  listHomeLayout,
  listInvestments,
  listOffers,
  listTestimonials,
} from "../content/content.server";
import { listLocationSummaries } from "../location/location.server";
import { placeNamer, withPlaceNames } from "../location/match.server";
import { newestProjects } from "../project/projects.server";
import { listFeaturedProperties } from "../property/load.server";
import { localizedCard } from "../property/localized.server";
import { propertySearchSchema } from "../property/schema";
import { searchCards } from "../property/search.server";
import { visibleSections } from "./layout";

/** Projects in the home page's "New projects" row. */
const NEW_PROJECTS = 3;

import { type Section, settle } from "./section";

const RECENT_POSTS = 5; // one large card and four small ones

/** A recent post's card on the home page: what the card shows, nothing more (the page's data ships with it). */
export type PostCard = Pick<Blog, "id" | "title" | "subtitle" | "author" | "publishedOn" | "imageId"> & InEnglish;
const TOP_PROPERTIES = 3;
const FEATURED = 8;

/**
 * Everything the home page shows, each section loaded on its own so one failure stays
 * local. A section switched off in the layout is not queried at all.
 */
export async function loadHome(db: Db) {
  const lang = currentLanguage();
  const layout = await listHomeLayout(db);
  const show = visibleSections(layout);
  // Hidden sections are never rendered, so "not loaded" is all they need.
  const when = <T>(key: string, name: string, load: () => Promise<T>): Promise<Section<T>> =>
    show.has(key) ? settle(name, load()) : Promise.resolve({ ok: false });
  // Cards show title, subtitle, author, date and image: the rest stays on the server.
  const posts = (groupId: string) => () =>
    listBlogs(db, { groupId, page: 1, limit: RECENT_POSTS }).then((p) =>
      p.items.map(
        ({ id, title, subtitle, author, publishedOn, imageId, inEnglish }): PostCard => ({
          id,
          title,
          subtitle,
          author,
          publishedOn,
          imageId,
          ...(inEnglish ? { inEnglish } : {}),
        }),
      ),
    );

  const [hero, propertyTypes, locations, ads, visas, testimonials, agencies, blogs, articles] = await Promise.all([
    when("hero section", "hero", () => listHeroSections(db)),
    // The page's data is sent to the browser with it: only the fields the sections show.
    when("hero section", "property types", () =>
      listCategories(db, { masterId: MASTER.propertyType }).then((types) =>
        types.map(({ id, value, inEnglish }) => ({ id, value, inEnglish })),
      ),
    ),
    settle("locations", popularLocations(db, lang)),
    settle("advertisements", listAdvertisements(db)),
    when("golden visa", "golden visa", () => listGoldenVisas(db)),
    when("client cases", "testimonials", () => listTestimonials(db)),
    when("agencies", "agencies", () => listAgencies(db)),
    when("recent blogs", "blogs", posts(CONTENT_GROUP_ID.blogs)),
    when("recent articles", "articles", posts(CONTENT_GROUP_ID.articles)),
  ]);
  const [offers, investments, top, featured, map, newProjects] = await Promise.all([
    when("offer sessoin", "offers", () => listOffers(db)),
    when("investor session", "investments", () => listInvestments(db)),
    when("top properties", "top properties", () => topProperties(db).then((items) => withPlaceNames(db, items, lang))),
    when("featured properties", "featured properties", () =>
      listFeaturedProperties(db, FEATURED).then((items) => withPlaceNames(db, items.map(localizedCard), lang)),
    ),
    when("investment map", "investment map", () => getInvestmentMap(db)),
    // The page's data is sent with it: only what the row's cards show.
    when("new projects", "new projects", () =>
      newestProjects(db, NEW_PROJECTS, lang).then((items) =>
        items.map(({ dldProjectNumber: _n, createdAt: _c, emirateEnglish: _e, ...card }) => card),
      ),
    ),
  ]);
  // The server's clock, so the offer countdown hydrates with the markup the server rendered.
  const now = Date.now();
  return {
    now,
    layout,
    hero,
    propertyTypes,
    locations,
    ads,
    visas,
    testimonials,
    agencies,
    blogs,
    articles,
    offers,
    investments,
    top,
    featured,
    map,
    newProjects,
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;

/**
 * The row is titled "Top Dubai Properties" and the original took the first three in the
 * United Arab Emirates, which may lie in other emirates: Dubai's come first, and the rest
 * of the country fills the row only when Dubai has fewer than three.
 */
async function topProperties(db: Db) {
  const first = (place: { state?: string }) =>
    searchCards(
      db,
      propertySearchSchema.parse({ country: "United Arab Emirates", ...place, limit: String(TOP_PROPERTIES) }),
    ).then((page) => page.items);
  const dubai = await first({ state: "Dubai" });
  if (dubai.length >= TOP_PROPERTIES) return dubai;
  const taken = new Set(dubai.map((p) => p.id));
  const rest = (await first({})).filter((p) => !taken.has(p.id));
  return [...dubai, ...rest].slice(0, TOP_PROPERTIES);
}

/**
 * The popular-locations tiles: the English label for the link (the original front end's `locationlable`),
 * `name` to show in the page's language. The counts are remembered for every language; the
 * names are picked after reading.
 */
async function popularLocations(db: Db, lang: Language) {
  // The tiles link to each place's page, which lists sales: count what it will show.
  const [all, name] = await Promise.all([listLocationSummaries(db, "sale"), placeNamer(db, lang)]);
  return all.map(({ id, label, count, imageId }) => ({ id, label, name: name(label), count, imageId }));
}
