/**
 * The demo data set: a full, believable marketplace (about 450 listings across 38
 * UAE communities, developers, agencies, blogs, home-page content) with locally
 * generated images. Deterministic: the same rows and ids on every run, except the
 * dates, which are relative to `now`.
 */
import { sql } from "drizzle-orm";
import { FAQS } from "../../app/modules/faq/faq";
import { type Db, isEmpty } from "../client";
import { HOME_SECTIONS } from "../enums";
import { CONTENT_GROUP_ID, MASTER } from "../ids";
import * as t from "../schema";
import { agentPicker, buildAgents, withTrust } from "./agents";
import { type Art, avatarArt, editorialArt, logoArt, type PoolKind, propertyPool, skylineArt } from "./art";
import {
  ADVERTISEMENTS,
  AGENCIES,
  AUTHORS,
  BLOG_CATEGORIES,
  BLOG_LIBRARY,
  BLOG_TOPIC,
  type BlogGroup,
  type BlogSeed,
  DEVELOPERS,
  FACILITIES,
  FEATURES,
  GOLDEN_VISAS,
  HERO,
  INFORMATIVE_BANNERS,
  INVESTMENTS,
  MAP_LOCATIONS,
  MAP_SIDEBAR,
  OFFERS,
  PARAGRAPHS,
  PROPERTY_TYPES,
  SITE_SETTINGS,
  TESTIMONIALS,
} from "./data-content";
import { AREA_NAMES, placeAliases, placeTranslations } from "./data-place-names";
import { COUNTRY, cityOf, PLACES, type TypeName } from "./data-places";
import {
  type BannerFacts,
  CATEGORY_NAMES,
  faqTranslations,
  heroTranslations,
  named,
  propertyBannerTranslations,
  SECTION_TEXTS,
  TESTIMONIAL_TEXTS,
} from "./data-translations";
import { insertChunked } from "./insert";
import {
  type ImageChoice,
  type Listing,
  type ListingContext,
  type LocationRef,
  makeListing,
  type Named,
  thousands,
  typeFor,
} from "./properties";
import { createRng, type Rng } from "./random";

/** Fixed ids of the property types (categories of the property-type master). */
export const PROPERTY_TYPE_ID: Record<TypeName, string> = {
  Apartment: "7e9e0000-0000-4000-8000-000000000001",
  Villa: "7e9e0000-0000-4000-8000-000000000002",
  Townhouse: "7e9e0000-0000-4000-8000-000000000003",
  Penthouse: "7e9e0000-0000-4000-8000-000000000004",
  Duplex: "7e9e0000-0000-4000-8000-000000000005",
  Office: "7e9e0000-0000-4000-8000-000000000006",
  Retail: "7e9e0000-0000-4000-8000-000000000007",
  Warehouse: "7e9e0000-0000-4000-8000-000000000008",
  Plot: "7e9e0000-0000-4000-8000-000000000009",
};

/** Rates against INR = 1, roughly the real ones. */
export const EXCHANGE_RATES: Record<string, number> = {
  INR: 1,
  USD: 0.0118,
  EUR: 0.0109,
  GBP: 0.0093,
  CAD: 0.0163,
  AUD: 0.0181,
  JPY: 1.78,
  CNY: 0.0855,
  AED: 0.0434,
};

const GROUP_ID: Record<BlogGroup, string> = {
  Blogs: CONTENT_GROUP_ID.blogs,
  Articles: CONTENT_GROUP_ID.articles,
  News: CONTENT_GROUP_ID.news,
};
const DAY = 86_400_000;
const LISTINGS_PER_WEIGHT = 1.1;
const FEATURED = 20;

type ImageRow = typeof t.images.$inferInsert;
type CategoryRow = typeof t.categories.$inferInsert;

/**
 * Loads the demo data in one transaction. A no-op when the database already holds
 * locations (checked under an advisory lock, so instances starting together load it once).
 */
export async function seedDemo(db: Db, opts: { now?: Date; marketData?: boolean } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const seeded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    if (!(await isEmpty(tx))) return false;
    await insertDemo(tx, buildDemo(now));
    return true;
  });
  // The registry's sales and rents go through the import, after the places they match are committed.
  if (seeded && opts.marketData !== false) {
    const { seedMarket } = await import("./market");
    await seedMarket(db, { now });
  }
}

// ---------------------------------------------------------------- building the rows

type Demo = ReturnType<typeof buildDemo>;

/** Every row of the demo data set, in memory. */
export function buildDemo(now: Date) {
  const rng = createRng("demo-data");
  const images: ImageRow[] = [];
  const store = (art: Art): string => {
    const id = rng.uuid();
    images.push({
      id,
      contentType: "image/svg+xml",
      width: art.width,
      height: art.height,
      alt: art.alt,
      bytes: Buffer.from(art.svg, "utf8"),
    });
    return id;
  };
  const categories = buildCategories(rng);
  const pool = propertyPool().map(({ kind, art }) => ({ kind, id: store(art) }));
  const locations = PLACES.map((place, i) => ({
    id: rng.uuid(),
    country: COUNTRY,
    state: place.state,
    city: cityOf(place),
    label: place.label,
    aliases: placeAliases(place.label),
    translations: placeTranslations({ label: place.label, city: cityOf(place), state: place.state, country: COUNTRY }),
    latitude: place.lat,
    longitude: place.lng,
    imageId: store(skylineArt(i + 1, place.label, place.coastal)),
    isTop: place.top !== undefined,
    sortOrder: place.top ?? 100 + i,
  }));
  const developers = DEVELOPERS.map((d, i) => ({
    id: rng.uuid(),
    firmName: d.firmName,
    title: d.title,
    imageId: store(logoArt(d.firmName, "Developments", i)),
    about: d.about,
    otherDetails: d.otherDetails,
    history: d.history,
    yearEstablished: d.year,
  }));
  const ctx: ListingContext = {
    now,
    typeIds: PROPERTY_TYPE_ID,
    facilities: categories.named(MASTER.facility),
    features: categories.named(MASTER.feature),
    developers: developers.map((d) => ({ id: d.id, name: d.firmName })),
    images: imageChoices(pool),
  };
  const listings = buildListings(rng, ctx, locations);
  const content = buildContent(rng, now, store, listings, categories.idOf);
  // Agents draw from their own generator, so the rows above keep the ids they always had.
  const agentRng = createRng("demo-agents");
  const people = buildAgents(
    agentRng.uuid,
    (art) => {
      const id = agentRng.uuid();
      images.push({
        id,
        contentType: "image/svg+xml",
        width: art.width,
        height: art.height,
        alt: art.alt,
        bytes: Buffer.from(art.svg, "utf8"),
      });
      return id;
    },
    (label) => locations.find((l) => l.label === label)?.id,
  );
  const pick = agentPicker(people.refs);
  const dubai = new Set(locations.filter((l) => l.state === "Dubai").map((l) => l.id));
  listings.forEach((l, i) => {
    l.property = withTrust(l.property, 100_001 + i, dubai.has(l.property.locationId as string), pick, now);
  });
  const enquiries = buildEnquiries(agentRng, now, listings);
  const { refs: _refs, ...agentRows } = people;
  return { images, categories: categories.rows, locations, developers, listings, ...content, ...agentRows, enquiries };
}

const VISITORS = ["Hannah Lindqvist", "Rahul Menon", "Olga Petrenko", "Khalid Saeed", "Chloe Dubois", "Imran Sheikh"];

/**
 * A few enquiries sent from listings over the last 80 days, most answered within a day,
 * so the agents' response figures have something to show.
 */
function buildEnquiries(rng: Rng, now: Date, listings: Listing[]) {
  const withAgent = listings.filter((l) => l.property.agentId);
  return Array.from({ length: 48 }, (_, i) => {
    const p = (withAgent[(i * 37) % withAgent.length] as Listing).property;
    const created = new Date(now.getTime() - rng.float(1, 80) * DAY);
    const answered = i % 5 !== 4;
    const name = VISITORS[i % VISITORS.length] as string;
    return {
      id: rng.uuid(),
      fullName: name,
      // Stored as the enquiry form stores a number: E.164, no spaces.
      phone: `+97150${String(100 + i).padStart(3, "0")}${String(4000 + i * 7).slice(0, 4)}`,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
      message: "Is this property still available? I would like to arrange a viewing.",
      inquireType: "Property Enquiry" as const,
      pageUrl: "",
      propertyId: p.id as string,
      agentId: p.agentId as string,
      status: answered ? ("Contacted" as const) : ("New" as const),
      firstResponseAt: answered ? new Date(created.getTime() + rng.float(0.2, 30) * 3_600_000) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

function buildCategories(rng: Rng) {
  const rows: CategoryRow[] = [];
  const add = (masterId: string, list: [string, string | null][], ids?: string[]) => {
    for (const [i, [value, icon]] of list.entries()) {
      const translations = named("value", CATEGORY_NAMES[value]);
      rows.push({ id: ids?.[i] ?? rng.uuid(), masterId, value, icon, sortOrder: i + 1, translations });
    }
  };
  add(
    MASTER.propertyType,
    PROPERTY_TYPES,
    PROPERTY_TYPES.map(([name]) => PROPERTY_TYPE_ID[name]),
  );
  add(MASTER.facility, FACILITIES);
  add(MASTER.feature, FEATURES);
  add(
    MASTER.contentGroup,
    [
      ["Blogs", "newspaper"],
      ["Articles", "file-text"],
      ["News", "megaphone"],
    ],
    Object.values(CONTENT_GROUP_ID),
  );
  add(
    MASTER.blogCategory,
    BLOG_CATEGORIES.map((c) => [c, null]),
  );
  const ofMaster = (masterId: string): Named[] =>
    rows.filter((r) => r.masterId === masterId).map((r) => ({ id: r.id as string, name: r.value }));
  return {
    rows,
    named: ofMaster,
    idOf: (masterId: string, value: string) =>
      rows.find((r) => r.masterId === masterId && r.value === value)?.id as string,
  };
}

/** Which pool pictures may show each property type: an exterior first, then extras. */
function imageChoices(pool: { kind: PoolKind; id: string }[]): Record<TypeName, ImageChoice> {
  const of = (...kinds: PoolKind[]) => pool.filter((p) => kinds.includes(p.kind)).map((p) => p.id);
  const home = of("living", "kitchen", "bedroom");
  return {
    Apartment: { exterior: of("tower"), extra: home },
    Duplex: { exterior: of("tower"), extra: home },
    Penthouse: { exterior: of("penthouse"), extra: [...home, ...of("tower")] },
    Villa: { exterior: of("villa"), extra: home },
    Townhouse: { exterior: of("townhouse"), extra: home },
    Office: { exterior: of("office"), extra: [...of("workspace"), ...of("office")] },
    Retail: { exterior: of("retail"), extra: of("retail", "office") },
    Warehouse: { exterior: of("warehouse"), extra: of("warehouse") },
    Plot: { exterior: of("plot"), extra: of("plot", "villa") },
  };
}

function buildListings(
  rng: Rng,
  ctx: ListingContext,
  locations: { id: string; label: string; state: string; city: string; latitude: number; longitude: number }[],
): Listing[] {
  const listings: Listing[] = [];
  PLACES.forEach((place, i) => {
    const row = locations[i] as (typeof locations)[number];
    const loc: LocationRef = {
      id: row.id,
      label: row.label,
      city: row.city,
      state: row.state,
      lat: row.latitude,
      lng: row.longitude,
      place,
    };
    const count = Math.round(place.weight * LISTINGS_PER_WEIGHT);
    for (let k = 0; k < count; k++) listings.push(makeListing(rng, ctx, loc, typeFor(rng, place, k)));
  });
  const dubai = new Set(locations.filter((l) => l.state === "Dubai").map((l) => l.id));
  const forSale = listings.filter((l) => dubai.has(l.property.locationId) && l.property.segment !== "Rental");
  for (const l of rng.sample(forSale, FEATURED)) l.property.isFeatured = true;
  return listings;
}

// ---------------------------------------------------------------- home page, people and content

type IdOf = (masterId: string, value: string) => string;

/** A home section's texts in the other languages (data-translations.ts), by its English title. */
const textsOf = (title: string): t.Translations => SECTION_TEXTS[title] ?? {};

function buildContent(rng: Rng, now: Date, store: (art: Art) => string, listings: Listing[], idOf: IdOf) {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY);
  const featured = listings.filter((l) => l.property.isFeatured).slice(0, 3);
  return {
    exchangeRates: Object.entries(EXCHANGE_RATES).map(([currency, rate]) => ({ currency, rate })),
    heroSections: [{ id: rng.uuid(), ...HERO, sortOrder: 1, translations: heroTranslations(HERO.popularEnquiries) }],
    homeLayout: HOME_SECTIONS.map((title, i) => ({ title, visible: true, sortOrder: i + 1 })),
    advertisements: ADVERTISEMENTS.map((a, i) => ({
      id: rng.uuid(),
      ...a,
      sortOrder: i + 1,
      translations: textsOf(a.title),
    })),
    goldenVisas: GOLDEN_VISAS.map((g, i) => ({
      id: rng.uuid(),
      ...g,
      translations: textsOf(g.title),
      imageId: store(editorialArt("golden-visa", 500 + i, "promo")),
      sortOrder: i + 1,
    })),
    testimonials: TESTIMONIALS.map((p, i) => ({
      id: rng.uuid(),
      ...p,
      translations: TESTIMONIAL_TEXTS[p.name] ?? {},
      imageId: store(avatarArt(p.name, i)),
      sortOrder: i + 1,
    })),
    agencies: AGENCIES.map((name, i) => ({
      id: rng.uuid(),
      name,
      link: `https://example-agency-${i + 1}.ae`,
      imageId: store(logoArt(name, "Real Estate Brokers", i + 3)),
      sortOrder: i + 1,
    })),
    offers: OFFERS.map(({ days, ...o }, i) => ({
      id: rng.uuid(),
      ...o,
      translations: textsOf(o.title),
      endsAt: inDays(days),
      imageId: store(editorialArt(i ? "launch" : "offer", 600 + i, "promo")),
      sortOrder: i + 1,
    })),
    investments: INVESTMENTS.map((v, i) => ({
      id: rng.uuid(),
      ...v,
      translations: textsOf(v.title),
      imageId: store(editorialArt(i ? "market" : "investment", 700 + i, "promo")),
      sortOrder: i + 1,
    })),
    mapSidebar: [{ id: rng.uuid(), ...MAP_SIDEBAR, translations: textsOf(MAP_SIDEBAR.title) }],
    mapLocations: MAP_LOCATIONS.map((m) => ({
      id: rng.uuid(),
      ...m,
      translations: named("name", AREA_NAMES[m.name]),
    })),
    blogs: buildBlogs(rng, now, store, idOf),
    banners: [
      ...featured.map((l, i) => propertyBanner(rng, l, i)),
      ...INFORMATIVE_BANNERS.map((b, i) => ({
        id: rng.uuid(),
        bannerType: "Informative Banner" as const,
        text: b.text,
        lines: b.lines,
        translations: textsOf(b.text),
        imageId: store(skylineArt(40 + i, "Dubai", i === 0)),
        sortOrder: 10 + i,
      })),
    ],
    siteSettings: Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })),
  };
}

function propertyBanner(rng: Rng, l: Listing, i: number) {
  const p = l.property;
  const facts: BannerFacts = {
    tag: p.tagTitle ?? "",
    place: p.address.split(", ").at(-2) ?? "Dubai",
    bedrooms: p.bedrooms ?? null,
    area: thousands(p.areaSqft ?? 0),
    price: thousands(p.priceAed),
    rental: p.segment === "Rental",
  };
  const size =
    facts.bedrooms === 0
      ? "Studio apartments"
      : facts.bedrooms
        ? `${facts.bedrooms} bedroom homes`
        : `${facts.area} sq ft`;
  return {
    id: rng.uuid(),
    bannerType: "Property Banner" as const,
    propertyId: p.id as string,
    text: `${facts.tag || "Now available"} in ${facts.place}`,
    lines: [size, `From AED ${facts.price}`, facts.rental ? "Per year" : "No commission"],
    translations: propertyBannerTranslations(facts),
    imageId: l.images[0]?.imageId ?? null,
    sortOrder: i + 1,
  };
}

function buildBlogs(rng: Rng, now: Date, store: (art: Art) => string, idOf: IdOf) {
  return (Object.entries(BLOG_LIBRARY) as [BlogGroup, BlogSeed[]][]).flatMap(([group, posts], g) =>
    posts.map((post, i) => {
      const published = new Date(now.getTime() - (i * 26 + g * 6 + rng.int(0, 5)) * DAY);
      return {
        id: rng.uuid(),
        title: post.title,
        subtitle: post.subtitle,
        author: AUTHORS[(i + g) % AUTHORS.length] as string,
        publishedOn: published.toISOString().slice(0, 10),
        imageId: store(
          editorialArt(group === "News" && i % 3 === 0 ? "news" : BLOG_TOPIC[post.category], 2000 + g * 100 + i),
        ),
        description: blogBody(rng, group, post, i),
        groupId: GROUP_ID[group],
        categoryId: idOf(MASTER.blogCategory, post.category),
        createdAt: published,
      };
    }),
  );
}

function blogBody(rng: Rng, group: BlogGroup, post: BlogSeed, index: number): string {
  const bank = PARAGRAPHS[post.category];
  const count = rng.int(3, 4);
  const chosen = Array.from({ length: count }, (_, k) => bank[(index + k) % bank.length] as string);
  const lead =
    group === "News"
      ? `${post.subtitle}. Here is what buyers, investors and residents need to know.`
      : group === "Articles"
        ? `${post.subtitle}: this article sets out the facts, the figures and what they mean for you.`
        : `${post.subtitle}. In this post we share what we see every day working with buyers from India, Europe, Russia and the Gulf.`;
  const fees =
    post.category === "Legal & Fees" || post.category === "Investment Guide"
      ? "<ul><li><strong>4%</strong> Dubai Land Department transfer fee</li><li><strong>0.25%</strong> registration fee</li><li><strong>2%</strong> agency fee</li><li><strong>0.5–1%</strong> legal and conveyancing</li><li><strong>25–30%</strong> down payment for non-resident mortgages</li></ul>"
      : "";
  const close =
    "<p>Have a question about your own plans? Send us an enquiry and an adviser will reply within one working day, in English, Arabic, Hindi or Russian.</p>";
  return `<p><strong>${lead}</strong></p>${chosen.map((p) => `<p>${p}</p>`).join("")}${fees}${close}`;
}

// ---------------------------------------------------------------- writing

async function insertDemo(db: Db, d: Demo): Promise<void> {
  await insertChunked(db, t.images, d.images, 100);
  await insertChunked(db, t.categoryMasters, [
    { id: MASTER.propertyType, name: "Property type" },
    { id: MASTER.facility, name: "Facility" },
    { id: MASTER.feature, name: "Feature" },
    { id: MASTER.contentGroup, name: "Content group" },
    { id: MASTER.blogCategory, name: "Blog category" },
  ]);
  await insertChunked(db, t.categories, d.categories);
  await insertChunked(db, t.locations, d.locations);
  await insertChunked(db, t.developers, d.developers);
  await insertChunked(db, t.brokerages, d.brokerages);
  await insertChunked(db, t.agents, d.agents);
  await insertChunked(db, t.agentAreas, d.agentAreas);
  await insertChunked(
    db,
    t.properties,
    d.listings.map((l) => l.property),
  );
  await insertChunked(
    db,
    t.propertyImages,
    d.listings.flatMap((l) => l.images),
  );
  await insertChunked(
    db,
    t.propertyAmenities,
    d.listings.flatMap((l) => l.amenities),
  );
  await insertChunked(
    db,
    t.nearbyPlaces,
    d.listings.flatMap((l) => l.nearby),
  );
  await insertChunked(db, t.exchangeRates, d.exchangeRates);
  await insertChunked(db, t.heroSections, d.heroSections);
  await insertChunked(db, t.homeLayout, d.homeLayout);
  await insertChunked(db, t.advertisements, d.advertisements);
  await insertChunked(db, t.goldenVisas, d.goldenVisas);
  await insertChunked(db, t.testimonials, d.testimonials);
  await insertChunked(db, t.agencies, d.agencies);
  await insertChunked(db, t.offers, d.offers);
  await insertChunked(db, t.investments, d.investments);
  await insertChunked(db, t.mapSidebar, d.mapSidebar);
  await insertChunked(db, t.mapLocations, d.mapLocations);
  await insertChunked(db, t.blogs, d.blogs);
  await insertChunked(db, t.banners, d.banners);
  await insertChunked(db, t.siteSettings, d.siteSettings);
  await insertChunked(db, t.enquiries, d.enquiries);
  await insertChunked(
    db,
    t.faqEntries,
    FAQS.map((f, i) => ({
      question: f.question,
      answer: f.answer,
      sortOrder: i + 1,
      translations: faqTranslations(i),
    })),
  );
}
