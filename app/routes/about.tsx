import { ArrowRight } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { localizedCopy } from "../i18n/static-copy.server";
import { EnquiryButton } from "../modules/enquiry/enquiry-opener";
import { listTopLocations } from "../modules/location/location.server";
import { ABOUT } from "../modules/pages/about";
import { BUTTON_OUTLINE_LIGHT, BUTTON_PRIMARY, CheckList, PageHero, SectionTitle } from "../modules/pages/page-parts";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/about";

/** Only an image id: a skyline of the first top location (the demo data has one per location). */
export async function loader({ context }: Route.LoaderArgs) {
  const copy = localizedCopy(ABOUT, "pages/about", "ABOUT");
  try {
    const top = await listTopLocations(context.get(appContext).db);
    return { copy, imageId: top.find((l) => l.imageId)?.imageId ?? null, siteUrl: context.get(appContext).siteUrl };
  } catch (error) {
    console.error("about: could not load an image", error);
    return { copy, imageId: null, siteUrl: context.get(appContext).siteUrl };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${loaderData.copy.metaTitle} — ${t("site.name")}`,
        description: loaderData.copy.metaDescription,
        path: "/about",
        siteUrl: loaderData.siteUrl,
        image: loaderData.imageId ? `/media/${loaderData.imageId}` : undefined,
      })
    : [];

export default function About({ loaderData }: Route.ComponentProps) {
  const A = loaderData.copy;
  return (
    <main>
      <PageHero
        eyebrow={A.eyebrow}
        title={A.title}
        intro={A.intro}
        aside={
          <figure className="relative">
            <div className="aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-navy shadow-[var(--shadow-soft)]">
              {loaderData.imageId ? (
                <img
                  src={`/media/${loaderData.imageId}`}
                  alt={A.imageAlt}
                  width={1200}
                  height={900}
                  fetchPriority="high"
                  className="size-full object-cover"
                />
              ) : null}
            </div>
            <div
              aria-hidden
              className="absolute -bottom-4 -start-4 -z-0 hidden h-24 w-24 rounded-[var(--radius-card)] bg-gold/30 lg:block"
            />
          </figure>
        }
      />

      <section aria-label={A.eyebrow} className="border-b border-neutral-200 bg-white">
        <dl className="container-page grid grid-cols-2 gap-6 py-10 md:grid-cols-4">
          {A.facts.map((f) => (
            <div key={f.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-neutral-600">{f.label}</dt>
              <dd className="bidi-auto tabular text-3xl font-extrabold text-navy md:text-4xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-story" className="py-16 md:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-16">
          <SectionTitle id="about-story" eyebrow={A.storyEyebrow} title={A.storyTitle} />
          <div className="space-y-5 text-[1.0625rem] leading-relaxed text-neutral-700">
            {A.story.map((p) => (
              <p key={p.slice(0, 30)}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-coverage" className="bg-sand py-16 md:py-24">
        <div className="container-page">
          <SectionTitle id="about-coverage" eyebrow={A.coverageEyebrow} title={A.coverageTitle} tone="sand" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {A.coverage.map((c, i) => (
              <li key={c.name} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)]">
                <p aria-hidden className="tabular text-sm font-bold text-gold-700">
                  0{i + 1}
                </p>
                <h3 className="mt-2 text-xl font-bold text-ink">{c.name}</h3>
                <p className="mt-2 text-neutral-700">{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-support" className="py-16 md:py-24">
        <div className="container-page">
          <SectionTitle id="about-support" eyebrow={A.supportEyebrow} title={A.supportTitle} />
          <ol className="mt-10 grid gap-6 md:grid-cols-5">
            {A.steps.map((s, i) => (
              <li key={s.title} className="relative border-t-2 border-gold pt-5">
                <p className="tabular text-sm font-bold text-gold-700">{String(i + 1).padStart(2, "0")}</p>
                <h3 className="mt-1 text-lg font-bold text-ink">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-neutral-700">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="about-why" className="bg-navy py-16 text-white md:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionTitle id="about-why" eyebrow={A.whyEyebrow} title={A.whyTitle} tone="dark" />
            <h3 className="mt-8 text-lg font-bold text-white">{A.ctaTitle}</h3>
            <p className="mt-2 text-white/80">{A.ctaText}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <EnquiryButton type="General" className={BUTTON_PRIMARY}>
                {A.ctaButton}
                <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
              </EnquiryButton>
              <Link to={lp("/articals")} className={BUTTON_OUTLINE_LIGHT}>
                {A.ctaSecondary}
              </Link>
            </div>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white/5 p-6 ring-1 ring-white/15 md:p-8">
            <CheckList items={A.why} tone="dark" />
          </div>
        </div>
      </section>
    </main>
  );
}
