import "../i18n/en-pages";
import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { ArrowLeft, Building2, MapPin, ShieldCheck, TrendingUp, Users } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import type { AgencyProfileData } from "../modules/agent/agent.server";
import { loadAgencyProfile } from "../modules/agent/agent.server";
import { AgentTile, ContactButtons, JsonLd, LanguageChips } from "../modules/agent/components/agent-parts";
import { absoluteUrl, seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/agency";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /agencies/{slug}: a brokerage with its agents; unknown -> 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const profile = SLUG.test(params.slug) ? await loadAgencyProfile(db, params.slug) : null;
  if (!profile) return data({ profile: null, siteUrl }, { status: 404 });
  return { profile, siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const profile = loaderData?.profile;
  if (!profile)
    return [{ title: `${t("notFound.title")} — ${t("site.name")}` }, { name: "robots", content: "noindex" }];
  const a = profile.agency;
  return seoMeta({
    title: `${a.name} — ${t("brokerages.title")} — ${t("site.name")}`,
    description: t("brokerages.profileMeta", { name: a.name, orn: a.orn }),
    path: `/agencies/${a.slug}`,
    siteUrl: loaderData.siteUrl,
    image: a.logoImageId ? `/media/${a.logoImageId}` : undefined,
  });
};

export default function AgencyPage({ loaderData }: Route.ComponentProps) {
  return loaderData.profile ? <Profile profile={loaderData.profile} siteUrl={loaderData.siteUrl} /> : <NotFoundView />;
}

function Profile({ profile, siteUrl }: { profile: AgencyProfileData; siteUrl: string }) {
  const a = profile.agency;
  return (
    <main>
      <AgencyJsonLd profile={profile} siteUrl={siteUrl} />
      <header className="relative overflow-hidden bg-navy text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(200_164_93/0.28),transparent_60%)]"
        />
        <div className="container-page relative py-10 md:py-16">
          <Link
            to={lp("/agencies")}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-white/80 hover:text-white"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("brokerages.allAgencies")}
          </Link>
          <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-center">
            <div className="flex h-28 w-56 shrink-0 items-center justify-center rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-soft)]">
              {a.logoImageId ? (
                <img
                  src={`/media/${a.logoImageId}`}
                  alt=""
                  width={320}
                  height={160}
                  className="h-full w-full object-contain"
                />
              ) : (
                <Building2 aria-hidden className="size-12 text-navy" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">{t("brokerages.eyebrow")}</p>
              <h1 lang={storedLang(a, "name")} className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">
                {a.name}
              </h1>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
                <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20">
                  <ShieldCheck aria-hidden className="size-4 text-gold" />
                  <span className="tabular">{t("agents.orn", { orn: a.orn })}</span>
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20">
                  <Users aria-hidden className="size-4 text-gold" />
                  {t("brokerages.agentCount", { count: a.agentCount })}
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20">
                  <TrendingUp aria-hidden className="size-4 text-gold" />
                  {t("brokerages.listingCount", { count: a.listingsLive })}
                </li>
              </ul>
            </div>
            <div className="md:self-end">
              <h2 className="sr-only">{t("agents.contact")}</h2>
              <ContactButtons name={a.name} phone={a.phone} whatsapp={a.whatsapp} email={a.email} tone="dark" />
            </div>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="agency-about" className="min-w-0">
          <h2 id="agency-about" className="flex items-center gap-3 text-2xl font-bold text-ink">
            <span aria-hidden className="h-6 w-1 rounded-full bg-gold" />
            {t("agents.about")}
          </h2>
          <p
            lang={storedLang(a, "description")}
            className="mt-4 max-w-[68ch] text-[1.0625rem] leading-relaxed text-neutral-700"
          >
            {a.description}
          </p>
          <div className="mt-6">
            <LanguageChips codes={a.languages} label={t("agents.languages")} />
          </div>
        </section>
        <dl className="grid content-start gap-4 rounded-[var(--radius-card)] bg-sand p-6 text-sm ring-1 ring-sand-200">
          <div>
            <dt className="font-semibold text-neutral-700">{t("brokerages.tradeLicence")}</dt>
            <dd lang="en" className="tabular mt-0.5 font-bold text-ink">
              {a.tradeLicence}
            </dd>
          </div>
          {a.address ? (
            <div>
              <dt className="font-semibold text-neutral-700">{t("brokerages.address")}</dt>
              <dd lang="en" className="mt-0.5 flex items-start gap-1.5 font-semibold text-ink">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-700" />
                {a.address}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>

      <section aria-labelledby="agency-agents" className="bg-sand py-12 md:py-16">
        <div className="container-page">
          <h2 id="agency-agents" className="text-2xl font-bold text-ink md:text-3xl">
            {t("brokerages.agents")}
          </h2>
          {profile.agents.length > 0 ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-agency-agents>
              {profile.agents.map((agent) => (
                <li key={agent.id}>
                  <AgentTile agent={agent} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-neutral-700">{t("brokerages.noAgents")}</p>
          )}
        </div>
      </section>
    </main>
  );
}

function AgencyJsonLd({ profile, siteUrl }: { profile: AgencyProfileData; siteUrl: string }) {
  const a = profile.agency;
  const url = absoluteUrl(`/agencies/${a.slug}`, siteUrl);
  return (
    <JsonLd
      json={{
        "@context": "https://schema.org",
        "@type": ["RealEstateAgent", "Organization"],
        "@id": url,
        name: a.name,
        url,
        ...(a.logoImageId ? { logo: absoluteUrl(`/media/${a.logoImageId}`, siteUrl) } : {}),
        ...(a.phone ? { telephone: a.phone } : {}),
        ...(a.email ? { email: a.email } : {}),
        ...(a.address ? { address: a.address } : {}),
        description: a.description,
        knowsLanguage: a.languages,
        identifier: { "@type": "PropertyValue", propertyID: "ORN", value: a.orn },
        employee: profile.agents.map((agent) => ({
          "@type": "RealEstateAgent",
          name: agent.name,
          url: absoluteUrl(`/agents/${agent.slug}`, siteUrl),
        })),
      }}
    />
  );
}
