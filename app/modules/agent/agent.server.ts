/**
 * Licensed agents and agencies (decision 012): the public directory, profiles and the figures
 * computed from our own data. Answers are remembered briefly with their translations and
 * put in the page's language after reading, so one memory entry serves every language.
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  agentAreas,
  agents,
  brokerages,
  enquiries,
  locations,
  properties,
  type Translations,
} from "../../../db/schema";
import { invalid } from "../../errors";
import { currentLanguage } from "../../i18n/i18n";
import type { Language } from "../../i18n/languages";
import type { InEnglish } from "../../i18n/stored";
import { localize } from "../../i18n/stored.server";
import { normalizeName, placeName, type ShownName } from "../location/match";
import { placeIndex, withPlaceNames } from "../location/match.server";
import { rememberBriefly } from "../memo.server";
import type { PropertyCardData } from "../property/card";
import { cardQuery } from "../property/load.server";
import { localizeCard } from "../property/localize.server";
import {
  AGENT_LISTINGS_PAGE_SIZE,
  type AgencyQuery,
  type AgentQuery,
  DIRECTORY_PAGE_SIZE,
  FIGURES_DAYS,
  unknownAreaMessage,
} from "./schema";

export type AgentFigures = {
  /** Published listings the agent carries now. */
  listingsLive: number;
  /** Enquiries in the last FIGURES_DAYS days (spam left out). */
  enquiries: number;
  /** Of those, the ones with a first response. */
  responded: number;
  /** Share of enquiries answered, 0..1; null with no enquiries. */
  responseRate: number | null;
  /** Median seconds from an enquiry to its first response; null when none was answered. */
  medianResponseSeconds: number | null;
};

export type AgencyRef = { id: string; slug: string; name: string; orn: string } & InEnglish;

export type AgentArea = { id: string; label: string; name: ShownName };

export type AgentCard = {
  id: string;
  slug: string;
  name: string;
  brn: string;
  photoImageId: string | null;
  languages: string[];
  phone: string;
  whatsapp: string;
  email: string;
  bio: string;
  areas: AgentArea[];
  agency: AgencyRef;
  figures: AgentFigures;
} & InEnglish;

export type AgencyCard = {
  id: string;
  slug: string;
  name: string;
  orn: string;
  tradeLicence: string;
  logoImageId: string | null;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  languages: string[];
  description: string;
  agentCount: number;
  listingsLive: number;
} & InEnglish;

export type DirectoryPage<T> = { items: T[]; total: number; page: number; limit: number };

const agentColumns = {
  id: agents.id,
  slug: agents.slug,
  name: agents.name,
  brn: agents.brn,
  photoImageId: agents.photoImageId,
  languages: agents.languages,
  phone: agents.phone,
  whatsapp: agents.whatsapp,
  email: agents.email,
  bio: agents.bio,
  translations: agents.translations,
  agencyId: brokerages.id,
  agencySlug: brokerages.slug,
  agencyName: brokerages.name,
  agencyOrn: brokerages.orn,
  agencyTranslations: brokerages.translations,
};

type AgentRow = {
  id: string;
  slug: string;
  name: string;
  brn: string;
  photoImageId: string | null;
  languages: string[];
  phone: string;
  whatsapp: string;
  email: string;
  bio: string;
  translations: Translations;
  agencyId: string;
  agencySlug: string;
  agencyName: string;
  agencyOrn: string;
  agencyTranslations: Translations;
};

// ---------------------------------------------------------------- figures

// Correlated subqueries name the outer row as "agents"."id" / "brokerages"."id": Drizzle writes
// a column of a one-table select unqualified ("id"), which inside the subquery means its own id.

/**
 * Each agent's figures, computed in one query: live listings from the listings index by
 * agent, and the enquiries of the last FIGURES_DAYS days from the enquiries index by agent.
 * The median is over answered enquiries only (an unanswered one has no response time; the
 * response rate counts it instead).
 */
async function figuresOf(db: Db, ids: string[]): Promise<Map<string, AgentFigures>> {
  if (ids.length === 0) return new Map();
  const since = sql`now() - make_interval(days => ${FIGURES_DAYS})`;
  const rows = await db
    .select({
      id: agents.id,
      live: sql<number>`(select count(*)::int from ${properties} p
        where p.agent_id = "agents"."id" and p.status = 'published')`,
      total: sql<number>`(select count(*)::int from ${enquiries} e
        where e.agent_id = "agents"."id" and e.status <> 'Spam' and e.created_at > ${since})`,
      responded: sql<number>`(select count(*)::int from ${enquiries} e
        where e.agent_id = "agents"."id" and e.status <> 'Spam' and e.created_at > ${since}
          and e.first_response_at is not null)`,
      median: sql<number | null>`(select percentile_cont(0.5) within group
          (order by extract(epoch from (e.first_response_at - e.created_at))::float8)
        from ${enquiries} e
        where e.agent_id = "agents"."id" and e.status <> 'Spam' and e.created_at > ${since}
          and e.first_response_at is not null)`,
    })
    .from(agents)
    .where(inArray(agents.id, ids));
  return new Map(
    rows.map((r) => {
      const total = Number(r.total);
      const responded = Number(r.responded);
      return [
        r.id,
        {
          listingsLive: Number(r.live),
          enquiries: total,
          responded,
          responseRate: total > 0 ? responded / total : null,
          medianResponseSeconds: r.median === null ? null : Math.round(Number(r.median)),
        },
      ];
    }),
  );
}

/** The places each agent serves, by agent id, in the places' sort order. */
async function areasOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; label: string }[]>();
  const rows = await db
    .select({ agentId: agentAreas.agentId, id: locations.id, label: locations.label })
    .from(agentAreas)
    .innerJoin(locations, eq(locations.id, agentAreas.locationId))
    .where(inArray(agentAreas.agentId, ids))
    .orderBy(asc(locations.sortOrder), asc(locations.label));
  const byAgent = new Map<string, { id: string; label: string }[]>();
  for (const r of rows) byAgent.set(r.agentId, [...(byAgent.get(r.agentId) ?? []), { id: r.id, label: r.label }]);
  return byAgent;
}

type RawAgent = AgentRow & { areas: { id: string; label: string }[]; figures: AgentFigures };

async function completeAgents(db: Db, rows: AgentRow[]): Promise<RawAgent[]> {
  const ids = rows.map((r) => r.id);
  const [figures, areas] = await Promise.all([figuresOf(db, ids), areasOf(db, ids)]);
  return rows.map((r) => ({
    ...r,
    areas: areas.get(r.id) ?? [],
    figures: figures.get(r.id) ?? {
      listingsLive: 0,
      enquiries: 0,
      responded: 0,
      responseRate: null,
      medianResponseSeconds: null,
    },
  }));
}

/** An agent as the page (or, in English, the API) shows it: bio, agency and places in `lang`. */
async function localizeAgents(db: Db, raw: RawAgent[], lang: Language): Promise<AgentCard[]> {
  const places = new Map((await placeIndex(db)).map((p) => [p.id, p]));
  return raw.map((r) => {
    const { agencyId, agencySlug, agencyName, agencyOrn, agencyTranslations, areas, ...own } = r;
    const agency = localize(
      { id: agencyId, slug: agencySlug, name: agencyName, orn: agencyOrn, translations: agencyTranslations },
      ["name"],
      lang,
    );
    return {
      ...localize(own, ["bio"], lang),
      agency,
      areas: areas.map((a) => {
        const place = places.get(a.id);
        return { ...a, name: place ? placeName(place, lang) : { text: a.label, lang: "en" as const } };
      }),
    };
  });
}

// ---------------------------------------------------------------- the agent directory

/** The location an `area` parameter names: a location id, or a place's own name in any language. */
async function resolveArea(db: Db, area: string): Promise<string> {
  const places = await placeIndex(db);
  const byId = places.find((p) => p.id === area);
  if (byId) return byId.id;
  const wanted = normalizeName(area);
  const named = places.find((p) => p.keys.labels.includes(wanted));
  if (named) return named.id;
  throw invalid({ area: unknownAreaMessage() });
}

function agentConditions(query: { q?: string; language?: string }, areaId: string | undefined): SQL[] {
  const conditions: SQL[] = [eq(agents.isActive, true)];
  if (query.q) conditions.push(ilike(agents.name, likeAnywhere(query.q)));
  if (query.language) conditions.push(sql`${query.language} = any(${agents.languages})`);
  if (areaId)
    conditions.push(
      sql`exists (select 1 from ${agentAreas} x where x.agent_id = "agents"."id" and x.location_id = ${areaId})`,
    );
  return conditions;
}

function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of active agents matching the name, language and area, by name; `area` unknown -> 400 naming it. */
export async function listAgents(db: Db, query: AgentQuery, lang: Language = currentLanguage()) {
  const areaId = query.area ? await resolveArea(db, query.area) : undefined;
  const key = `agents:list:${query.q ?? ""}|${query.language ?? ""}|${areaId ?? ""}|${query.page}`;
  const raw = await rememberBriefly(db, key, async () => {
    const where = and(...agentConditions(query, areaId));
    const [rows, [total]] = await Promise.all([
      db
        .select(agentColumns)
        .from(agents)
        .innerJoin(brokerages, eq(brokerages.id, agents.brokerageId))
        .where(where)
        .orderBy(asc(agents.name), asc(agents.id))
        .limit(DIRECTORY_PAGE_SIZE)
        .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
      db.select({ n: count() }).from(agents).where(where),
    ]);
    return { rows: await completeAgents(db, rows), total: Number(total?.n ?? 0) };
  });
  return {
    items: await localizeAgents(db, raw.rows, lang),
    total: raw.total,
    page: query.page,
    limit: DIRECTORY_PAGE_SIZE,
  } satisfies DirectoryPage<AgentCard>;
}

/** An active agent by slug with a page of their published listings (newest first), or null. */
export async function loadAgentProfile(db: Db, slug: string, page: number, lang: Language = currentLanguage()) {
  const raw = await rememberBriefly(db, `agents:profile:${slug}`, async () => {
    const rows = await db
      .select(agentColumns)
      .from(agents)
      .innerJoin(brokerages, eq(brokerages.id, agents.brokerageId))
      .where(and(eq(agents.slug, slug), eq(agents.isActive, true)))
      .limit(1);
    return rows.length ? (await completeAgents(db, rows))[0] : null;
  });
  if (!raw) return null;
  const [agent] = await localizeAgents(db, [raw], lang);
  const listings = await agentListings(db, raw.id, page, raw.figures.listingsLive, lang);
  return { agent: agent as AgentCard, listings };
}

/** A page of an agent's live listings as cards, places named in `lang`. */
async function agentListings(
  db: Db,
  agentId: string,
  page: number,
  total: number,
  lang: Language,
): Promise<DirectoryPage<PropertyCardData>> {
  const rows = await rememberBriefly(db, `agents:listings:${agentId}:${page}`, () =>
    cardQuery(db, {})
      .where(and(eq(properties.agentId, agentId), eq(properties.status, "published")))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(AGENT_LISTINGS_PAGE_SIZE)
      .offset((page - 1) * AGENT_LISTINGS_PAGE_SIZE),
  );
  return {
    items: await withPlaceNames(db, rows.map(localizeCard), lang),
    total,
    page,
    limit: AGENT_LISTINGS_PAGE_SIZE,
  };
}

/** The places some active agent serves, for the search form's area choice, named in `lang`. */
export async function areasServed(db: Db, lang: Language = currentLanguage()) {
  const ids = await rememberBriefly(db, "agents:areas", async () => {
    const rows = await db
      .selectDistinct({ id: agentAreas.locationId })
      .from(agentAreas)
      .innerJoin(agents, eq(agents.id, agentAreas.agentId))
      .where(eq(agents.isActive, true));
    return new Set(rows.map((r) => r.id));
  });
  return (await placeIndex(db))
    .filter((p) => ids.has(p.id))
    .map((p) => ({ value: p.label, name: placeName(p, lang) }))
    .sort((a, b) => a.name.text.localeCompare(b.name.text, lang));
}

// ---------------------------------------------------------------- agencies

const agencyColumns = {
  id: brokerages.id,
  slug: brokerages.slug,
  name: brokerages.name,
  orn: brokerages.orn,
  tradeLicence: brokerages.tradeLicence,
  logoImageId: brokerages.logoImageId,
  address: brokerages.address,
  phone: brokerages.phone,
  whatsapp: brokerages.whatsapp,
  email: brokerages.email,
  languages: brokerages.languages,
  description: brokerages.description,
  translations: brokerages.translations,
  agentCount: sql<number>`(select count(*)::int from ${agents} a
    where a.brokerage_id = "brokerages"."id" and a.is_active)`.as("agent_count"),
  listingsLive: sql<number>`(select count(*)::int from ${properties} p join ${agents} a on a.id = p.agent_id
    where a.brokerage_id = "brokerages"."id" and p.status = 'published')`.as("listings_live"),
};

function agencyConditions(query: { q?: string; language?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(brokerages.name, likeAnywhere(query.q)));
  if (query.language) conditions.push(sql`${query.language} = any(${brokerages.languages})`);
  return conditions;
}

const localizeAgency = <T extends { translations: Translations; name: string; description: string }>(
  row: T,
  lang: Language,
) => localize(row, ["name", "description"], lang);

/** One page of agencies by name. */
export async function listAgencies(db: Db, query: AgencyQuery, lang: Language = currentLanguage()) {
  const key = `agencies:list:${query.q ?? ""}|${query.language ?? ""}|${query.page}`;
  const raw = await rememberBriefly(db, key, async () => {
    const where = and(...agencyConditions(query));
    const [rows, [total]] = await Promise.all([
      db
        .select(agencyColumns)
        .from(brokerages)
        .where(where)
        .orderBy(asc(brokerages.name), asc(brokerages.id))
        .limit(DIRECTORY_PAGE_SIZE)
        .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
      db.select({ n: count() }).from(brokerages).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  });
  return {
    items: raw.rows.map((r) => localizeAgency(r, lang) as AgencyCard),
    total: raw.total,
    page: query.page,
    limit: DIRECTORY_PAGE_SIZE,
  } satisfies DirectoryPage<AgencyCard>;
}

/** An agency by slug with its active agents (by name), or null. */
export async function loadAgencyProfile(db: Db, slug: string, lang: Language = currentLanguage()) {
  const raw = await rememberBriefly(db, `agencies:profile:${slug}`, async () => {
    const [agency] = await db.select(agencyColumns).from(brokerages).where(eq(brokerages.slug, slug)).limit(1);
    if (!agency) return null;
    const rows = await db
      .select(agentColumns)
      .from(agents)
      .innerJoin(brokerages, eq(brokerages.id, agents.brokerageId))
      .where(and(eq(agents.brokerageId, agency.id), eq(agents.isActive, true)))
      .orderBy(asc(agents.name));
    return { agency, agents: await completeAgents(db, rows) };
  });
  if (!raw) return null;
  return {
    agency: localizeAgency(raw.agency, lang) as AgencyCard,
    agents: await localizeAgents(db, raw.agents, lang),
  };
}

/** An agency's name in `lang` by slug, for the page of its listings; null when no agency has the slug. */
export async function findAgencyName(db: Db, slug: string, lang: Language = currentLanguage()) {
  const [row] = await db
    .select({ slug: brokerages.slug, name: brokerages.name, translations: brokerages.translations })
    .from(brokerages)
    .where(eq(brokerages.slug, slug.toLowerCase()))
    .limit(1);
  return row ? localize(row, ["name"], lang) : null;
}

export type AgentProfileData = NonNullable<Awaited<ReturnType<typeof loadAgentProfile>>>;
export type AgencyProfileData = NonNullable<Awaited<ReturnType<typeof loadAgencyProfile>>>;

/** Slugs of every active agent and every agency, for the sitemap. */
export function directorySlugs(db: Db) {
  return Promise.all([
    db.select({ slug: agents.slug }).from(agents).where(eq(agents.isActive, true)).orderBy(asc(agents.slug)),
    db.select({ slug: brokerages.slug }).from(brokerages).orderBy(asc(brokerages.slug)),
  ]);
}
