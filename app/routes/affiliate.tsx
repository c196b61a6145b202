import { useLoaderData } from "react-router";
import { ArrowRight, Building2, CalendarClock, Handshake, MapPin, UsersRound } from "../components/ui/icons";
import { t } from "../i18n/i18n";
import { localizedCopy } from "../i18n/static-copy.server";
import { EnquiryButton } from "../modules/enquiry/enquiry-opener";
import { AFFILIATE } from "../modules/pages/affiliate";
import { BUTTON_OUTLINE_LIGHT, BUTTON_PRIMARY, CheckList, PageHero, SectionTitle } from "../modules/pages/page-parts";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/affiliate";

/** The page's copy in its language (the site address comes from the root loader's data). */
export function loader() {
  return { copy: localizedCopy(AFFILIATE, "pages/affiliate", "AFFILIATE") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: `${loaderData?.copy.metaTitle ?? ""} — ${t("site.name")}`,
    description: loaderData?.copy.metaDescription ?? "",
    path: "/Affiliate",
    siteUrl: matches[0]?.loaderData?.siteUrl ?? "",
  });

/** Both buttons open the "Get Assistance" dialog as a partner enquiry (they did nothing in the original). */
function Actions() {
  const A = useLoaderData<typeof loader>().copy;
  return (
    <>
      <EnquiryButton type="Become A Partner" className={BUTTON_PRIMARY}>
        <Handshake aria-hidden className="size-5" />
        {A.apply}
      </EnquiryButton>
      <EnquiryButton type="Become A Partner" className={BUTTON_OUTLINE_LIGHT}>
        <CalendarClock aria-hidden className="size-5" />
        {A.call}
      </EnquiryButton>
    </>
  );
}

export default function Affiliate() {
  const A = useLoaderData<typeof loader>().copy;
  return (
    <main>
      <PageHero tone="dark" eyebrow={A.eyebrow} title={A.title} intro={A.intro}>
        <Actions />
      </PageHero>

      <section aria-label={A.eyebrow} className="border-b border-neutral-200 bg-white">
        <dl className="container-page grid grid-cols-2 gap-6 py-10 md:grid-cols-4">
          {A.figures.map((f) => (
            <div key={f.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-neutral-600">{f.label}</dt>
              <dd className="bidi-auto tabular text-3xl font-extrabold text-navy md:text-4xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="aff-benefits" className="py-16 md:py-24">
        <div className="container-page">
          <SectionTitle id="aff-benefits" eyebrow={A.benefitsEyebrow} title={A.benefitsTitle} />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            {[
              { group: A.builders, Icon: Building2 },
              { group: A.consultants, Icon: UsersRound },
            ].map(({ group, Icon }) => (
              <article
                key={group.title}
                className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70 md:p-8"
              >
                <span
                  aria-hidden
                  className="flex size-12 items-center justify-center rounded-full bg-sand text-gold-700"
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-ink">{group.title}</h3>
                <div className="mt-5">
                  <CheckList items={group.items} />
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="aff-gulf" className="bg-sand py-16 md:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:items-center">
          <SectionTitle id="aff-gulf" eyebrow={A.gulfEyebrow} title={A.gulfTitle} intro={A.gulfIntro} tone="sand" />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {A.gulf.map((country) => (
              <li
                key={country}
                className="flex min-h-14 items-center gap-2 rounded-[var(--radius-card)] bg-white px-4 py-3 font-semibold text-ink shadow-[var(--shadow-soft)]"
              >
                <MapPin aria-hidden className="size-4 shrink-0 text-gold-700" />
                {country}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="aff-steps" className="py-16 md:py-24">
        <div className="container-page">
          <SectionTitle id="aff-steps" eyebrow={A.stepsEyebrow} title={A.stepsTitle} />
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {A.steps.map((s, i) => (
              <li key={s.title} className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-neutral-200">
                <span
                  aria-hidden
                  className="tabular flex size-10 items-center justify-center rounded-full bg-navy font-bold text-gold"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-neutral-700">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="aff-cta" className="bg-navy py-16 text-white md:py-20">
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="aff-cta" className="text-2xl font-bold md:text-3xl">
              {A.ctaTitle}
            </h2>
            <p className="mt-3 text-white/80">{A.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <EnquiryButton type="Become A Partner" className={BUTTON_PRIMARY}>
              {A.apply}
              <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
            </EnquiryButton>
          </div>
        </div>
      </section>
    </main>
  );
}
