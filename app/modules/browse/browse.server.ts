/**
 * Loaders of the listing pages, at the original site's addresses: each parses its address with the
 * property search schema, runs one paged search in SQL and adds what the page shows around
 * the list (top locations, states, cities, banners, developers, a hero image).
 */
import { and, asc, isNotNull, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { locations } from "../../../db/schema";
import { fieldErrors } from "../../errors";
import { currentLanguage, t } from "../../i18n/i18n";
import type { InEnglish } from "../../i18n/stored";
import { localize } from "../../i18n/stored.server";
import { findAgencyName } from "../agent/agent.server";
import { listCategories, listDevelopers } from "../content/content.server";
import { currentRates } from "../currency/currency.server";
import { locationFilter } from "../location/location.server";
import type { ShownName } from "../location/match";
import { placeIndex, placeNamer, typedPlaceName, withPlaceNames } from "../location/match.server";
import { areaSlugsByName } from "../market/area-links.server";
import { rememberBriefly } from "../memo.server";
import { type Banner, listBanners } from "../property/banners.server";
import type { PropertyCardData } from "../property/card";
import { listFeaturedProperties } from "../property/load.server";
import { localizedCard } from "../property/localized.server";
import type { ListingPurpose } from "../property/purpose";
import {
  choiceList,
  fieldLabel,
  PROPERTY_SEGMENTS,
  type PropertySearch,
  propertySearchSchema,
} from "../property/schema";
import { searchCards } from "../property/search.server";
import { InvalidSearchError, sameText } from "../property/search-filters.server";
import { listingView } from "./map-view.server";
import {
  defaultPurpose,
  PAGE_PARAMS,
  type PageParams,
  pickParams,
  placeName,
  purposeOf,
  purposeParam,
  showsTopLocations,
} from "./query";
import { cityCounts, mergeTopLocations, stateCounts } from "./top-locations";
import type { Widening } from "./widen";
import { widenings } from "./widen.server";

/** A refused parameter: its name, how the page's language names it, and why (in that language). */
export type FieldError = { field: string; label: string; message: string };

/** One page of results, as the list component shows it. */
export type ListPage = {
  items: PropertyCardData[];
  total: number;
  page: number;
  limit: number;
  sort: PropertySearch["sort"];
};

export type PageMeta = { title: string; description: string; noindex: boolean };

/** What every listing page's loader answers: the HTTP status, the address it read, the list or why not. */
export type ListingResult = {
  status: 200 | 400 | 404;
  params: PageParams;
  errors: FieldError[];
  /** Null when the address could not be read (status 400). */
  list: ListPage | null;
  /** A filter that matched nothing: the page shows the Dubai-only notice. */
  empty: boolean;
  /** On an empty page, wider searches that find listings (decision 011). */
  widen?: Widening[];
  /** Sale or rent: what the list holds, its counts and its titles. */
  purpose: ListingPurpose;
};

export type PlaceCard = {
  name: string;
  /** The name in the page's language, where the loader named it (decision 011). */
  shown?: ShownName;
  count: number;
  href: string;
  imageId: string | null;
  /** The community's area guide, where the registry has figures for it (decision 066). */
  areaHref?: string;
};

// ---------------------------------------------------------------- parsing and search

type Parsed = { ok: true; search: PropertySearch } | { ok: false; errors: FieldError[] };

/**
 * The page's parameters through propertySearchSchema; a currency with no stored rate is
 * refused even without prices, since the visitor asked for it by name.
 */
export async function parseListingQuery(db: Db, params: PageParams): Promise<Parsed> {
  const parsed = propertySearchSchema.safeParse(params);
  if (!parsed.success) {
    const messages = fieldErrors(parsed.error.issues, { topLevel: true, fallback: "query" });
    const errors = Object.entries(messages).map(([field, message]) => ({ field, label: fieldLabel(field), message }));
    return { ok: false, errors };
  }
  if (params.currency !== undefined) {
    const rates = await currentRates(db);
    if (!(parsed.data.currency in rates)) {
      return {
        ok: false,
        errors: [
          {
            field: "currency",
            label: fieldLabel("currency"),
            message: t("search.oneOf", {
              field: fieldLabel("currency"),
              choices: choiceList(Object.keys(rates).sort()),
            }),
          },
        ],
      };
    }
  }
  return { ok: true, search: parsed.data };
}

/** Reads the page's parameters and runs the search; bad values become a 400 with field messages. */
export async function runListing(
  db: Db,
  params: PageParams,
  fixed: Partial<Record<keyof PropertySearch, string>> = {},
): Promise<ListingResult & { search?: PropertySearch; query: PageParams }> {
  const query: PageParams = { ...params, ...fixed };
  // A page always lists one purpose; the API's "both" is not a page's answer.
  query.purpose ??= defaultPurpose(query.type);
  const purpose = purposeOf(query);
  const parsed = await parseListingQuery(db, query);
  if (!parsed.ok) return { status: 400, params, query, errors: parsed.errors, list: null, empty: false, purpose };
  try {
    const page = await searchCards(db, parsed.search);
    const list = {
      items: await withPlaceNames(db, page.items, currentLanguage()),
      total: page.total,
      page: page.page,
      limit: page.limit,
      sort: parsed.search.sort,
    };
    const empty = page.total === 0;
    // Nothing matched, or a page past the last one: a 404 that crawlers do not index.
    const status = empty || page.items.length === 0 ? 404 : 200;
    const widen = empty ? await widenings(db, parsed.search, params) : [];
    return { status, params, query, errors: [], list, empty, widen, purpose, search: parsed.search };
  } catch (error) {
    if (error instanceof InvalidSearchError) {
      return {
        status: 400,
        params,
        query,
        errors: [
          {
            field: error.field,
            label: fieldLabel(error.field),
            message: error.key ? t(error.key, error.vars) : error.message,
          },
        ],
        list: null,
        empty: false,
        purpose,
      };
    }
    throw error;
  }
}

function metaOf(result: ListingResult, title: string, description: string): PageMeta {
  return { title: `${title} | ${t("site.name")}`, description, noindex: result.status !== 200 };
}

// ---------------------------------------------------------------- names and images

/** The property-type categories in the page's language, briefly remembered (per language). */
function propertyTypes(db: Db) {
  return rememberBriefly(db, `browse:property-types:${currentLanguage()}`, () =>
    listCategories(db, { masterId: MASTER.propertyType }),
  );
}

/** The display name of a `type` value: a segment, a property-type id or a type name. */
/** The segments' names in the page's language. */
const SEGMENT_LABELS = {
  Residential: "browse.segment.residential",
  Commercial: "browse.segment.commercial",
  Rental: "browse.segment.rental",
} as const satisfies Record<(typeof PROPERTY_SEGMENTS)[number], string>;

function segmentOf(type: string | undefined) {
  return PROPERTY_SEGMENTS.find((s) => s.toLowerCase() === type?.toLowerCase());
}

/**
 * Names in a page's titles that come from the database or the address (places, property
 * types), so the page can mark them as stored English text (app/i18n/stored.tsx).
 */
function storedNames(...names: (string | undefined)[]): string[] {
  return names.filter((n): n is string => !!n);
}

async function typeTitle(db: Db, type: string | undefined): Promise<string | undefined> {
  if (!type) return undefined;
  const segment = segmentOf(type);
  if (segment) return t(SEGMENT_LABELS[segment]);
  const types = await propertyTypes(db);
  const found = types.find((c) => c.id === type || c.english.toLowerCase() === type.toLowerCase());
  return found?.value ?? type;
}

/** `name`, a type title, when it is stored English text: a type with no translation, or one the address made up. */
async function storedType(db: Db, name: string | undefined): Promise<string | undefined> {
  if (!name) return undefined;
  const found = (await propertyTypes(db)).find((c) => c.value === name);
  return found && !found.inEnglish?.includes("value") ? undefined : name;
}

type Scope = { country?: string; state?: string; city?: string; label?: string };

/**
 * A generated location image for a hero: the first (by the top-locations order) of the
 * narrowest scope that has one, falling back to any location image. Deterministic, so
 * the same page shows the same picture.
 */
export async function heroImage(db: Db, scope: Scope): Promise<string | null> {
  const key = `browse:hero:${JSON.stringify(scope)}`;
  return rememberBriefly(db, key, async () => {
    const tries: (SQL | undefined)[][] = [
      [
        sameText(locations.label, scope.label),
        sameText(locations.city, scope.city),
        sameText(locations.state, scope.state),
      ],
      [
        sameText(locations.city, scope.city),
        sameText(locations.state, scope.state),
        sameText(locations.country, scope.country),
      ],
      [sameText(locations.state, scope.state), sameText(locations.country, scope.country)],
      [sameText(locations.country, scope.country)],
      [],
    ];
    for (const conditions of tries) {
      const where = conditions.filter((c): c is SQL => c !== undefined);
      if (where.length === 0 && conditions.length > 0) continue;
      const [row] = await db
        .select({ imageId: locations.imageId })
        .from(locations)
        .where(and(isNotNull(locations.imageId), ...where))
        .orderBy(asc(locations.sortOrder), asc(locations.label))
        .limit(1);
      if (row?.imageId) return row.imageId;
    }
    return null;
  });
}

/** Image ids of the named locations, keyed by lower-cased label (from the remembered place index). */
async function locationImages(db: Db, labels: string[]): Promise<Map<string, string>> {
  const wanted = new Set(labels.map((l) => l.toLowerCase()));
  const images = new Map<string, string>();
  for (const place of await placeIndex(db)) {
    const label = place.label.toLowerCase();
    if (place.imageId && wanted.has(label) && !images.has(label)) images.set(label, place.imageId);
  }
  return images;
}

/** Image ids per lower-cased state and per lower-cased city of a country (from the remembered place index). */
async function placeImages(
  db: Db,
  country: string | undefined,
): Promise<{ states: Map<string, string>; cities: Map<string, string> }> {
  const states = new Map<string, string>();
  const cities = new Map<string, string>();
  for (const place of await placeIndex(db)) {
    if (!place.imageId || (country && place.country.toLowerCase() !== country.toLowerCase())) continue;
    if (!states.has(place.state.toLowerCase())) states.set(place.state.toLowerCase(), place.imageId);
    if (!cities.has(place.city.toLowerCase())) cities.set(place.city.toLowerCase(), place.imageId);
  }
  return { states, cities };
}

/**
 * The place a search names, in the page's language (decision 011): what typed text
 * found ("marina" → Dubai Marina), else the narrowest of district, state and country.
 */
async function shownPlace(db: Db, params: PageParams): Promise<ShownName | undefined> {
  const lang = currentLanguage();
  const typed = await typedPlaceName(db, params, lang);
  if (typed) return typed;
  const place = placeName(params);
  return place ? (await placeNamer(db, lang))(place) : undefined;
}

/**
 * The place the address names for the refine bar's location field, in the page's language
 * ("Dubai Marina" is "دبي مارينا" on /ar); typed text that names no place exactly stays as typed.
 */
async function locationField(db: Db, params: PageParams): Promise<ShownName | null> {
  const label = params.locationlable ?? params.locationlabel;
  return label ? (await placeNamer(db, currentLanguage()))(label) : null;
}

/** The names shown in English on a page of another language: marked lang="en" (stored.tsx). */
function inEnglish(...names: (ShownName | undefined)[]): string[] {
  return names.flatMap((n) => (n?.lang ? [n.text] : []));
}

export type TopLocationCard = PlaceCard;

/** A place card's address (a page that lists sales unless told), carrying a rent search on. */
function keepPurpose(href: string, purpose: ListingPurpose): string {
  const named = purposeParam(purpose, undefined);
  return named ? `${href}&purpose=${named}` : href;
}

/**
 * The top-locations grid: counts from the location filter (of the page's purpose), merged
 * and cut to nine, with images.
 */
export async function topLocations(
  db: Db,
  q: { country?: string; state?: string; district?: string; type?: string; purpose: ListingPurpose },
): Promise<TopLocationCard[]> {
  // The location filter narrows by a property-type name; a segment or an id is not one.
  const isTypeName =
    q.type &&
    !PROPERTY_SEGMENTS.some((s) => s.toLowerCase() === q.type?.toLowerCase()) &&
    !/^[0-9a-f-]{36}$/i.test(q.type);
  const tree = await locationFilter(db, {
    country: q.country,
    state: q.state,
    district: q.district,
    subtitle: isTypeName ? q.type : undefined,
    purpose: q.purpose,
  });
  const top = mergeTopLocations(tree);
  const [images, name, areas] = await Promise.all([
    locationImages(
      db,
      top.map((l) => l.label),
    ),
    placeNamer(db, currentLanguage()),
    areaSlugsByName(db),
  ]);
  return top.map((l) => {
    const area = areas.get(l.label.toLowerCase());
    return {
      name: l.label,
      shown: name(l.label),
      count: l.count,
      href: keepPurpose(`/dubai-locations?locationlable=${encodeURIComponent(l.label)}`, q.purpose),
      imageId: images.get(l.label.toLowerCase()) ?? null,
      ...(area ? { areaHref: `/area/${area}` } : {}),
    };
  });
}

// ---------------------------------------------------------------- pages

function paramsOf(url: URL, page: keyof typeof PAGE_PARAMS): PageParams {
  return pickParams(url, PAGE_PARAMS[page]);
}

/** /property-search: the hero search lands here. */
export async function loadPropertySearch(db: Db, url: URL) {
  const params = paramsOf(url, "search");
  const result = await runListing(db, params);
  const shown = await shownPlace(db, params);
  const place = shown?.text;
  const { purpose } = result;
  const [type, grid, types, agency] = await Promise.all([
    result.status === 400 ? undefined : typeTitle(db, titledType(params.type, purpose)),
    result.status !== 400 && showsTopLocations(params)
      ? topLocations(db, {
          country: params.country,
          state: params.state,
          district: params.district,
          type: params.type,
          purpose,
        })
      : [],
    propertyTypes(db),
    params.agency ? findAgencyName(db, params.agency) : null,
  ]);
  const title = searchTitle(type, place, purpose);
  return {
    ...strip(result),
    title,
    /** The agency whose listings these are, when the address names one. */
    agency,
    stored: storedNames(...inEnglish(shown), segmentOf(params.type) ? undefined : await storedType(db, type)),
    place: place ?? null,
    locationField: await locationField(db, params),
    showGrid: grid.length > 0,
    topLocations: grid,
    /** The refine bar's type dropdown. */
    propertyTypes: types.map((c) => ({ id: c.id, value: c.value, english: c.english, inEnglish: c.inEnglish })),
    meta: metaOf(result, title, t("browse.search.description", { place: place ?? t("browse.uae") })),
  };
}

/** "Villa for rent in Dubai Marina", "Properties for sale", ... */
function searchTitle(type: string | undefined, place: string | undefined, purpose: ListingPurpose): string {
  const rent = purpose === "rent";
  if (type && place) return t(rent ? "browse.search.typeInRent" : "browse.search.typeIn", { type, place });
  if (type) return t(rent ? "browse.search.typeAllRent" : "browse.search.typeAll", { type });
  if (place) return t(rent ? "browse.search.inRent" : "browse.search.in", { place });
  return t(rent ? "browse.search.allRent" : "browse.search.all");
}

/** The type a title names: not the Rental segment of a rent search ("Rental for rent" says it twice). */
function titledType(type: string | undefined, purpose: ListingPurpose): string | undefined {
  return purpose === "rent" && segmentOf(type) === "Rental" ? undefined : type;
}

/** /property-search-list: the banner carousel over the list. */
export async function loadPropertySearchList(db: Db, url: URL) {
  const params = paramsOf(url, "searchList");
  const [result, banners] = await Promise.all([runListing(db, params), listBanners(db)]);
  const shown = await shownPlace(db, params);
  const place = shown?.text;
  const type =
    result.status === 400 ? undefined : await typeTitle(db, titledType(params.type ?? params.subtitle, result.purpose));
  const title = searchTitle(type, place, result.purpose);
  return {
    ...strip(result),
    ...(await listingView(db, url, result)),
    title,
    stored: storedNames(
      ...inEnglish(shown),
      segmentOf(params.type ?? params.subtitle) ? undefined : await storedType(db, type),
    ),
    banners: banners.map(toBannerSlide),
    meta: metaOf(result, title, t("browse.search.description", { place: place ?? t("browse.uae") })),
  };
}

export type BannerSlide = Pick<Banner, "id" | "bannerType" | "propertyId" | "text" | "lines" | "imageId"> & InEnglish;

/** A banner in the page's language (its text names places too); what fell back to English is listed. */
function toBannerSlide(b: Banner): BannerSlide {
  const { id, bannerType, propertyId, text, lines, imageId, translations } = b;
  return localize({ id, bannerType, propertyId, text, lines, imageId, translations }, ["text", "lines"]);
}

/** /residential-filter: the header's Housing, Enterprise Assets and Buy links. */
export async function loadResidentialFilter(db: Db, url: URL) {
  const params = paramsOf(url, "residential");
  const result = await runListing(db, params);
  const shown = await shownPlace(db, params);
  const place = shown?.text ?? t("browse.uae");
  const [type, grid, image] = await Promise.all([
    typeTitle(db, params.type),
    result.status === 400
      ? []
      : topLocations(db, {
          country: params.country,
          state: params.state,
          district: params.district,
          type: params.type,
          purpose: result.purpose,
        }),
    result.status === 400
      ? null
      : heroImage(db, {
          country: params.country,
          state: params.state,
          city: params.district,
          label: params.locationlable,
        }),
  ]);
  const title = type ?? t("browse.residential.allTypes");
  return {
    ...strip(result),
    ...(await listingView(db, url, result)),
    title,
    stored: storedNames(...inEnglish(shown), segmentOf(params.type) ? undefined : await storedType(db, type)),
    subtitle: t("browse.residential.subtitle", { type: title, place }),
    heroImageId: image,
    topLocations: grid,
    meta: metaOf(
      result,
      t("browse.residential.metaTitle", { type: title, place }),
      t("browse.residential.subtitle", { type: title, place }),
    ),
  };
}

/** /dubai-locations: one location's listings beside the developers and the enquiry form. */
export async function loadDubaiLocation(db: Db, url: URL) {
  const params = paramsOf(url, "location");
  // Without a label the page lists the whole of Dubai rather than every listing.
  const result = await runListing(db, params, params.locationlable ? {} : { state: "Dubai" });
  const [image, developers] = await Promise.all([
    result.status === 400
      ? null
      : heroImage(db, { label: params.locationlable, state: params.locationlable ? undefined : "Dubai" }),
    rememberBriefly(db, "browse:developers", () => listDevelopers(db)),
  ]);
  // Named as the search pages name it: the place found, in the page's language where it has a name in it.
  const shown = await shownPlace(db, params);
  const label = shown?.text ?? t("browse.location.dubai");
  return {
    ...strip(result),
    ...(await listingView(db, url, result)),
    title: label,
    stored: inEnglish(shown),
    heroImageId: image,
    developers: developers.map((d) => ({ id: d.id, firmName: d.firmName, imageId: d.imageId })),
    meta: metaOf(
      result,
      t(result.purpose === "rent" ? "browse.location.metaTitleRent" : "browse.location.metaTitle", { place: label }),
      t("browse.location.subtitle", { place: label }),
    ),
  };
}

/** /country-property-sale-list: the country's states and listings. */
export async function loadCountryPage(db: Db, url: URL) {
  const params = paramsOf(url, "country");
  const country = params.country ?? "United Arab Emirates";
  const result = await runListing(db, params, { country });
  const [tree, images, image] =
    result.status === 400
      ? [null, null, null]
      : await Promise.all([
          locationFilter(db, { country, purpose: result.purpose }),
          placeImages(db, country),
          heroImage(db, { country }),
        ]);
  const name = await placeNamer(db, currentLanguage());
  const states: PlaceCard[] = tree
    ? stateCounts(tree).map((s) => ({
        name: s.name,
        shown: name(s.name),
        count: s.count,
        href: keepPurpose(
          `/country-property-sale-list-dist?country=${encodeURIComponent(country)}&state=${encodeURIComponent(s.name)}`,
          result.purpose,
        ),
        imageId: images?.states.get(s.name.toLowerCase()) ?? null,
      }))
    : [];
  const shown = name(tree?.countries[0]?.name ?? country);
  const title = shown.text;
  return {
    ...strip(result),
    ...(await listingView(db, url, result)),
    title,
    stored: inEnglish(shown),
    heroImageId: image,
    places: states,
    meta: metaOf(result, countryTitle(title, result.purpose), t("browse.country.description", { place: title })),
  };
}

/** "Property for sale in {place}", or for rent. */
function countryTitle(place: string, purpose: ListingPurpose): string {
  return t(purpose === "rent" ? "browse.country.metaTitleRent" : "browse.country.metaTitle", { place });
}

/** /country-property-sale-list-dist: a state's cities and listings. */
export async function loadStatePage(db: Db, url: URL) {
  const params = paramsOf(url, "state");
  const country = params.country ?? "United Arab Emirates";
  const result = await runListing(db, params, { country });
  const [tree, images, image] =
    result.status === 400
      ? [null, null, null]
      : await Promise.all([
          locationFilter(db, { country, state: params.state, purpose: result.purpose }),
          placeImages(db, country),
          heroImage(db, { country, state: params.state }),
        ]);
  const name = await placeNamer(db, currentLanguage());
  const cities: PlaceCard[] =
    tree && params.state
      ? cityCounts(tree).map((c) => ({
          name: c.name,
          shown: name(c.name),
          count: c.count,
          href: keepPurpose(
            `/country-property-sale-list-properties?country=${encodeURIComponent(country)}&state=${encodeURIComponent(params.state ?? "")}&city=${encodeURIComponent(c.name)}`,
            result.purpose,
          ),
          imageId: images?.cities.get(c.name.toLowerCase()) ?? null,
        }))
      : [];
  const first = tree?.countries[0];
  const shownState = name(first?.states[0]?.name ?? params.state ?? country);
  const shownCountry = name(first?.name ?? country);
  const state = shownState.text;
  return {
    ...strip(result),
    ...(await listingView(db, url, result)),
    title: state,
    country: shownCountry.text,
    stored: inEnglish(shownState, shownCountry),
    heroImageId: image,
    places: cities,
    meta: metaOf(result, countryTitle(state, result.purpose), t("browse.country.description", { place: state })),
  };
}

/** /country-property-sale-list-properties: a city's listings. */
export async function loadCityPage(db: Db, url: URL) {
  const params = paramsOf(url, "city");
  const country = params.country ?? "United Arab Emirates";
  const result = await runListing(db, params, { country });
  const image = result.status === 400 ? null : await heroImage(db, { country, state: params.state, city: params.city });
  const first = result.list?.items[0];
  const name = await placeNamer(db, currentLanguage());
  const shownCity = name(first && params.city ? first.city : (params.city ?? params.state ?? country));
  const shownState = name(params.state ?? params.city ?? country);
  const shownCountry = name(country);
  const [city, state] = [shownCity.text, shownState.text];
  const countryName = shownCountry.text;
  // The original site's heading says "for Sale"; a rent search says "for Rent".
  const heading = t(result.purpose === "rent" ? "browse.city.headingRent" : "browse.city.heading", {
    state,
    country: countryName,
  });
  return {
    ...strip(result),
    ...(await listingView(db, url, result)),
    title: city,
    heading,
    stored: inEnglish(shownCity, shownState, shownCountry),
    heroImageId: image,
    meta: metaOf(result, countryTitle(city, result.purpose), heading),
  };
}

const HOUSING_FEATURED = 4;

/** /property-lsiting-list: the Housing page, featured homes then every residential listing. */
export async function loadHousingPage(db: Db, url: URL) {
  const params = paramsOf(url, "housing");
  const result = await runListing(db, params, { type: "Residential" });
  const [featured, image] = await Promise.all([
    result.status === 400 ? [] : listFeaturedProperties(db, HOUSING_FEATURED * 3),
    heroImage(db, { state: "Dubai" }),
  ]);
  const homes = await withPlaceNames(
    db,
    featured
      .filter((p) => p.segment === "Residential" && p.purpose === result.purpose)
      .slice(0, HOUSING_FEATURED)
      .map(localizedCard),
    currentLanguage(),
  );
  return {
    ...strip(result),
    title: t("browse.housing.title"),
    heroImageId: image,
    featured: homes,
    meta: metaOf(result, t("browse.housing.title"), t("browse.housing.subtitle")),
  };
}

/** The search itself stays on the server (the map view has its own copy of the query). */
function strip<T extends { search?: PropertySearch; query?: PageParams }>(result: T): Omit<T, "search" | "query"> {
  const { search: _search, query: _query, ...rest } = result;
  return rest;
}
