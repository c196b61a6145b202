import "../i18n/en-pages";
import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { Building2, CalendarRange, MessageSquareText, Trophy } from "../components/ui/icons";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { Stored, tWith } from "../i18n/stored";
import { DevelopersSidebar } from "../modules/content/components/developers-sidebar";
import { type DeveloperProfileData, loadDeveloperProfile } from "../modules/content/posts.server";
import { EnquiryButton } from "../modules/enquiry/enquiry-opener";
import { ProjectCard } from "../modules/project/components/project-card";
import { developerProjects, type ProjectCard as ProjectCardData } from "../modules/project/projects.server";
import { PropertyCard } from "../modules/property/components/property-card";
import { notFoundMeta, seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/developer-profile";

/** /developer-profile?id={developerId}; a missing or unknown id is a real 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id");
  const { db, siteUrl } = context.get(appContext);
  const profile = await loadDeveloperProfile(db, id);
  if (!profile) return data({ profile: null, projects: [], siteUrl }, { status: 404 });
  return { profile, projects: await developerProjects(db, profile.developer.id), siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const profile = loaderData?.profile;
  if (!profile) return notFoundMeta();
  const name = profile.developer.firmName;
  return seoMeta({
    title: `${name} — ${t("content.dev.eyebrow")} — ${t("site.name")}`,
    description: t("content.dev.metaDescription", { name }),
    path: `/developer-profile?id=${encodeURIComponent(profile.developer.id)}`,
    siteUrl: loaderData.siteUrl,
    image: profile.developer.imageId ? `/media/${profile.developer.imageId}` : undefined,
  });
};

export default function DeveloperProfile({ loaderData }: Route.ComponentProps) {
  return loaderData.profile ? (
    <Profile profile={loaderData.profile} projects={loaderData.projects} />
  ) : (
    <NotFoundView />
  );
}

function Profile({ profile, projects }: { profile: DeveloperProfileData; projects: ProjectCardData[] }) {
  const d = profile.developer;
  const sections = [
    { id: "dev-about", title: t("content.dev.about"), text: d.about },
    { id: "dev-overview", title: t("content.dev.overview"), text: d.otherDetails },
    { id: "dev-history", title: t("content.dev.history"), text: d.history },
  ];
  return (
    <main>
      <header className="relative overflow-hidden bg-navy text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(200_164_93/0.28),transparent_60%)]"
        />
        <div className="container-page relative flex flex-col gap-8 py-12 md:flex-row md:items-center md:py-20">
          <div className="flex h-28 w-56 shrink-0 items-center justify-center rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-soft)]">
            {d.imageId ? (
              <img
                src={`/media/${d.imageId}`}
                alt={d.firmName}
                lang="en"
                width={320}
                height={160}
                className="h-full w-full object-contain"
              />
            ) : (
              <Building2 aria-hidden className="size-12 text-navy" />
            )}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">{t("content.dev.eyebrow")}</p>
            <h1 lang="en" className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">
              {d.firmName}
            </h1>
            {d.title ? (
              <p lang="en" className="mt-3 max-w-2xl text-lg text-white/80">
                {d.title}
              </p>
            ) : null}
          </div>
          <EnquiryButton
            type="Developer Profile"
            className="inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full bg-gold px-6 font-bold text-ink shadow-[var(--shadow-soft)] transition hover:bg-[#d4b476] md:self-center"
          >
            <MessageSquareText aria-hidden className="size-5" />
            {t("content.dev.contact")}
          </EnquiryButton>
        </div>
      </header>

      <div className="container-page grid gap-10 py-10 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0">
          <ul className="grid gap-4 sm:grid-cols-2">
            <li className="flex items-center gap-4 rounded-[var(--radius-card)] bg-sand p-6 ring-1 ring-sand-200">
              <CalendarRange aria-hidden className="size-8 shrink-0 text-gold-700" />
              <p className="flex flex-col">
                <span className="tabular text-3xl font-extrabold text-ink">{d.yearEstablished ?? "—"}</span>{" "}
                <span className="text-sm font-semibold text-neutral-700">{t("content.dev.year")}</span>
              </p>
            </li>
            <li className="flex items-center gap-4 rounded-[var(--radius-card)] bg-sand p-6 ring-1 ring-sand-200">
              <Trophy aria-hidden className="size-8 shrink-0 text-gold-700" />
              <p className="flex flex-col">
                <span className="tabular text-3xl font-extrabold text-ink">{t("content.dev.unitsSoldFigure")}</span>{" "}
                <span className="text-sm font-semibold text-neutral-700">{t("content.dev.unitsSold")}</span>
              </p>
            </li>
          </ul>

          {sections.map((s) =>
            s.text.trim() ? (
              <section key={s.id} aria-labelledby={s.id} className="mt-12">
                <h2 id={s.id} className="flex items-center gap-3 text-2xl font-bold text-ink">
                  <span aria-hidden className="h-6 w-1 rounded-full bg-gold" />
                  {s.title}
                </h2>
                <div
                  lang="en"
                  className="mt-4 max-w-[68ch] space-y-4 text-[1.0625rem] leading-relaxed text-neutral-700"
                >
                  {s.text
                    .split(/\n{2,}/)
                    .filter((para) => para.trim())
                    .map((para) => (
                      <p key={para.slice(0, 40)}>{para}</p>
                    ))}
                </div>
              </section>
            ) : null,
          )}
        </div>
        <div className="grid content-start gap-8">
          <DevelopersSidebar developers={profile.developers} />
        </div>
      </div>

      {projects.length > 0 ? (
        <section aria-labelledby="dev-projects" className="py-12 md:py-20">
          <div className="container-page">
            <h2 id="dev-projects" className="text-2xl font-bold text-ink md:text-3xl">
              {t("projects.developerProjects")}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-developer-projects>
              {projects.map((p) => (
                <li key={p.id} className="flex">
                  <ProjectCard project={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="dev-related" className="bg-sand py-12 md:py-20">
        <div className="container-page">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">
            {tWith("content.dev.relatedBy", { name: <Stored>{d.firmName}</Stored> })}
          </p>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
            <h2 id="dev-related" className="text-2xl font-bold text-ink md:text-3xl">
              {t("content.dev.related")}
            </h2>
          </div>
          {profile.properties.length > 0 ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4" data-related-properties>
              {profile.properties.map((p) => (
                <li key={p.id} className="grid">
                  <PropertyCard property={p} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 rounded-[var(--radius-card)] border border-neutral-200 bg-white px-4 py-6 text-neutral-600">
              {t("content.dev.noRelated")}
            </p>
          )}
        </div>
      </section>
    </main>
  );
}
