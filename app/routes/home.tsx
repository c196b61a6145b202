import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { AgenciesStrip } from "../modules/home/components/agencies-strip";
import { CallToAction } from "../modules/home/components/call-to-action";
import { ClientCases } from "../modules/home/components/client-cases";
import { GoldenVisa } from "../modules/home/components/golden-visa";
import { HeroSearch } from "../modules/home/components/hero-search";
import { InvestmentMap } from "../modules/home/components/investment-map";
import { InvestmentOpportunities } from "../modules/home/components/investment-opportunities";
import { InvestorsBanner } from "../modules/home/components/investors-banner";
import { OfferSection } from "../modules/home/components/offer-section";
import { OtherCountries } from "../modules/home/components/other-countries";
import { PopularLocations } from "../modules/home/components/popular-locations";
import { PropertyRow } from "../modules/home/components/property-row";
import { RecentPosts } from "../modules/home/components/recent-posts";
import { loadHome } from "../modules/home/home.server";
import { visibleSections } from "../modules/home/layout";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  return { ...(await loadHome(db)), siteUrl };
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

/** The spec's sections in its order; each shown only when its layout switch is on. */
export default function Home({ loaderData: d }: Route.ComponentProps) {
  const show = visibleSections(d.layout);
  return (
    <main>
      {show.has("hero section") && <HeroSearch hero={d.hero} propertyTypes={d.propertyTypes} />}
      <PopularLocations locations={d.locations} />
      <CallToAction ads={d.ads} />
      {show.has("golden visa") && <GoldenVisa visas={d.visas} />}
      {show.has("other countries") && <OtherCountries />}
      {show.has("client cases") && <ClientCases testimonials={d.testimonials} />}
      {show.has("agencies") && <AgenciesStrip agencies={d.agencies} />}
      {show.has("recent blogs") && <RecentPosts title={t("home.recentBlogs")} posts={d.blogs} />}
      {show.has("recent articles") && <RecentPosts title={t("home.recentArticles")} posts={d.articles} />}
      {show.has("offer sessoin") && <OfferSection offers={d.offers} now={d.now} />}
      {show.has("investor session") && <InvestmentOpportunities investments={d.investments} />}
      {show.has("top properties") && (
        <PropertyRow
          title={t("home.topProperties")}
          eyebrow={t("rows.topEyebrow")}
          properties={d.top}
          moreHref="/property-search?country=United%20Arab%20Emirates"
        />
      )}
      {show.has("featured properties") && (
        <PropertyRow title={t("home.featured")} eyebrow={t("rows.featuredEyebrow")} properties={d.featured} />
      )}
      {show.has("investors map") && <InvestorsBanner />}
      {show.has("investment map") && <InvestmentMap map={d.map} />}
    </main>
  );
}
