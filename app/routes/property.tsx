import "../i18n/en-pages";
import { data } from "react-router";
import { Deferred, deferredComponent, sectionsReady } from "../components/deferred-section";
import { ChevronRight, SearchX } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { retryAfterHeaders } from "../forms.server";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import { InquirySidebar } from "../modules/enquiry/components/inquiry-sidebar";
import { submitEnquiryForm } from "../modules/enquiry/enquiry-form.server";
import { seeOnMapHref } from "../modules/map/links";
import { ListingRegistryLine } from "../modules/market/components/listing-registry";
import { listingRegistry } from "../modules/market/listing-registry.server";
import { ListingMortgage } from "../modules/mortgage/components/listing-mortgage";
import { getBuyingFees } from "../modules/mortgage/fees.server";
import { ListingProjectBlock, listingProjectRows } from "../modules/project/components/listing-project";
import { AgentCard } from "../modules/property/components/agent-card";
import { AmenityList } from "../modules/property/components/amenities";
import { Gallery } from "../modules/property/components/gallery";
import { HowToBuy } from "../modules/property/components/how-to-buy";
import { NearbyCarousel } from "../modules/property/components/nearby-carousel";
import { OsmMap } from "../modules/property/components/osm-map";
import { PhoneActionBar } from "../modules/property/components/phone-action-bar";
import {
  PROPERTY_ENQUIRY_TYPE,
  PropertyContactForm,
  type PropertyContactResult,
} from "../modules/property/components/property-contact-form";
import {
  AddressLine,
  Description,
  Highlights,
  PropertySummary,
} from "../modules/property/components/property-overview";
import { RegulatoryInfo } from "../modules/property/components/regulatory-info";
import { loadPropertyPage, type PagePlace } from "../modules/property/detail.server";
import type { LocalizedProperty as Property } from "../modules/property/localized.server";
import { CompareButton } from "../modules/shortlist/components/compare-button";
import { ShareLinks } from "../modules/shortlist/components/share-links";
import { visitorRecentCards } from "../modules/shortlist/recently-viewed.server";
import { absoluteUrl, seoMeta } from "../modules/site/seo";
import { useNonce } from "../nonce";
import type { Route } from "./+types/property";

/**
 * Listings like this one, at the foot of the page: drawn only near the viewport, their code and
 * hydration after the page's, as the home page's later sections are.
 */
const RelatedCarousel = deferredComponent(() =>
  import("../modules/property/components/related-carousel").then((m) => m.RelatedCarousel),
);
/** The visitor's recently viewed listings, below them (decision 060). */
const RecentlyViewedRow = deferredComponent(() =>
  import("../modules/shortlist/components/recently-viewed-row").then((m) => m.RecentlyViewedRow),
);

/** The page's own public address, in the language being read, as enquiries from it record it. */
function pageAddress(siteUrl: string, id: string): string {
  return absoluteUrl(lp(`/property/${id}`), siteUrl);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, siteUrl, services, user } = context.get(appContext);
  const [page] = await Promise.all([
    loadPropertyPage(db, params.id, { permitVerifyUrl: services.permitVerifyUrl }),
    sectionsReady(),
  ]);
  if (!page) return data(null, { status: 404 });
  // Only a sale has a mortgage to estimate (decision 059). The registry's figures for the
  // listing's community and rooms are one indexed read (decision 066).
  const [buyingFees, registry] = await Promise.all([
    page.property.purpose === "sale" ? getBuyingFees(db) : null,
    listingRegistry(db, page.property),
  ]);
  // The server adds this listing to the browser's list as it answers (server/app.ts); a signed-in
  // visitor's account keeps it too. Shown: the listings viewed before this one.
  const recent = await visitorRecentCards(db, request, await user(), page.property.id);
  return { ...page, buyingFees, registry, recent, siteUrl, pageUrl: pageAddress(siteUrl, page.property.id) };
}

/** The Learn more form posted without JavaScript: the same rule and store as the API. */
export const headers = retryAfterHeaders;

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, ip, siteUrl } = context.get(appContext);
  const refused = await submitEnquiryForm(await request.formData(), {
    rule: "contact",
    inquireType: PROPERTY_ENQUIRY_TYPE,
    inquireurl: pageAddress(siteUrl, params.id),
    services,
    ip,
    shape: { name: "property page", failure: () => t("propertyPage.sendFailed") },
  });
  return refused ?? data<PropertyContactResult>({ sent: true });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData)
    return [
      { title: `${t("propertyPage.notFoundTitle")} — ${t("site.name")}` },
      { name: "robots", content: "noindex" },
    ];
  const p = loaderData.property;
  const place = placeText(loaderData.place);
  const title = `${t("propertyPage.metaTitle", { title: p.title, place })} — ${t("site.name")}`;
  const intro = t("propertyPage.metaDescription", { type: p.propertyType.name, place });
  const description = truncateText(`${intro} ${plainText(p.description)}`, 160);
  return seoMeta({
    title,
    description,
    path: `/property/${encodeURIComponent(p.id)}`,
    siteUrl: loaderData.siteUrl,
    image: p.imageIds[0] ? `/media/${p.imageIds[0]}` : undefined,
  });
};

/** The community and city in the page's language, each named once (Dubai Marina, Dubai). */
function placeText({ label, city }: PagePlace): string {
  return label.text === city.text ? label.text : `${label.text}${t("search.listSeparator")}${city.text}`;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export default function PropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return <PropertyNotFound />;
  const { property: p, facilities, features, related, faqs, pageUrl, place, regulatory } = loaderData;
  const projectRows = listingProjectRows(p);
  return (
    <main className="pb-16">
      <StructuredData page={loaderData} />
      <div className="container-page pt-4 sm:pt-6">
        <nav aria-label={t("propertyPage.breadcrumb")} className="mb-4 text-sm text-neutral-600">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to={lp("/")} className="inline-flex min-h-6 items-center hover:text-ink hover:underline">
                {t("propertyPage.home")}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-4 rtl:rotate-180" />
            </li>
            <li>
              {/* The community's area guide where the registry has figures for it; else its listings,
                  whose link keeps the English name (the spec's locationlable). */}
              <Link
                to={lp(
                  loaderData.registry
                    ? `/area/${loaderData.registry.slug}`
                    : `/dubai-locations?locationlable=${encodeURIComponent(p.location.label)}`,
                )}
                lang={place.label.lang}
                className="inline-flex min-h-6 items-center hover:text-ink hover:underline"
              >
                {place.label.text}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-4 rtl:rotate-180" />
            </li>
            <li
              aria-current="page"
              lang={storedLang(p, "title")}
              className="max-w-[40ch] truncate font-medium text-ink"
            >
              {p.title}
            </li>
          </ol>
        </nav>
        <Gallery title={p.title} imageIds={p.imageIds} />

        {/* One column no wider than the page on a phone: an auto column grew to its widest row. */}
        <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-12">
            <PropertySummary property={p} place={place} />
            <div className="-mt-6 flex flex-wrap items-start gap-x-6 gap-y-3">
              <CompareButton propertyId={p.id} title={p.title} titleLang={storedLang(p, "title")} variant="inline" />
              <ShareLinks pageUrl={pageUrl} title={p.title} />
            </div>
            <Highlights property={p} />
            <Description property={p} regulatoryShown={regulatory !== null} />
            <AmenityList id="facilities-title" title={t("propertyPage.facilities")} items={facilities} />
            <AmenityList id="features-title" title={t("propertyPage.features")} items={features} />
            <section aria-labelledby="location-title">
              <h2 id="location-title" className="mb-4 text-xl font-bold text-ink">
                {t("propertyPage.location")}
              </h2>
              <OsmMap
                latitude={p.latitude}
                longitude={p.longitude}
                place={placeText(place)}
                address={<AddressLine property={p} place={place} country />}
              />
              <Link
                to={lp(seeOnMapHref(p.latitude, p.longitude, p.purpose))}
                className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-navy underline underline-offset-2 hover:text-ink"
                data-testid="see-on-map"
              >
                {t("map.seeOnMap")}
              </Link>
            </section>
            <NearbyCarousel places={p.nearbyPlaces} />
            {regulatory ? (
              <RegulatoryInfo regulatory={regulatory} facts={p} extra={projectRows} />
            ) : projectRows ? (
              <ListingProjectBlock rows={projectRows} />
            ) : null}
            {loaderData.registry ? (
              <ListingRegistryLine
                registry={loaderData.registry}
                community={place.label}
                purpose={p.purpose}
                priceAed={p.priceAed}
                rentFrequency={p.rentFrequency}
                areaSqft={p.areaSqft}
              />
            ) : null}
            {loaderData.buyingFees ? (
              <ListingMortgage priceAed={p.priceAed} completion={p.completionStatus} fees={loaderData.buyingFees} />
            ) : null}
            <HowToBuy faqs={faqs} />
            <PropertyContactForm propertyTitle={p.title} pageUrl={pageUrl} result={actionData} />
          </div>
          {/* The agent card scrolls away; the enquiry form below it stays in view (sticky), as before. */}
          <div className="flex flex-col gap-6">
            {p.agent ? (
              <AgentCard agent={p.agent} agency={p.agency} reference={p.referenceNumber || p.id} pageUrl={pageUrl} />
            ) : null}
            <div className="lg:sticky lg:top-24">
              <InquirySidebar inquireType={PROPERTY_ENQUIRY_TYPE} />
            </div>
          </div>
        </div>

        {/* The reserve: its tallest in four languages, a card's photo growing with the width. */}
        <div className="mt-16">
          <Deferred id="property-related" reserve={[700, 610, 610]}>
            <RelatedCarousel properties={related} />
          </Deferred>
        </div>
      </div>
      {loaderData.recent.length > 0 ? (
        <Deferred id="property-recent" reserve={[1400, 900, 560]}>
          <RecentlyViewedRow properties={loaderData.recent} />
        </Deferred>
      ) : null}
      <PhoneActionBar id={p.id} reference={p.referenceNumber} pageUrl={pageUrl} />
    </main>
  );
}

function PropertyNotFound() {
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <SearchX aria-hidden className="size-14 text-gold-700" />
      <h1 className="mt-4 text-3xl font-bold">{t("propertyPage.notFoundTitle")}</h1>
      <p className="mt-3 max-w-md text-neutral-600">{t("propertyPage.notFoundText")}</p>
      <Link
        to={lp("/")}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
      >
        {t("propertyPage.backHome")}
      </Link>
    </main>
  );
}

/** A sale's asking price, or a rent per year (ANN) or month (MON) offered as a lease. */
function offerOf(p: Property) {
  if (p.purpose !== "rent") return { "@type": "Offer", price: p.priceAed, priceCurrency: "AED" };
  return {
    "@type": "Offer",
    businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: p.priceAed,
      priceCurrency: "AED",
      unitCode: p.rentFrequency === "monthly" ? "MON" : "ANN",
    },
  };
}

/** schema.org data for search engines; inline, so it carries the request's CSP nonce. */
function StructuredData({ page }: { page: { property: Property; pageUrl: string } }) {
  const nonce = useNonce();
  const p = page.property;
  const json = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: p.title,
    url: page.pageUrl,
    image: p.imageIds.slice(0, 3).map((id) => new URL(`/media/${id}`, page.pageUrl).href),
    offers: offerOf(p),
    address: {
      "@type": "PostalAddress",
      streetAddress: p.address,
      addressLocality: p.location.city,
      addressRegion: p.location.state,
      addressCountry: p.location.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: p.latitude, longitude: p.longitude },
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
