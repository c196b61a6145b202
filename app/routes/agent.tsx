import "../i18n/en-pages";
import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { MapPin, ShieldCheck } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import type { AgentProfileData } from "../modules/agent/agent.server";
import { loadAgentProfile } from "../modules/agent/agent.server";
import { FigureList, LanguageChips, Pager, Portrait } from "../modules/agent/components/agent-parts";
import { ProfileChip, ProfileLayout } from "../modules/agent/components/profile-layout";
import { FIGURES_DAYS, profileQuerySchema } from "../modules/agent/schema";
import { PropertyCard } from "../modules/property/components/property-card";
import { absoluteUrl, notFoundMeta, seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/agent";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /agents/{slug}?page=n: an agent's profile with a page of their live listings; unknown -> 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const slug = params.slug;
  const query = profileQuerySchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  // A nonsense page number shows the first page rather than refusing a shared link.
  const page = query.success ? query.data.page : 1;
  const profile = SLUG.test(slug) ? await loadAgentProfile(db, slug, page) : null;
  if (!profile) return data({ profile: null, siteUrl }, { status: 404 });
  return { profile, siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const profile = loaderData?.profile;
  if (!profile) return notFoundMeta();
  const a = profile.agent;
  const page = profile.listings.page;
  return seoMeta({
    title: `${a.name} — ${a.agency.name}${page > 1 ? ` · ${page}` : ""} — ${t("site.name")}`,
    description: t("agents.profileMeta", { name: a.name, agency: a.agency.name, brn: a.brn }),
    path: page > 1 ? `/agents/${a.slug}?page=${page}` : `/agents/${a.slug}`,
    siteUrl: loaderData.siteUrl,
    image: a.photoImageId ? `/media/${a.photoImageId}` : undefined,
  });
};

export default function AgentPage({ loaderData }: Route.ComponentProps) {
  return loaderData.profile ? <Profile profile={loaderData.profile} siteUrl={loaderData.siteUrl} /> : <NotFoundView />;
}

function Profile({ profile, siteUrl }: { profile: AgentProfileData; siteUrl: string }) {
  const a = profile.agent;
  const { listings } = profile;
  const pages = Math.max(1, Math.ceil(listings.total / listings.limit));
  return (
    <ProfileLayout
      jsonLd={agentJsonLd(profile, siteUrl)}
      back={{ to: lp("/agents"), label: t("agents.allAgents") }}
      picture={<Portrait imageId={a.photoImageId} name={a.name} size={144} className="ring-gold/60" />}
      eyebrow={t("agents.eyebrow")}
      name={a.name}
      nameLang="en"
      belowName={
        <p className="mt-2 text-lg text-white/85">
          <Link
            to={lp(`/agencies/${a.agency.slug}`)}
            className="font-semibold underline decoration-gold/60 underline-offset-4 hover:decoration-gold"
            lang={storedLang(a.agency, "name")}
          >
            {a.agency.name}
          </Link>
        </p>
      }
      chips={
        <>
          <ProfileChip icon={ShieldCheck}>
            <span className="tabular">{t("agents.brn", { brn: a.brn })}</span>
          </ProfileChip>
          <ProfileChip icon={ShieldCheck}>
            <span className="tabular">{t("agents.orn", { orn: a.agency.orn })}</span>
          </ProfileChip>
        </>
      }
      contact={a}
      about={{
        id: "agent-about",
        text: a.bio,
        lang: storedLang(a, "bio"),
        bio: true,
        more: (
          <>
            <div className="mt-6">
              <h3 className="text-sm font-semibold text-ink">{t("agents.languages")}</h3>
              <div className="mt-2">
                <LanguageChips codes={a.languages} label={t("agents.languages")} />
              </div>
            </div>
            {a.areas.length > 0 ? (
              <div className="mt-6">
                <h3 className="text-sm font-semibold text-ink">{t("agents.areas")}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {a.areas.map((area) => (
                    <li key={area.id}>
                      <Link
                        to={lp(`/agents?area=${encodeURIComponent(area.label)}`)}
                        lang={area.name.lang}
                        className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold text-navy ring-1 ring-neutral-300 hover:ring-navy"
                      >
                        <MapPin aria-hidden className="size-3.5 text-gold-700" />
                        {area.name.text}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ),
      }}
      aside={
        <section aria-labelledby="agent-figures">
          <h2 id="agent-figures" className="flex items-center gap-3 text-2xl font-bold text-ink">
            <span aria-hidden className="h-6 w-1 rounded-full bg-gold" />
            {t("agents.figures")}
          </h2>
          <div className="mt-4 [&_dl]:grid-cols-1">
            <FigureList figures={a.figures} size="large" />
          </div>
          <p className="mt-3 text-xs text-neutral-700">{t("agents.figure.note", { days: FIGURES_DAYS })}</p>
        </section>
      }
      list={{
        id: "agent-listings",
        title: (
          <>
            {t("agents.listings")}{" "}
            <span className="tabular text-lg font-semibold text-neutral-700">({listings.total})</span>
          </>
        ),
        children: (
          <>
            {listings.items.length > 0 ? (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" data-agent-listings>
                {listings.items.map((p) => (
                  <li key={p.id} className="flex">
                    <PropertyCard property={p} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-6 text-neutral-700">{t("agents.noListings")}</p>
            )}
            <Pager path={`/agents/${a.slug}`} params={{}} page={listings.page} pages={pages} />
          </>
        ),
      }}
    />
  );
}

/** schema.org data of an agent for search engines. */
function agentJsonLd(profile: AgentProfileData, siteUrl: string): object {
  const a = profile.agent;
  const url = absoluteUrl(`/agents/${a.slug}`, siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": url,
    name: a.name,
    url,
    ...(a.photoImageId ? { image: absoluteUrl(`/media/${a.photoImageId}`, siteUrl) } : {}),
    ...(a.phone ? { telephone: a.phone } : {}),
    ...(a.email ? { email: a.email } : {}),
    description: a.bio,
    knowsLanguage: a.languages,
    identifier: { "@type": "PropertyValue", propertyID: "BRN", value: a.brn },
    areaServed: a.areas.map((area) => ({ "@type": "Place", name: area.label })),
    worksFor: {
      "@type": "RealEstateAgent",
      name: a.agency.name,
      url: absoluteUrl(`/agencies/${a.agency.slug}`, siteUrl),
      identifier: { "@type": "PropertyValue", propertyID: "ORN", value: a.agency.orn },
    },
  };
}
