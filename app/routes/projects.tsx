import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { DirectoryHero, DirectoryResults, Pager } from "../modules/agent/components/agent-parts";
import { readQuery, refusalErrors } from "../modules/agent/directory.server";
import { displayCurrencyOf } from "../modules/currency/cookie";
import { MapView, ViewSwitch } from "../modules/map/map-view";
import { ProjectCard } from "../modules/project/components/project-card";
import { ProjectFilters } from "../modules/project/components/project-filters";
import { listProjects, projectFilterChoices } from "../modules/project/projects.server";
import { PROJECT_PARAMS, projectQuerySchema } from "../modules/project/schema";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/projects";

/** /projects?emirate=&community=&developer=&handoverYear=&minPrice=&maxPrice=&bedrooms=&plan=&status=&sort=&page=&view=map */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl, services } = context.get(appContext);
  const currency = displayCurrencyOf(request);
  const url = new URL(request.url);
  const query = readQuery(url, projectQuerySchema, PROJECT_PARAMS);
  const choices = await projectFilterChoices(db);
  // The map view (decision 015): the same list beside a map of its projects; box and zoom are the map's own.
  const view = url.searchParams.get("view") === "map" ? ("map" as const) : ("list" as const);
  const mapParams = view === "map" ? mapViewParams(url) : {};
  const base = { siteUrl, choices, currency, params: query.raw, view, mapParams, tileUrl: services.mapTileUrl };
  if (!query.ok) return data({ ...base, errors: query.errors, list: null }, { status: 400 });
  try {
    const list = await listProjects(db, query.data, { currency });
    return { ...base, errors: {}, list };
  } catch (error) {
    return data({ ...base, errors: refusalErrors(error), list: null }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { params, list } = loaderData;
  const filtered = Object.keys(params).some((k) => k !== "page" && k !== "sort" && k !== "currency");
  const page = list?.page ?? 1;
  return seoMeta({
    title: `${t("projects.metaTitle")}${page > 1 ? ` · ${page}` : ""} — ${t("site.name")}`,
    description: t("projects.metaDescription"),
    path: page > 1 && !filtered ? `/projects?page=${page}` : "/projects",
    siteUrl: loaderData.siteUrl,
    // A filtered list is a view of the list, not a page of its own for search engines.
    noindex: filtered || !list,
  });
};

/** The map's view in the address (box and zoom), kept when the address is shared. */
function mapViewParams(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["bbox", "zoom"]) {
    const value = url.searchParams.get(name);
    if (value) out[name] = value;
  }
  return out;
}

export default function Projects({ loaderData: d }: Route.ComponentProps) {
  const map = d.view === "map";
  // Pages of the map view stay on the map.
  const params = map ? { ...d.params, view: "map" } : d.params;
  const results = (
    <ProjectResults list={d.list} params={params} errors={d.errors} grid={map ? MAP_GRID : LIST_GRID} padded={!map} />
  );
  return (
    <main>
      <DirectoryHero eyebrow={t("projects.eyebrow")} title={t("projects.title")} intro={t("projects.intro")}>
        <ProjectFilters values={d.params} errors={d.errors} choices={d.choices} currency={d.currency} view={d.view} />
        <ViewSwitch params={{ ...d.params, ...d.mapParams }} view={d.view} />
      </DirectoryHero>
      {map ? (
        <div className="container-page">
          <MapView kind="project" params={{ ...d.params, ...d.mapParams }} tileUrl={d.tileUrl} list={results} />
        </div>
      ) : (
        results
      )}
    </main>
  );
}

const LIST_GRID = "mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3";
/** Beside the map (wide screens) the list is narrower: one column, two on the widest. */
const MAP_GRID = "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 min-[1400px]:grid-cols-2";

/** The list's heading, its cards (or why there are none) and its pages. */
function ProjectResults(props: {
  list: Awaited<ReturnType<typeof listProjects>> | null;
  params: Record<string, string>;
  errors: Record<string, string>;
  grid: string;
  padded: boolean;
}) {
  const { list } = props;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  const refused = Object.values(props.errors)[0];
  return (
    <DirectoryResults
      padded={props.padded}
      id="projects-results"
      heading={list ? t("projects.count", { count: list.total }) : t("projects.refused")}
      refused={list ? undefined : refused}
      empty={t("projects.empty")}
      reset={{ to: lp(props.params.view === "map" ? "/projects?view=map" : "/projects"), label: t("projects.reset") }}
      items={
        list && list.items.length > 0 ? (
          <ul className={props.grid} data-project-list>
            {list.items.map((project) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : null
      }
      pager={list ? <Pager path="/projects" params={props.params} page={list.page} pages={pages} /> : null}
    />
  );
}
