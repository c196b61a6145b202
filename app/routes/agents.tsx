import "../i18n/en-pages";
import { data } from "react-router";
import { SearchX } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { areasServed, listAgents } from "../modules/agent/agent.server";
import { AgentTile, DirectoryHero, Pager } from "../modules/agent/components/agent-parts";
import { DirectorySearch } from "../modules/agent/components/directory-search";
import { readQuery, refusalErrors } from "../modules/agent/directory.server";
import { agentQuerySchema } from "../modules/agent/schema";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/agents";

const PARAMS = ["q", "language", "area", "page"] as const;

/** /agents?q=&language=&area=&page=: licensed agents by name, language spoken and area served. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const query = readQuery(new URL(request.url), agentQuerySchema, PARAMS);
  const areas = await areasServed(db);
  if (!query.ok) return data({ siteUrl, areas, params: query.raw, errors: query.errors, list: null }, { status: 400 });
  try {
    const list = await listAgents(db, query.data);
    return { siteUrl, areas, params: query.raw, errors: {}, list };
  } catch (error) {
    return data({ siteUrl, areas, params: query.raw, errors: refusalErrors(error), list: null }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { params, list } = loaderData;
  const filtered = Boolean(params.q || params.language || params.area);
  const page = list?.page ?? 1;
  return seoMeta({
    title: `${t("agents.metaTitle")}${page > 1 ? ` · ${page}` : ""} — ${t("site.name")}`,
    description: t("agents.metaDescription"),
    path: page > 1 && !filtered ? `/agents?page=${page}` : "/agents",
    siteUrl: loaderData.siteUrl,
    // A search is a view of the directory, not a page of its own for search engines.
    noindex: filtered || !list,
  });
};

export default function Agents({ loaderData: d }: Route.ComponentProps) {
  const list = d.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  const refused = Object.values(d.errors)[0];
  return (
    <main>
      <DirectoryHero eyebrow={t("agents.eyebrow")} title={t("agents.title")} intro={t("agents.intro")}>
        <DirectorySearch
          path="/agents"
          label={t("agents.search.label")}
          values={d.params}
          errors={d.errors}
          areas={d.areas}
        />
      </DirectoryHero>
      <section aria-labelledby="agents-results" className="container-page py-10 md:py-14">
        <h2 id="agents-results" className="text-sm font-semibold uppercase tracking-[0.14em] text-neutral-700">
          {list ? t("agents.count", { count: list.total }) : t("agents.refused")}
        </h2>
        {refused && !list ? (
          <p role="alert" data-testid="invalid-search" className="mt-3 text-base font-medium text-error">
            {refused}
          </p>
        ) : null}
        {list && list.items.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-agent-list>
            {list.items.map((agent) => (
              <li key={agent.id}>
                <AgentTile agent={agent} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] bg-sand px-6 py-14 text-center">
            <SearchX aria-hidden className="size-12 text-gold-700" />
            <p className="mt-4 text-lg font-semibold text-ink">{t("agents.empty")}</p>
            <Link
              to={lp("/agents")}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
            >
              {t("agents.showAll")}
            </Link>
          </div>
        )}
        {list ? <Pager path="/agents" params={d.params} page={list.page} pages={pages} /> : null}
      </section>
    </main>
  );
}
