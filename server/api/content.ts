import { Hono } from "hono";
import { z } from "zod";
import {
  getInvestmentMap,
  listAdvertisements,
  listAgencies,
  listBlogs,
  listCategories,
  listDevelopers,
  listGoldenVisas,
  listHeroSections,
  listHomeLayout,
  listInvestments,
  listOffers,
  listTestimonials,
} from "../../app/modules/content/content.server";
import { getRates } from "../../app/modules/currency/currency.server";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  queryText,
  queryWholeNumber,
} from "../../app/modules/property/schema";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { listHandler, noQuery, parseQuery } from "./http";
import {
  wireAdvertisement,
  wireAgency,
  wireBlog,
  wireCategory,
  wireDeveloper,
  wireGoldenVisa,
  wireHero,
  wireHomeSection,
  wireInvestment,
  wireMapLocation,
  wireMapSidebar,
  wireOffer,
  wireTestimonial,
} from "./wire";

const queryId = (name: string) => z.guid(`${name} must be a valid id.`).optional();

const blogQuery = z.object({
  /** The group (Blogs, Articles, News) category id. */
  categorytitle: queryId("categorytitle"),
  /** The sub-category id. */
  categorylable: queryId("categorylable"),
  page: queryWholeNumber("page", 1, MAX_PAGE).default(1),
  limit: queryWholeNumber("limit", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

const developerQuery = z.object({ id: queryId("id") });

const categoryQuery = z.object({ masterId: queryText("masterId", 100) });

/** Home-page content, blogs, developers, categories and exchange rates. */
export function contentRoutes({ db }: Services): Hono {
  const routes = new Hono();

  routes.get("/exchange/latest-exchange-rates", async (c) => {
    parseQuery(c, noQuery);
    return json(c, { success: true, data: await getRates(db) });
  });

  routes.get(
    "/herosection/homesectionget",
    listHandler(() => listHeroSections(db), wireHero),
  );
  routes.get(
    "/home/homelayoutget",
    listHandler(() => listHomeLayout(db), wireHomeSection),
  );
  routes.get(
    "/advertisement/advertises",
    listHandler(() => listAdvertisements(db), wireAdvertisement),
  );
  routes.get(
    "/goldenvisa/goldenvisaget",
    listHandler(() => listGoldenVisas(db), wireGoldenVisa),
  );
  routes.get(
    "/testimonial/TestimonialGet",
    listHandler(() => listTestimonials(db), wireTestimonial),
  );
  routes.get(
    "/agencies/agenciesgetdata",
    listHandler(() => listAgencies(db), wireAgency),
  );
  routes.get(
    "/offer/offerget",
    listHandler(() => listOffers(db), wireOffer),
  );
  routes.get(
    "/investment/investments",
    listHandler(() => listInvestments(db), wireInvestment),
  );

  // Our shape: the sidebar records under `data`, the emirate markers under `locations`.
  routes.get("/Map2Routes/Map2Sectionsget", async (c) => {
    parseQuery(c, noQuery);
    const map = await getInvestmentMap(db);
    return json(c, {
      status: true,
      data: map.sidebars.map(wireMapSidebar),
      locations: map.locations.map(wireMapLocation),
    });
  });

  routes.get("/subcategory/getcategory", async (c) => {
    const categories = await listCategories(db, parseQuery(c, categoryQuery));
    return json(c, { status: true, data: categories.map(wireCategory) });
  });

  routes.get("/developer/developerget", async (c) => {
    const developers = await listDevelopers(db, parseQuery(c, developerQuery));
    return json(c, { status: true, data: developers.map(wireDeveloper) });
  });

  routes.get("/blog/bloggetdata", async (c) => {
    const query = parseQuery(c, blogQuery);
    const page = await listBlogs(db, {
      groupId: query.categorytitle,
      categoryId: query.categorylable,
      page: query.page,
      limit: query.limit,
    });
    return json(c, {
      status: true,
      data: page.items.map(wireBlog),
      total: page.total,
      page: page.page,
      limit: page.limit,
    });
  });

  return routes;
}
