import { Hono } from "hono";
import {
  type AgencyCard,
  type AgentCard,
  listAgencies,
  listAgents,
  loadAgencyProfile,
  loadAgentProfile,
} from "../../app/modules/agent/agent.server";
import { agencyQuerySchema, agentQuerySchema } from "../../app/modules/agent/schema";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { DomainError, noQuery, parseQuery } from "./http";
import { mediaUrl } from "./wire";

/** Slugs are lower-case words joined by hyphens; anything else cannot name an agent or agency. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function wireAgent(a: AgentCard) {
  return {
    _id: a.id,
    slug: a.slug,
    name: a.name,
    brn: a.brn,
    photo: mediaUrl(a.photoImageId),
    languages: a.languages,
    phone: a.phone,
    whatsapp: a.whatsapp,
    email: a.email,
    bio: a.bio,
    areas: a.areas.map((area) => ({ _id: area.id, label: area.label })),
    agency: { _id: a.agency.id, name: a.agency.name, orn: a.agency.orn, slug: a.agency.slug },
    figures: a.figures,
  };
}

function wireAgency(a: AgencyCard) {
  return {
    _id: a.id,
    slug: a.slug,
    name: a.name,
    orn: a.orn,
    tradeLicence: a.tradeLicence,
    logo: mediaUrl(a.logoImageId),
    address: a.address,
    phone: a.phone,
    whatsapp: a.whatsapp,
    email: a.email,
    languages: a.languages,
    description: a.description,
    agentCount: a.agentCount,
    listingsLive: a.listingsLive,
  };
}

const notFound = (what: string) => new DomainError(404, `${what} not found`);

/** The licensed agents and agencies (decision 012): lists with filters, and one by slug. */
export function agentRoutes({ db }: Services): Hono {
  const routes = new Hono();

  routes.get("/agents", async (c) => {
    const query = parseQuery(c, agentQuerySchema);
    const page = await listAgents(db, query, "en");
    return json(c, {
      status: true,
      data: page.items.map(wireAgent),
      total: page.total,
      page: page.page,
      limit: page.limit,
    });
  });

  routes.get("/agents/:slug", async (c) => {
    parseQuery(c, noQuery);
    const slug = c.req.param("slug");
    const profile = SLUG.test(slug) ? await loadAgentProfile(db, slug, 1, "en") : null;
    if (!profile) throw notFound("Agent");
    return json(c, { status: true, data: wireAgent(profile.agent) });
  });

  routes.get("/agencies", async (c) => {
    const query = parseQuery(c, agencyQuerySchema);
    const page = await listAgencies(db, query, "en");
    return json(c, {
      status: true,
      data: page.items.map(wireAgency),
      total: page.total,
      page: page.page,
      limit: page.limit,
    });
  });

  routes.get("/agencies/:slug", async (c) => {
    parseQuery(c, noQuery);
    const slug = c.req.param("slug");
    const profile = SLUG.test(slug) ? await loadAgencyProfile(db, slug, "en") : null;
    if (!profile) throw notFound("Agency");
    return json(c, { status: true, data: { ...wireAgency(profile.agency), agents: profile.agents.map(wireAgent) } });
  });

  return routes;
}
