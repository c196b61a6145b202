import "../i18n/en-pages";
import { data } from "react-router";
import { SearchX } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { DirectoryHero, Pager } from "../modules/agent/components/agent-parts";
import { readQuery, refusalErrors } from "../modules/agent/directory.server";
import { displayCurrencyOf } from "../modules/currency/cookie";
import { ProjectCard } from "../modules/project/components/project-card";
import { ProjectFilters } from "../modules/project/components/project-filters";
import { listProjects, projectFilterChoices } from "../modules/project/projects.server";
import { PROJECT_PARAMS, projectQuerySchema } from "../modules/project/schema";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/projects";

/** /projects?emirate=&community=&developer=&handoverYear=&minPrice=&maxPrice=&bedrooms=&plan=&status=&sort=&page= */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const currency = displayCurrencyOf(request);
  const query = readQuery(new URL(request.url), projectQuerySchema, PROJECT_PARAMS);
  const choices = await projectFilterChoices(db);
  const base = { siteUrl, choices, currency, params: query.raw };
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

export default function Projects({ loaderData: d }: Route.ComponentProps) {
  const list = d.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  const refused = Object.values(d.errors)[0];
  return (
    <main>
      <DirectoryHero eyebrow={t("projects.eyebrow")} title={t("projects.title")} intro={t("projects.intro")}>
        <ProjectFilters values={d.params} errors={d.errors} choices={d.choices} currency={d.currency} />
      </DirectoryHero>
      <section aria-labelledby="projects-results" className="container-page py-10 md:py-14">
        <h2 id="projects-results" className="text-sm font-semibold uppercase tracking-[0.14em] text-neutral-700">
          {list ? t("projects.count", { count: list.total }) : t("projects.refused")}
        </h2>
        {refused && !list ? (
          <p role="alert" data-testid="invalid-search" className="mt-3 text-base font-medium text-error">
            {refused}
          </p>
        ) : null}
        {list && list.items.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-project-list>
            {list.items.map((project) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] bg-sand px-6 py-14 text-center">
            <SearchX aria-hidden className="size-12 text-gold-700" />
            <p className="mt-4 text-lg font-semibold text-ink">{t("projects.empty")}</p>
            <Link
              to={lp("/projects")}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
            >
              {t("projects.reset")}
            </Link>
          </div>
        )}
        {list ? <Pager path="/projects" params={d.params} page={list.page} pages={pages} /> : null}
      </section>
    </main>
  );
}
