import "../i18n/en-pages";
import { data } from "react-router";
import { SearchX, ShieldCheck, TrendingUp, Users } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import { listAgencies } from "../modules/agent/agent.server";
import { AgencyLogo, DirectoryHero, LanguageChips, Pager } from "../modules/agent/components/agent-parts";
import { DirectorySearch } from "../modules/agent/components/directory-search";
import { readQuery, refusalErrors } from "../modules/agent/directory.server";
import { agencyQuerySchema } from "../modules/agent/schema";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/agencies";

const PARAMS = ["q", "language", "page"] as const;

/** /agencies?q=&language=&page=: the licensed brokerages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const query = readQuery(new URL(request.url), agencyQuerySchema, PARAMS);
  if (!query.ok) return data({ siteUrl, params: query.raw, errors: query.errors, list: null }, { status: 400 });
  try {
    return { siteUrl, params: query.raw, errors: {}, list: await listAgencies(db, query.data) };
  } catch (error) {
    return data({ siteUrl, params: query.raw, errors: refusalErrors(error), list: null }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { params, list } = loaderData;
  const filtered = Boolean(params.q || params.language);
  const page = list?.page ?? 1;
  return seoMeta({
    title: `${t("brokerages.metaTitle")}${page > 1 ? ` · ${page}` : ""} — ${t("site.name")}`,
    description: t("brokerages.metaDescription"),
    path: page > 1 && !filtered ? `/agencies?page=${page}` : "/agencies",
    siteUrl: loaderData.siteUrl,
    noindex: filtered || !list,
  });
};

export default function Agencies({ loaderData: d }: Route.ComponentProps) {
  const list = d.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  const refused = Object.values(d.errors)[0];
  return (
    <main>
      <DirectoryHero eyebrow={t("brokerages.eyebrow")} title={t("brokerages.title")} intro={t("brokerages.intro")}>
        <DirectorySearch path="/agencies" label={t("brokerages.search.label")} values={d.params} errors={d.errors} />
      </DirectoryHero>
      <section aria-labelledby="agencies-results" className="container-page py-10 md:py-14">
        <h2 id="agencies-results" className="text-sm font-semibold uppercase tracking-[0.14em] text-neutral-700">
          {list ? t("brokerages.count", { count: list.total }) : t("agents.refused")}
        </h2>
        {refused && !list ? (
          <p role="alert" data-testid="invalid-search" className="mt-3 text-base font-medium text-error">
            {refused}
          </p>
        ) : null}
        {list && list.items.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2" data-agency-list>
            {list.items.map((a) => (
              <li key={a.id}>
                <article
                  data-agency={a.slug}
                  className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70 sm:flex-row md:flex-col lg:flex-row"
                >
                  <AgencyLogo imageId={a.logoImageId} place="card" />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <h3 className="text-xl font-bold text-ink" lang={storedLang(a, "name")}>
                      <Link
                        to={lp(`/agencies/${a.slug}`)}
                        aria-label={t("brokerages.viewProfile", { name: a.name })}
                        className="hover:text-gold-700 hover:underline"
                      >
                        {a.name}
                      </Link>
                    </h3>
                    <p className="inline-flex items-center gap-1 text-sm font-semibold text-navy">
                      <ShieldCheck aria-hidden className="size-4 text-gold-700" />
                      <span className="tabular">{t("agents.orn", { orn: a.orn })}</span>
                    </p>
                    <p className="line-clamp-2 text-sm text-neutral-700" lang={storedLang(a, "description")}>
                      {a.description}
                    </p>
                    <LanguageChips codes={a.languages} label={t("agents.languages")} />
                    <p className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-1 text-sm font-semibold text-ink">
                      <span className="inline-flex items-center gap-1.5">
                        <Users aria-hidden className="size-4 text-gold-700" />
                        {t("brokerages.agentCount", { count: a.agentCount })}
                      </span>
                      <span className="inline-flex items-center gap-1.5">
                        <TrendingUp aria-hidden className="size-4 text-gold-700" />
                        {a.listingsLive > 0 ? (
                          <Link
                            to={lp(`/property-search?agency=${a.slug}`)}
                            className="inline-flex min-h-6 items-center underline decoration-gold underline-offset-4 hover:text-gold-700"
                          >
                            {t("brokerages.listingCount", { count: a.listingsLive })}
                          </Link>
                        ) : (
                          t("brokerages.listingCount", { count: a.listingsLive })
                        )}
                      </span>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] bg-sand px-6 py-14 text-center">
            <SearchX aria-hidden className="size-12 text-gold-700" />
            <p className="mt-4 text-lg font-semibold text-ink">{t("brokerages.empty")}</p>
            <Link
              to={lp("/agencies")}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
            >
              {t("brokerages.showAll")}
            </Link>
          </div>
        )}
        {list ? <Pager path="/agencies" params={d.params} page={list.page} pages={pages} /> : null}
      </section>
    </main>
  );
}
