import "../i18n/en-pages";
import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { MapPin, ShieldCheck, TrendingUp, Users } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import type { AgencyProfileData } from "../modules/agent/agent.server";
import { loadAgencyProfile } from "../modules/agent/agent.server";
import { AgencyLogo, AgentTile, LanguageChips } from "../modules/agent/components/agent-parts";
import { ProfileChip, ProfileLayout } from "../modules/agent/components/profile-layout";
import { absoluteUrl, notFoundMeta, seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/agency";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The live-listings figure, linked to the agency's listings (paged on /property-search). */
const CHIP_LINK = "inline-flex min-h-6 items-center underline decoration-gold underline-offset-4 hover:text-gold";

/** /agencies/{slug}: a brokerage with its agents; unknown -> 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const profile = SLUG.test(params.slug) ? await loadAgencyProfile(db, params.slug) : null;
  if (!profile) return data({ profile: null, siteUrl }, { status: 404 });
  return { profile, siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const profile = loaderData?.profile;
  if (!profile) return notFoundMeta();
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
    <ProfileLayout
      jsonLd={agencyJsonLd(profile, siteUrl)}
      back={{ to: lp("/agencies"), label: t("brokerages.allAgencies") }}
      picture={<AgencyLogo imageId={a.logoImageId} place="profile" />}
      eyebrow={t("brokerages.eyebrow")}
      name={a.name}
      nameLang={storedLang(a, "name")}
      chips={
        <>
          <ProfileChip icon={ShieldCheck}>
            <span className="tabular">{t("agents.orn", { orn: a.orn })}</span>
          </ProfileChip>
          <ProfileChip icon={Users}>{t("brokerages.agentCount", { count: a.agentCount })}</ProfileChip>
          <ProfileChip icon={TrendingUp}>
            {a.listingsLive > 0 ? (
              <Link to={lp(`/property-search?agency=${a.slug}`)} className={CHIP_LINK}>
                {t("brokerages.listingCount", { count: a.listingsLive })}
              </Link>
            ) : (
              t("brokerages.listingCount", { count: a.listingsLive })
            )}
          </ProfileChip>
        </>
      }
      contact={a}
      about={{
        id: "agency-about",
        text: a.description,
        lang: storedLang(a, "description"),
        more: (
          <div className="mt-6">
            <LanguageChips codes={a.languages} label={t("agents.languages")} />
          </div>
        ),
      }}
      aside={
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
      }
      list={{
        id: "agency-agents",
        title: t("brokerages.agents"),
        children:
          profile.agents.length > 0 ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-agency-agents>
              {profile.agents.map((agent) => (
                <li key={agent.id}>
                  <AgentTile agent={agent} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-neutral-700">{t("brokerages.noAgents")}</p>
          ),
      }}
    />
  );
}

/** schema.org data of an agency for search engines. */
function agencyJsonLd(profile: AgencyProfileData, siteUrl: string): object {
  const a = profile.agency;
  const url = absoluteUrl(`/agencies/${a.slug}`, siteUrl);
  return {
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
  };
}
