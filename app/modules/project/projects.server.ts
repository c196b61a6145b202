/**
 * Off-plan projects for visitors (decision 062): the filtered list, one project's page, a
 * developer's projects and the home page's row. Only published projects are ever read here.
 * A unit type's size and price ranges are computed from the project's published sale listings
 * on every read (never stored), and answers are remembered briefly with their translations and
 * put in the page's language after reading, as the agent directory does.
 */
import { and, asc, between, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import {
  categories,
  developers,
  projectAmenities,
  projectImages,
  projectPaymentMilestones,
  projects,
  projectUnitTypes,
  properties,
  type Translations,
} from "../../../db/schema";
import { invalid } from "../../errors";
import { currentLanguage, t } from "../../i18n/i18n";
import type { Language } from "../../i18n/languages";
import type { InEnglish } from "../../i18n/stored";
import { localize } from "../../i18n/stored.server";
import { convert } from "../currency/currency";
import { currentRates, toAed } from "../currency/currency.server";
import { normalizeName, placeName, type ShownName } from "../location/match";
import { placeIndex, withPlaceNames } from "../location/match.server";
import { rememberBriefly } from "../memo.server";
import type { PropertyCardData } from "../property/card";
import { type Amenity, amenities } from "../property/detail.server";
import type { Box } from "../property/geometry";
import { cardQuery } from "../property/load.server";
import { localizeCard, typeName } from "../property/localize.server";
import { OPEN_BEDROOMS, openEnded } from "./components/unit-words";
import { type PlanMilestone, type ProjectStatus, planHeadline } from "./plan";
import { type ProjectQuery, projectFieldLabel } from "./schema";

export type PlanHeadline = ReturnType<typeof planHeadline>;

export type ProjectCard = {
  id: string;
  slug: string;
  name: string;
  developer: { id: string; name: string };
  /** The community and the emirate in the page's language. */
  community: ShownName;
  emirate: ShownName;
  /** The emirate in English: Dubai's projects carry RERA's advertising details. */
  emirateEnglish: string;
  status: ProjectStatus;
  handoverDate: string | null;
  /** The least price of its unit types (AED), null when no unit is listed. */
  fromPriceAed: number | null;
  plan: PlanHeadline;
  heroImageId: string | null;
  dldProjectNumber: string | null;
  createdAt: string;
} & InEnglish;

export type UnitType = {
  id: string;
  /** studio, or the property type in lower case (apartment, villa, townhouse...). */
  kind: string;
  /** The property type's name in the page's language. */
  typeName: string;
  bedrooms: number | null;
  /** "5+ bedrooms": its listings are those with at least `bedrooms` (unit-words.ts, openEnded). */
  orMore: boolean;
  /** Rolled up from the project's published sale listings of this type and bedroom count. */
  minPrice: number | null;
  maxPrice: number | null;
  minSize: number | null;
  maxSize: number | null;
  units: number;
} & InEnglish;

export type ProjectImage = { imageId: string; caption: string } & InEnglish;

export type ProjectDetail = ProjectCard & {
  description: string;
  latitude: number;
  longitude: number;
  escrowAccountNumber: string;
  escrowBank: string;
  percentCompleted: number;
  progressReportedAt: string | null;
  registryStatus: string | null;
  registryCompletionDate: string | null;
  updatedAt: string;
  amenities: Amenity[];
  gallery: ProjectImage[];
  brochure: ProjectImage[];
  floorPlans: ProjectImage[];
  unitTypes: UnitType[];
  paymentPlan: (PlanMilestone & InEnglish)[];
  listings: PropertyCardData[];
};

export type ProjectPage = { items: ProjectCard[]; total: number; page: number; limit: number };

// Correlated subqueries name the outer row "projects"."id" and the unit type "u".

/**
 * Unit type `u` (a table name or alias) is open-ended ("5+ bedrooms"): it has at least
 * OPEN_BEDROOMS and no larger unit type of its property type in its project. Kept in step with
 * `openEnded` (unit-words.ts), which names it on the page.
 */
function openEndedSql(u: string): SQL {
  const ut = sql.raw(u);
  return sql`(${ut}.bedrooms >= ${OPEN_BEDROOMS} and not exists (select 1 from ${projectUnitTypes} w
    where w.project_id = ${ut}.project_id and w.property_type_id = ${ut}.property_type_id and w.bedrooms > ${ut}.bedrooms))`;
}

/**
 * Listing `x` is a published sale unit of unit type `u` (a table name or alias): same project,
 * type and bedrooms, or at least as many bedrooms for an open-ended ("5+") unit type.
 */
function unitMatch(u: string): SQL {
  const ut = sql.raw(u);
  return sql`x.project_id = ${ut}.project_id and x.status = 'published' and x.purpose = 'sale'
    and x.property_type_id = ${ut}.property_type_id
    and (${ut}.bedrooms is null or x.bedrooms = ${ut}.bedrooms or (x.bedrooms > ${ut}.bedrooms and ${openEndedSql(u)}))`;
}

/** The least (or greatest) listed price of the outer project's unit types. */
function priceBound(fn: "min" | "max"): SQL<string | number | null> {
  return sql`(select ${sql.raw(fn)}(x.price_aed) from ${projectUnitTypes} u join ${properties} x on ${unitMatch("u")}
    where u.project_id = "projects"."id")`;
}

const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  translations: projects.translations,
  developerId: developers.id,
  developerName: developers.firmName,
  locationId: projects.locationId,
  status: projects.status,
  handoverDate: projects.handoverDate,
  dldProjectNumber: projects.dldProjectNumber,
  createdAt: sql<string>`to_char(${projects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  fromPrice: priceBound("min").as("from_price"),
  heroImageId: sql<string | null>`(select i.image_id from ${projectImages} i where i.project_id = "projects"."id"
    order by (i.kind <> 'hero'), (i.kind <> 'gallery'), i.position limit 1)`.as("hero_image_id"),
};

type CardRow = {
  id: string;
  slug: string;
  name: string;
  translations: Translations;
  developerId: string;
  developerName: string;
  locationId: string;
  status: ProjectStatus;
  handoverDate: string | null;
  dldProjectNumber: string | null;
  createdAt: string;
  fromPrice: string | number | null;
  heroImageId: string | null;
};

type RawCard = CardRow & { plan: Pick<PlanMilestone, "stage" | "percent">[] };

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The plans of some projects, by project, in order. */
async function plansOf(db: Db, ids: string[]) {
  const byProject = new Map<string, Pick<PlanMilestone, "stage" | "percent">[]>();
  if (ids.length === 0) return byProject;
  const rows = await db
    .select({
      projectId: projectPaymentMilestones.projectId,
      stage: projectPaymentMilestones.stage,
      percent: projectPaymentMilestones.percent,
    })
    .from(projectPaymentMilestones)
    .where(inArray(projectPaymentMilestones.projectId, ids))
    .orderBy(asc(projectPaymentMilestones.position));
  for (const r of rows)
    byProject.set(r.projectId, [...(byProject.get(r.projectId) ?? []), { stage: r.stage, percent: Number(r.percent) }]);
  return byProject;
}

async function withPlans(db: Db, rows: CardRow[]): Promise<RawCard[]> {
  const plans = await plansOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, plan: plans.get(r.id) ?? [] }));
}

/** A card in the page's language. */
async function localizeCards(db: Db, rows: RawCard[], lang: Language): Promise<ProjectCard[]> {
  const places = new Map((await placeIndex(db)).map((p) => [p.id, p]));
  return rows.map((r) => {
    const place = places.get(r.locationId);
    const own = localize({ name: r.name, translations: r.translations }, ["name"], lang);
    return {
      id: r.id,
      slug: r.slug,
      ...own,
      developer: { id: r.developerId, name: r.developerName },
      community: place ? placeName(place, lang, "label") : { text: "", lang: "en" },
      emirate: place ? placeName(place, lang, "state") : { text: "", lang: "en" },
      emirateEnglish: place?.state ?? "",
      status: r.status,
      handoverDate: r.handoverDate,
      fromPriceAed: num(r.fromPrice),
      plan: planHeadline(r.plan),
      heroImageId: r.heroImageId,
      dldProjectNumber: r.dldProjectNumber,
      createdAt: r.createdAt,
    };
  });
}

function cardSelect(db: Db) {
  return db
    .select(cardColumns)
    .from(projects)
    .innerJoin(developers, eq(developers.id, projects.developerId))
    .$dynamic();
}

// ---------------------------------------------------------------- the list

/** What the list's filters resolve to: place and developer checked, prices in AED. */
type Resolved = {
  locationIds?: string[];
  developerId?: string;
  minAed?: number;
  maxAed?: number;
};

/**
 * The query's names checked against the data: an emirate, community or developer no published
 * project has, or a currency without a rate, is a 400 naming the field.
 */
async function resolve(db: Db, q: ProjectQuery, currency: string): Promise<Resolved> {
  const out: Resolved = {};
  if (q.emirate || q.community) {
    const places = await placeIndex(db);
    let ids = places.map((p) => p.id);
    if (q.emirate) {
      const wanted = normalizeName(q.emirate);
      const inEmirate = places.filter(
        (p) =>
          normalizeName(p.state) === wanted ||
          Object.values(p.translations ?? {}).some(
            (tr) => typeof tr?.state === "string" && normalizeName(tr.state) === wanted,
          ),
      );
      if (inEmirate.length === 0) throw invalid({ emirate: unknownMessage("emirate") });
      ids = inEmirate.map((p) => p.id);
    }
    if (q.community) {
      const wanted = normalizeName(q.community);
      const named = places.filter((p) => p.id === q.community || p.keys.labels.includes(wanted));
      if (named.length === 0) throw invalid({ community: unknownMessage("community") });
      const allowed = new Set(ids);
      ids = named.map((p) => p.id).filter((id) => allowed.has(id));
    }
    out.locationIds = ids;
  }
  if (q.developer) {
    const [row] = await db.select({ id: developers.id }).from(developers).where(eq(developers.id, q.developer));
    if (!row) throw invalid({ developer: unknownMessage("developer") });
    out.developerId = row.id;
  }
  if (q.minPrice !== undefined || q.maxPrice !== undefined) {
    const rates = await currentRates(db);
    const inAed = (amount: number | undefined) => {
      if (amount === undefined) return undefined;
      const aed = toAed(amount, currency, rates);
      if (aed === null) throw invalid({ currency: unknownMessage("currency") });
      return aed;
    };
    out.minAed = inAed(q.minPrice);
    out.maxAed = inAed(q.maxPrice);
  }
  return out;
}

function unknownMessage(field: string): string {
  return t("projects.error.unknown", { field: projectFieldLabel(field) });
}

function conditions(q: ProjectQuery, r: Resolved): SQL[] {
  const where: SQL[] = [eq(projects.published, true)];
  if (r.locationIds) where.push(r.locationIds.length ? inArray(projects.locationId, r.locationIds) : sql`false`);
  if (r.developerId) where.push(eq(projects.developerId, r.developerId));
  if (q.handoverYear !== undefined) where.push(sql`extract(year from ${projects.handoverDate}) = ${q.handoverYear}`);
  if (q.status) where.push(eq(projects.status, q.status));
  if (q.bedrooms !== undefined)
    where.push(
      // A "5+" unit type holds homes of 6 bedrooms too.
      sql`exists (select 1 from ${projectUnitTypes} u where u.project_id = "projects"."id"
        and (u.bedrooms = ${q.bedrooms} or (u.bedrooms < ${q.bedrooms} and ${openEndedSql("u")})))`,
    );
  if (q.plan) {
    const post = sql`exists (select 1 from ${projectPaymentMilestones} m
      where m.project_id = "projects"."id" and m.stage = 'post_handover')`;
    where.push(q.plan === "post_handover" ? post : sql`not ${post}`);
  }
  // A project's units overlap the price band: its cheapest at most the maximum, its dearest at least the minimum.
  if (r.maxAed !== undefined) where.push(sql`${priceBound("min")} <= ${r.maxAed}`);
  if (r.minAed !== undefined) where.push(sql`${priceBound("max")} >= ${r.minAed}`);
  return where;
}

function ordering(sort: ProjectQuery["sort"]): SQL[] {
  switch (sort) {
    case "handover":
      return [sql`${projects.handoverDate} asc nulls last`, asc(projects.id)];
    case "price_asc":
      return [sql`from_price asc nulls last`, asc(projects.id)];
    case "price_desc":
      return [sql`from_price desc nulls last`, asc(projects.id)];
    default:
      return [desc(projects.createdAt), asc(projects.id)];
  }
}

/**
 * One page of published projects matching the query. Prices are in `currency` (the page's
 * display currency, or the API's AED); unknown names answer 400 naming the field.
 */
export async function listProjects(
  db: Db,
  q: ProjectQuery,
  opts: { currency: string; lang?: Language },
): Promise<ProjectPage> {
  const lang = opts.lang ?? currentLanguage();
  const currency = q.currency ?? opts.currency;
  const resolved = await resolve(db, q, currency);
  const key = `projects:list:${JSON.stringify([q, resolved])}`;
  const raw = await rememberBriefly(db, key, async () => {
    const where = and(...conditions(q, resolved));
    const [rows, [total]] = await Promise.all([
      cardSelect(db)
        .where(where)
        .orderBy(...ordering(q.sort))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where),
    ]);
    return { rows: await withPlans(db, rows), total: Number(total?.n ?? 0) };
  });
  return { items: await localizeCards(db, raw.rows, lang), total: raw.total, page: q.page, limit: q.limit };
}

/** A project as a pin: the same GeoJSON feature as a listing's on the listings' map (GET property/map). */
export type ProjectMapFeature = {
  type: "Feature";
  geometry: { type: "Point"; coordinates: [number, number] };
  /** `_id` is the slug (the pin's card and link); no price when no unit of the project is listed. */
  properties: { cluster: false; _id: string; price?: number; currency: string; title: string };
};

/** However many projects match, a map answers at most this many pins. */
const MAX_MAP_PROJECTS = 500;

/**
 * The published projects matching the list's filters inside the box, one pin each (a few
 * hundred at most, so they are not clustered on the server), "from" prices in the query's
 * currency (AED by default). Titles are English, as the listings' map answers them.
 */
export async function projectMap(db: Db, q: ProjectQuery, box: Box): Promise<ProjectMapFeature[]> {
  const currency = q.currency ?? "AED";
  const [resolved, rates] = await Promise.all([resolve(db, q, currency), currentRates(db)]);
  if (!(currency in rates)) throw invalid({ currency: unknownMessage("currency") });
  const key = `projects:map:${JSON.stringify([q, resolved, box])}`;
  const rows = await rememberBriefly(db, key, () =>
    db
      .select({
        slug: projects.slug,
        name: projects.name,
        latitude: projects.latitude,
        longitude: projects.longitude,
        fromPrice: priceBound("min"),
      })
      .from(projects)
      .where(
        and(
          ...conditions(q, resolved),
          between(projects.longitude, box.west, box.east),
          between(projects.latitude, box.south, box.north),
        ),
      )
      .orderBy(asc(projects.id))
      .limit(MAX_MAP_PROJECTS),
  );
  return rows.map((r) => {
    const aed = num(r.fromPrice);
    return {
      type: "Feature",
      geometry: { type: "Point", coordinates: [r.longitude, r.latitude] },
      properties: {
        cluster: false,
        _id: r.slug,
        ...(aed === null ? {} : { price: Math.round(convert(aed, "AED", currency, rates)) }),
        currency,
        title: r.name,
      },
    };
  });
}

/** The choices of the list's filters: the places, developers and handover years of published projects. */
export async function projectFilterChoices(db: Db, lang: Language = currentLanguage()) {
  const raw = await rememberBriefly(db, "projects:choices", () =>
    db
      .selectDistinct({
        locationId: projects.locationId,
        developerId: developers.id,
        developerName: developers.firmName,
        year: sql<number | null>`extract(year from ${projects.handoverDate})::int`,
      })
      .from(projects)
      .innerJoin(developers, eq(developers.id, projects.developerId))
      .where(eq(projects.published, true)),
  );
  const places = new Map((await placeIndex(db)).map((p) => [p.id, p]));
  const emirates = new Map<string, ShownName>();
  const communities = new Map<string, ShownName>();
  const devs = new Map<string, string>();
  const years = new Set<number>();
  for (const r of raw) {
    const place = places.get(r.locationId);
    if (place) {
      emirates.set(place.state, placeName(place, lang, "state"));
      communities.set(place.label, placeName(place, lang, "label"));
    }
    devs.set(r.developerId, r.developerName);
    if (r.year !== null) years.add(Number(r.year));
  }
  const byName = <T extends { name: ShownName }>(a: T, b: T) => a.name.text.localeCompare(b.name.text, lang);
  return {
    emirates: [...emirates].map(([value, name]) => ({ value, name })).sort(byName),
    communities: [...communities].map(([value, name]) => ({ value, name })).sort(byName),
    developers: [...devs].map(([value, name]) => ({ value, name })).sort((a, b) => a.name.localeCompare(b.name, "en")),
    years: [...years].sort((a, b) => a - b),
  };
}

/** A developer's published projects, handover first (its profile page). */
export async function developerProjects(db: Db, developerId: string, lang: Language = currentLanguage()) {
  const raw = await rememberBriefly(db, `projects:developer:${developerId}`, async () =>
    withPlans(
      db,
      await cardSelect(db)
        .where(and(eq(projects.published, true), eq(projects.developerId, developerId)))
        .orderBy(sql`${projects.handoverDate} asc nulls last`, asc(projects.id))
        .limit(24),
    ),
  );
  return localizeCards(db, raw, lang);
}

/** The newest published projects (the home page's row). */
export async function newestProjects(db: Db, limit: number, lang: Language = currentLanguage()) {
  const raw = await rememberBriefly(db, `projects:newest:${limit}`, async () =>
    withPlans(
      db,
      await cardSelect(db)
        .where(eq(projects.published, true))
        .orderBy(desc(projects.createdAt), asc(projects.id))
        .limit(limit),
    ),
  );
  return localizeCards(db, raw, lang);
}

// ---------------------------------------------------------------- one project

/** Each unit type of a project with its ranges rolled up from the project's listings, in order. */
export function unitTypeRanges(db: Db, projectId: string) {
  const of = (expr: string) => sql.raw(expr);
  const over = (what: string) =>
    sql`(select ${of(what)} from ${properties} x where ${unitMatch('"project_unit_types"')})`;
  return db
    .select({
      id: projectUnitTypes.id,
      typeValue: categories.value,
      typeTranslations: categories.translations,
      bedrooms: projectUnitTypes.bedrooms,
      minPrice: sql<string | number | null>`${over("min(x.price_aed)")}`,
      maxPrice: sql<string | number | null>`${over("max(x.price_aed)")}`,
      minSize: sql<number | null>`${over("min(x.area_sqft)")}`,
      maxSize: sql<number | null>`${over("max(x.area_sqft)")}`,
      units: sql<number>`${over("count(*)::int")}`,
    })
    .from(projectUnitTypes)
    .innerJoin(categories, eq(categories.id, projectUnitTypes.propertyTypeId))
    .where(eq(projectUnitTypes.projectId, projectId))
    .orderBy(asc(projectUnitTypes.position), sql`${projectUnitTypes.bedrooms} nulls last`);
}

/** A published project by slug with everything its page shows, in `lang`; null when there is none. */
export async function loadProject(
  db: Db,
  slug: string,
  lang: Language = currentLanguage(),
): Promise<ProjectDetail | null> {
  const raw = await rememberBriefly(db, `projects:one:${slug}`, async () => {
    const [row] = await cardSelect(db)
      .where(and(eq(projects.slug, slug), eq(projects.published, true)))
      .limit(1);
    if (!row) return null;
    const [more, images, amenityRows, units, plan, listings] = await Promise.all([
      db
        .select({
          description: projects.description,
          latitude: projects.latitude,
          longitude: projects.longitude,
          escrowAccountNumber: projects.escrowAccountNumber,
          escrowBank: projects.escrowBank,
          percentCompleted: projects.percentCompleted,
          progressReportedAt: projects.progressReportedAt,
          registryStatus: projects.registryStatus,
          registryCompletionDate: projects.registryCompletionDate,
          updatedAt: sql<string>`to_char(${projects.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        })
        .from(projects)
        .where(eq(projects.id, row.id)),
      db
        .select({
          kind: projectImages.kind,
          imageId: projectImages.imageId,
          caption: projectImages.caption,
          translations: projectImages.translations,
        })
        .from(projectImages)
        .where(eq(projectImages.projectId, row.id))
        .orderBy(asc(projectImages.kind), asc(projectImages.position)),
      db
        .select({ id: projectAmenities.categoryId })
        .from(projectAmenities)
        .innerJoin(categories, eq(categories.id, projectAmenities.categoryId))
        .where(eq(projectAmenities.projectId, row.id))
        .orderBy(asc(categories.sortOrder), asc(categories.value)),
      unitTypeRanges(db, row.id),
      db
        .select({
          stage: projectPaymentMilestones.stage,
          label: projectPaymentMilestones.label,
          percent: projectPaymentMilestones.percent,
          dueDate: projectPaymentMilestones.dueDate,
          dueConstructionPercent: projectPaymentMilestones.dueConstructionPercent,
          monthsAfterHandover: projectPaymentMilestones.monthsAfterHandover,
          translations: projectPaymentMilestones.translations,
        })
        .from(projectPaymentMilestones)
        .where(eq(projectPaymentMilestones.projectId, row.id))
        .orderBy(asc(projectPaymentMilestones.position)),
      cardQuery(db, {})
        .where(and(eq(properties.projectId, row.id), eq(properties.status, "published")))
        .orderBy(asc(properties.priceAed), asc(properties.id))
        .limit(24),
    ]);
    const [card] = await withPlans(db, [row]);
    return {
      card: card as RawCard,
      more: more[0] as NonNullable<(typeof more)[0]>,
      images,
      amenityIds: amenityRows.map((a) => a.id),
      units,
      plan,
      listings,
    };
  });
  if (!raw) return null;
  const [card] = await localizeCards(db, [raw.card], lang);
  const description = localize(
    { description: raw.more.description, translations: raw.card.translations },
    ["description"],
    lang,
  );
  const imagesOf = (kind: string) =>
    raw.images
      .filter((i) => i.kind === kind)
      .map((i) => {
        const shown = localize({ caption: i.caption, translations: i.translations }, ["caption"], lang);
        return { imageId: i.imageId, ...shown };
      });
  const hero = imagesOf("hero");
  const inEnglish = [...(card?.inEnglish ?? []), ...(description.inEnglish ?? [])];
  return {
    ...(card as ProjectCard),
    ...(inEnglish.length ? { inEnglish } : {}),
    description: description.description,
    latitude: raw.more.latitude,
    longitude: raw.more.longitude,
    escrowAccountNumber: raw.more.escrowAccountNumber,
    escrowBank: raw.more.escrowBank,
    percentCompleted: Number(raw.more.percentCompleted),
    progressReportedAt: raw.more.progressReportedAt,
    registryStatus: raw.more.registryStatus,
    registryCompletionDate: raw.more.registryCompletionDate,
    updatedAt: raw.more.updatedAt,
    amenities: await amenities(db, MASTER.facility, raw.amenityIds),
    gallery: [...hero, ...imagesOf("gallery")],
    brochure: imagesOf("brochure"),
    floorPlans: imagesOf("floor_plan"),
    unitTypes: raw.units.map((u) => {
      const type = typeName(u.typeValue, u.typeTranslations);
      return {
        id: u.id,
        kind: u.bedrooms === 0 ? "studio" : u.typeValue.toLowerCase(),
        typeName: type.name,
        ...(type.english ? { inEnglish: ["typeName"] } : {}),
        bedrooms: u.bedrooms,
        orMore: openEnded(u, raw.units),
        minPrice: num(u.minPrice),
        maxPrice: num(u.maxPrice),
        minSize: num(u.minSize),
        maxSize: num(u.maxSize),
        units: Number(u.units),
      };
    }),
    paymentPlan: raw.plan.map((m) => ({
      ...localize({ label: m.label, translations: m.translations }, ["label"], lang),
      stage: m.stage,
      percent: Number(m.percent),
      dueDate: m.dueDate,
      dueConstructionPercent: m.dueConstructionPercent,
      monthsAfterHandover: m.monthsAfterHandover,
    })),
    listings: await withPlaceNames(db, raw.listings.map(localizeCard), lang),
  };
}
