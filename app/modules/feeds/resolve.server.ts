import { eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { MASTER } from "../../../db/ids";
import { agents, categories, developers, projects, type Translations } from "../../../db/schema";
import { normalizeName } from "../location/match";
import { type IndexedPlace, placeIndex } from "../location/match.server";
import type { FeedAgent, FeedListing, ListingProblem } from "./feed-listing";

// What a feed's names and codes become in our tables: places, property types, amenities, agents.

export type Lookups = {
  findPlace: PlaceFinder;
  /** Property type id by English name, normalized. */
  types: Map<string, string>;
  /** Facility or feature id by English name, normalized. */
  amenities: Map<string, string>;
  agents: AgentBook;
  findProject: ProjectFinder;
};

/** The agency's agents, found by e-mail or BRN; the agents a run creates join it. */
export type AgentBook = {
  brokerageId: string;
  byEmail: Map<string, string>;
  byBrn: Map<string, string>;
  /** BRNs held by agents of other agencies: such an agent cannot be created here. */
  takenBrns: Set<string>;
};

export async function loadLookups(db: Db, brokerageId: string): Promise<Lookups> {
  const [places, cats, book, projectRows] = await Promise.all([
    placeIndex(db),
    db
      .select({ id: categories.id, master: categories.masterId, value: categories.value })
      .from(categories)
      .where(inArray(categories.masterId, [MASTER.propertyType, MASTER.facility, MASTER.feature])),
    loadAgents(db, brokerageId),
    db
      .select({
        id: projects.id,
        name: projects.name,
        translations: projects.translations,
        firmName: developers.firmName,
        title: developers.title,
        developerTranslations: developers.translations,
      })
      .from(projects)
      .innerJoin(developers, eq(developers.id, projects.developerId)),
  ]);
  const types = new Map<string, string>();
  const amenities = new Map<string, string>();
  for (const c of cats) (c.master === MASTER.propertyType ? types : amenities).set(normalizeName(c.value), c.id);
  return { findPlace: placeFinder(places), types, amenities, agents: book, findProject: projectFinder(projectRows) };
}

/** An off-plan listing's project: its id, or why it has none (reported on the listing, never guessed). */
export type ProjectMatch = { id: string } | { problem: "unknownProject" | "ambiguousProject" };
export type ProjectFinder = (project: { name: string; developer: string }) => ProjectMatch;

type ProjectRow = {
  id: string;
  name: string;
  translations: Translations;
  firmName: string;
  title: string;
  developerTranslations: Translations;
};

/** A row's names in every language, folded as place names are (case, accents, Arabic letter forms). */
function namesOf(english: string[], translations: Translations, field: string): Set<string> {
  const names = [...english];
  for (const own of Object.values(translations)) {
    const value = own?.[field];
    if (typeof value === "string") names.push(value);
  }
  return new Set(names.map(normalizeName).filter((n) => n !== ""));
}

/**
 * Our project a feed names: by its name in any language, then by its developer's name in any
 * language when the feed gives one (Bayut's feed often gives none: the name alone must then
 * point at one project). Exact names only, and only one project: otherwise none.
 */
export function projectFinder(rows: ProjectRow[]): ProjectFinder {
  const named = rows.map((r) => ({
    id: r.id,
    names: namesOf([r.name], r.translations, "name"),
    developers: new Set([
      ...namesOf([r.firmName, r.title], r.developerTranslations, "firmName"),
      ...namesOf([], r.developerTranslations, "title"),
    ]),
  }));
  const found = new Map<string, ProjectMatch>();
  return ({ name, developer }) => {
    const key = `${normalizeName(name)}\u0000${normalizeName(developer)}`;
    const known = found.get(key);
    if (known) return known;
    const byName = named.filter((p) => p.names.has(normalizeName(name)));
    const matches = developer.trim() ? byName.filter((p) => p.developers.has(normalizeName(developer))) : byName;
    const match: ProjectMatch =
      matches.length === 1 && matches[0]
        ? { id: matches[0].id }
        : { problem: matches.length > 1 ? "ambiguousProject" : "unknownProject" };
    found.set(key, match);
    return match;
  };
}

async function loadAgents(db: Db, brokerageId: string): Promise<AgentBook> {
  const rows = await db
    .select({ id: agents.id, email: agents.email, brn: agents.brn, brokerageId: agents.brokerageId })
    .from(agents)
    .where(sql`${agents.brokerageId} = ${brokerageId} or ${agents.brn} <> ''`);
  const book: AgentBook = { brokerageId, byEmail: new Map(), byBrn: new Map(), takenBrns: new Set() };
  for (const a of rows) {
    if (a.brokerageId !== brokerageId) {
      book.takenBrns.add(a.brn);
      continue;
    }
    if (a.email) book.byEmail.set(a.email.toLowerCase(), a.id);
    if (a.brn) book.byBrn.set(a.brn, a.id);
  }
  return book;
}

/**
 * The most specific place we know of a listing: its tower, sub-community or community, by a
 * place's own name in any language or a short name people use, within the listing's city or
 * emirate. Only an exact name counts, and only one place: a listing is never attached to a
 * place that merely looks like its own. Answers are remembered for the run (a feed names the
 * same few places thousands of times).
 */
export type PlaceFinder = (l: FeedListing) => IndexedPlace | null;

export function placeFinder(places: IndexedPlace[]): PlaceFinder {
  const named = places.map((place) => ({
    place,
    towns: new Set([normalizeName(place.city), normalizeName(place.state), ...place.keys.others]),
    names: new Set([...place.keys.labels, ...place.aliases.map(normalizeName)]),
  }));
  const found = new Map<string, IndexedPlace | null>();
  return (l) => {
    const words = [l.city, l.tower, l.subCommunity, l.community].map(normalizeName);
    const key = words.join("\u0000");
    if (!found.has(key)) found.set(key, findPlace(named, words));
    return found.get(key) ?? null;
  };
}

type NamedPlaceKeys = { place: IndexedPlace; towns: Set<string>; names: Set<string> };

function findPlace(named: NamedPlaceKeys[], [city, ...specificFirst]: string[]): IndexedPlace | null {
  const inCity = city ? named.filter((p) => p.towns.has(city)) : named;
  for (const name of specificFirst) {
    if (!name) continue;
    const matches = inCity.filter((p) => p.names.has(name));
    if (matches.length === 1) return matches[0]?.place ?? null;
  }
  return null;
}

/** The listing's amenity ids; each name we do not have is a problem. */
export function resolveAmenities(lookups: Lookups, l: FeedListing, problems: ListingProblem[]): string[] {
  const ids = new Set<string>();
  for (const name of l.amenities) {
    const id = lookups.amenities.get(normalizeName(name));
    if (id) ids.add(id);
    else problems.push({ field: "amenities", code: "unknownAmenity", detail: name });
  }
  return [...ids];
}

/**
 * The listing's agent within the agency: by e-mail, then by BRN. An agent the agency's feed
 * names that we do not have is created inactive for staff to review (`created`); one whose BRN
 * belongs to another agency's agent is not.
 */
export type AgentMatch = { id: string } | { create: FeedAgent } | { problem: ListingProblem } | null;

export function matchAgent(book: AgentBook, agent: FeedAgent | null): AgentMatch {
  if (!agent || (!agent.email && !agent.licenseNo && !agent.name)) return null;
  const byEmail = agent.email ? book.byEmail.get(agent.email.toLowerCase()) : undefined;
  if (byEmail) return { id: byEmail };
  const byBrn = agent.licenseNo ? book.byBrn.get(agent.licenseNo) : undefined;
  if (byBrn) return { id: byBrn };
  if (agent.licenseNo && book.takenBrns.has(agent.licenseNo))
    return { problem: { field: "agent", code: "agentNotCreated", detail: agent.licenseNo } };
  if (!agent.name) return { problem: { field: "agent", code: "unknownAgent", detail: agent.email || agent.licenseNo } };
  return { create: agent };
}

/** Creates the inactive agents a run needs (one per e-mail or BRN) and adds them to the book. */
export async function createAgents(tx: DbOrTx, book: AgentBook, wanted: FeedAgent[]): Promise<void> {
  for (const a of wanted) {
    const known = matchAgent(book, a);
    if (known && "id" in known) continue;
    const [row] = await tx
      .insert(agents)
      .values({
        slug: `${slugify(a.name)}-${crypto.randomUUID().slice(0, 8)}`,
        name: a.name.slice(0, 120),
        brn: a.licenseNo,
        brokerageId: book.brokerageId,
        email: a.email,
        phone: a.phone,
        whatsapp: a.phone,
        isActive: false,
      })
      .returning({ id: agents.id });
    if (!row) continue;
    if (a.email) book.byEmail.set(a.email.toLowerCase(), row.id);
    if (a.licenseNo) book.byBrn.set(a.licenseNo, row.id);
  }
}

function slugify(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return slug || "agent";
}
