import { Deferred, deferredComponent, sectionsReady } from "../components/deferred-section";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { CallToAction } from "../modules/home/components/call-to-action";
import { HeroSearch } from "../modules/home/components/hero-search";
import { PopularLocations } from "../modules/home/components/popular-locations";
import { loadHome } from "../modules/home/home.server";
import { visibleSections } from "../modules/home/layout";
import { visitorRecentCards } from "../modules/shortlist/recently-viewed.server";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/home";

// Below the fold: the browser loads each section's code when the visitor scrolls near it.
const AgenciesStrip = deferredComponent(() =>
  import("../modules/home/components/agencies-strip").then((m) => m.AgenciesStrip),
);
const ClientCases = deferredComponent(() =>
  import("../modules/home/components/client-cases").then((m) => m.ClientCases),
);
const GoldenVisa = deferredComponent(() => import("../modules/home/components/golden-visa").then((m) => m.GoldenVisa));
const InvestmentMap = deferredComponent(() =>
  import("../modules/home/components/investment-map").then((m) => m.InvestmentMap),
);
const InvestmentOpportunities = deferredComponent(() =>
  import("../modules/home/components/investment-opportunities").then((m) => m.InvestmentOpportunities),
);
const InvestorsBanner = deferredComponent(() =>
  import("../modules/home/components/investors-banner").then((m) => m.InvestorsBanner),
);
const OfferSection = deferredComponent(() =>
  import("../modules/home/components/offer-section").then((m) => m.OfferSection),
);
const OtherCountries = deferredComponent(() =>
  import("../modules/home/components/other-countries").then((m) => m.OtherCountries),
);
const TopProperties = deferredComponent(() =>
  import("../modules/home/components/card-rows").then((m) => m.PropertyRow),
);
const FeaturedProperties = deferredComponent(() =>
  import("../modules/home/components/card-rows").then((m) => m.PropertyRow),
);
const RecentBlogs = deferredComponent(() =>
  import("../modules/home/components/recent-posts").then((m) => m.RecentPosts),
);
const RecentArticles = deferredComponent(() =>
  import("../modules/home/components/recent-posts").then((m) => m.RecentPosts),
);
const NewProjects = deferredComponent(() => import("../modules/home/components/card-rows").then((m) => m.NewProjects));
const RecentlyViewed = deferredComponent(() =>
  import("../modules/home/components/card-rows").then((m) => m.RecentlyViewed),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl, user } = context.get(appContext);
  const [home, recent] = await Promise.all([
    loadHome(db),
    user().then((u) => visitorRecentCards(db, request, u)),
    sectionsReady(),
  ]);
  // Most visitors have none: an empty list is not sent at all (the page's data counts in its budget).
  return { ...home, ...(recent.length > 0 ? { recent } : {}), siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${t("site.name")} — ${t("site.tagline")}`,
        description: t("site.tagline"),
        path: "/",
        siteUrl: loaderData.siteUrl,
      })
    : [];

/**
 * The original site's sections in its order; each shown only when its layout switch is on. A deferred
 * section's reserve is the tallest it was drawn with the demo data in the four languages, at
 * widths 320-767, 768-1023 and 1024-1280 px.
 */
export default function Home({ loaderData: d }: Route.ComponentProps) {
  const show = visibleSections(d.layout);
  return (
    <main>
      {show.has("hero section") && <HeroSearch hero={d.hero} propertyTypes={d.propertyTypes} />}
      <PopularLocations locations={d.locations} />
      <CallToAction ads={d.ads} />
      {d.recent && (
        <Deferred id="home-recent" reserve={[1400, 900, 560]}>
          <RecentlyViewed properties={d.recent} />
        </Deferred>
      )}
      {show.has("golden visa") && (
        <Deferred id="home-golden-visa" reserve={[1970, 1970, 1100]}>
          <GoldenVisa visas={d.visas} />
        </Deferred>
      )}
      {show.has("other countries") && (
        <Deferred id="home-other-countries" reserve={[1240, 940, 750]}>
          <OtherCountries />
        </Deferred>
      )}
      {show.has("client cases") && (
        <Deferred id="home-client-cases" reserve={[670, 760, 660]}>
          <ClientCases testimonials={d.testimonials} />
        </Deferred>
      )}
      {show.has("agencies") && (
        <Deferred id="home-agencies" reserve={[380, 380, 380]}>
          <AgenciesStrip agencies={d.agencies} />
        </Deferred>
      )}
      {show.has("recent blogs") && (
        <Deferred id="home-recent-blogs" reserve={[1260, 1320, 870]}>
          <RecentBlogs title={t("home.recentBlogs")} posts={d.blogs} />
        </Deferred>
      )}
      {show.has("recent articles") && (
        <Deferred id="home-recent-articles" reserve={[1260, 1320, 870]}>
          <RecentArticles title={t("home.recentArticles")} posts={d.articles} />
        </Deferred>
      )}
      {show.has("offer sessoin") && (
        <Deferred id="home-offer" reserve={[1080, 1200, 700]}>
          <OfferSection offers={d.offers} now={d.now} />
        </Deferred>
      )}
      {show.has("investor session") && (
        <Deferred id="home-investments" reserve={[1870, 1870, 930]}>
          <InvestmentOpportunities investments={d.investments} />
        </Deferred>
      )}
      {show.has("top properties") && (
        <Deferred id="home-top-properties" reserve={[1840, 1150, 700]}>
          <TopProperties
            id="top-dubai-properties"
            title={t("home.topProperties")}
            eyebrow={t("rows.topEyebrow")}
            properties={d.top}
            moreHref="/property-search?country=United%20Arab%20Emirates"
          />
        </Deferred>
      )}
      {show.has("featured properties") && (
        <Deferred id="home-featured" reserve={[4470, 2120, 1120]}>
          <FeaturedProperties
            id="featured-properties"
            title={t("home.featured")}
            eyebrow={t("rows.featuredEyebrow")}
            properties={d.featured}
          />
        </Deferred>
      )}
      {show.has("new projects") && (
        <Deferred id="home-new-projects" reserve={[1580, 1110, 680]}>
          <NewProjects projects={d.newProjects} />
        </Deferred>
      )}
      {show.has("investors map") && (
        <Deferred id="home-investors" reserve={[630, 440, 400]}>
          <InvestorsBanner />
        </Deferred>
      )}
      {show.has("investment map") && (
        <Deferred id="home-investment-map" reserve={[1230, 1040, 800]}>
          <InvestmentMap map={d.map} />
        </Deferred>
      )}
    </main>
  );
}
