import { Hono } from "hono";
import { quarterOf } from "../../app/modules/project/plan";
import {
  listProjects,
  loadProject,
  type ProjectCard,
  type ProjectDetail,
  projectMap,
} from "../../app/modules/project/projects.server";
import { projectMapSchema, projectQuerySchema } from "../../app/modules/project/schema";
import type { Services } from "../../app/services.server";
import { json } from "../response-bytes";
import { DomainError, noQuery, parseQuery } from "./http";
import { mediaUrl } from "./wire";

/** Slugs are lower-case words joined by hyphens; anything else cannot name a project. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function quarter(date: string | null): string | null {
  if (!date) return null;
  const q = quarterOf(date);
  return `Q${q.quarter} ${q.year}`;
}

function wireCard(p: ProjectCard) {
  return {
    _id: p.id,
    slug: p.slug,
    name: p.name,
    developer: { _id: p.developer.id, name: p.developer.name },
    community: p.community.text,
    emirate: p.emirate.text,
    status: p.status,
    handoverDate: p.handoverDate,
    handoverQuarter: quarter(p.handoverDate),
    /** AED; null when no unit of the project is listed. */
    fromPrice: p.fromPriceAed,
    paymentPlanHeadline: p.plan,
    heroImage: mediaUrl(p.heroImageId),
    dldProjectNumber: p.dldProjectNumber,
  };
}

function wireDetail(p: ProjectDetail) {
  return {
    ...wireCard(p),
    description: p.description,
    latitude: p.latitude,
    longitude: p.longitude,
    escrowAccountNumber: p.escrowAccountNumber,
    escrowBank: p.escrowBank,
    percentCompleted: p.percentCompleted,
    progressReportedAt: p.progressReportedAt,
    registryStatus: p.registryStatus,
    registryCompletionDate: p.registryCompletionDate,
    amenities: p.amenities.map((a) => a.name),
    gallery: p.gallery.map((g) => mediaUrl(g.imageId)),
    brochure: p.brochure.map((g) => ({ image: mediaUrl(g.imageId), caption: g.caption })),
    floorPlans: p.floorPlans.map((g) => ({ image: mediaUrl(g.imageId), caption: g.caption })),
    unitTypes: p.unitTypes.map((u) => ({
      _id: u.id,
      kind: u.kind,
      propertyType: u.typeName,
      bedrooms: u.bedrooms,
      /** "5+": the unit type holds homes of `bedrooms` or more. */
      bedroomsOrMore: u.orMore,
      minPrice: u.minPrice,
      maxPrice: u.maxPrice,
      minSize: u.minSize,
      maxSize: u.maxSize,
      units: u.units,
    })),
    paymentPlan: p.paymentPlan.map((m) => ({
      stage: m.stage,
      label: m.label,
      percent: m.percent,
      dueDate: m.dueDate,
      dueConstructionPercent: m.dueConstructionPercent,
      monthsAfterHandover: m.monthsAfterHandover,
    })),
    listings: p.listings.map((l) => ({ _id: l.id, title: l.title, price: l.priceAed, bedrooms: l.bedrooms })),
  };
}

/** Off-plan projects (decision 062): the filtered list, and one by slug with its unit types and plan. */
export function projectRoutes({ db }: Services): Hono {
  const routes = new Hono();

  routes.get("/projects", async (c) => {
    const query = parseQuery(c, projectQuerySchema);
    const page = await listProjects(db, query, { currency: "AED", lang: "en" });
    return json(c, {
      status: true,
      data: page.items.map(wireCard),
      total: page.total,
      page: page.page,
      limit: page.limit,
    });
  });

  // Map search on /projects?view=map: the filtered projects in the map's box, shaped as property/map's pins.
  routes.get("/projects/map", async (c) => {
    const { bbox, zoom: _zoom, ...query } = parseQuery(c, projectMapSchema);
    const features = await projectMap(db, query, bbox);
    return json(c, { status: true, data: { type: "FeatureCollection", features }, total: features.length });
  });

  routes.get("/projects/:slug", async (c) => {
    parseQuery(c, noQuery);
    const slug = c.req.param("slug");
    const project = SLUG.test(slug) ? await loadProject(db, slug, "en") : null;
    if (!project) throw new DomainError(404, "Project not found");
    return json(c, { status: true, data: wireDetail(project) });
  });

  return routes;
}
