import type { Db } from "../../../db/client";
import { CONTENT_GROUP_ID, MASTER } from "../../../db/ids";
import { listAdvertisements, listAgencies, listBlogs, listCategories, listGoldenVisas, listHeroSections, listHomeLayout, listInvestments, listOffers, listTestimonials, getInvestmentMap } from "../content/content.server";
import { listLocationSummaries } from "../location/location.server";
import { toCard } from "../property/card";
import { searchProperties, listFeaturedProperties } from "../property/property.server";
import { propertySearchSchema } from "../property/schema";
import { settle } from "./section";

const RECENT_POSTS = 5; // one large card and four small ones
const TOP_PROPERTIES = 3;

/** Everything the home page shows, each section loaded on its own so one failure stays local. */
export async function loadHome(db: Db) {
  const [layout, hero, propertyTypes] = await Promise.all([
    listHomeLayout(db),
    settle("hero", listHeroSections(db)),
    settle("property types", listCategories(db, { masterId: MASTER.propertyType })),
  ]);
  const [locations, ads, visas, testimonials, agencies, blogs, articles, offers, investments, top, featured, map] =
    await Promise.all([
      settle("locations", listLocationSummaries(db)),
      settle("advertisements", listAdvertisements(db)),
      settle("golden visa", listGoldenVisas(db)),
      settle("testimonials", listTestimonials(db)),
      settle("agencies", listAgencies(db)),
      settle("blogs", listBlogs(db, { groupId: CONTENT_GROUP_ID.blogs, page: 1, limit: RECENT_POSTS }).then((p) => p.items)),
      settle("articles", listBlogs(db, { groupId: CONTENT_GROUP_ID.articles, page: 1, limit: RECENT_POSTS }).then((p) => p.items)),
      settle("offers", listOffers(db)),
      settle("investments", listInvestments(db)),
      settle(
        "top properties",
        searchProperties(db, propertySearchSchema.parse({ country: "United Arab Emirates", limit: String(TOP_PROPERTIES) })).then((p) =>
          p.items.map(toCard),
        ),
      ),
      settle("featured properties", listFeaturedProperties(db, 8).then((items) => items.map(toCard))),
      settle("investment map", getInvestmentMap(db)),
    ]);
  // The server's clock, so the offer countdown hydrates with the markup the server rendered.
  const now = Date.now();
  return { now, layout, hero, propertyTypes, locations, ads, visas, testimonials, agencies, blogs, articles, offers, investments, top, featured, map };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
