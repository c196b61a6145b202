import { useLoaderData } from "react-router";
import { ArrowRight, Megaphone } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { lp, t } from "../i18n/i18n";
import { localizedCopy } from "../i18n/static-copy.server";
import { EnquiryButton } from "../modules/enquiry/enquiry-opener";
import { ADVERTISE } from "../modules/pages/affiliate";
import { BUTTON_OUTLINE, BUTTON_PRIMARY, CheckList, PageHero, SectionTitle } from "../modules/pages/page-parts";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/advertise";

/** The page's copy in its language (the site address comes from the root loader's data). */
export function loader() {
  return { copy: localizedCopy(ADVERTISE, "pages/affiliate", "ADVERTISE") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: `${loaderData?.copy.metaTitle ?? ""} — ${t("site.name")}`,
    description: loaderData?.copy.metaDescription ?? "",
    path: "/Advertise",
    siteUrl: matches[0]?.loaderData?.siteUrl ?? "",
  });

const LARGEST = 1166;

export default function Advertise() {
  const A = useLoaderData<typeof loader>().copy;
  return (
    <main>
      <PageHero tone="dark" eyebrow={A.eyebrow} title={A.title} intro={A.intro}>
        <EnquiryButton type="Advertise Your Property" className={BUTTON_PRIMARY}>
          <Megaphone aria-hidden className="size-5" />
          {A.cta}
        </EnquiryButton>
      </PageHero>

      <section aria-labelledby="adv-placements" className="py-16 md:py-24">
        <div className="container-page">
          <SectionTitle
            id="adv-placements"
            eyebrow={A.placementsEyebrow}
            title={A.placementsTitle}
            intro={A.placementsIntro}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {A.placements.map((p, i) => (
              <li
                key={p.name}
                className={`flex flex-col rounded-[var(--radius-card)] bg-sand p-6 ring-1 ring-sand-200 md:p-8 ${i === 0 ? "md:col-span-2" : ""}`}
              >
                {/* A mock of the slot, at its true proportions, scaled against the leaderboard's width. */}
                <div className="flex min-h-20 items-center justify-center rounded-lg bg-white/60 p-4">
                  <div
                    aria-hidden
                    className="flex items-center justify-center rounded-md border-2 border-dashed border-gold-600 bg-gradient-to-br from-navy to-ink text-center text-white"
                    style={{
                      aspectRatio: `${p.width} / ${p.height}`,
                      width: i === 0 ? "100%" : `min(100%, ${Math.round((p.width / LARGEST) * 100 * 2)}%)`,
                    }}
                  >
                    <span className="tabular px-2 text-xs font-bold tracking-wide text-gold sm:text-sm">
                      {p.width}×{p.height}
                    </span>
                  </div>
                </div>
                <h3 className="mt-6 text-xl font-bold text-ink">{p.name}</h3>
                <p className="tabular mt-1 text-sm font-semibold text-gold-700">
                  {A.sizeLabel.replace("{width}", String(p.width)).replace("{height}", String(p.height))}
                </p>
                <p className="mt-3 text-neutral-700">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="adv-why" className="bg-sand py-16 md:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionTitle id="adv-why" eyebrow={A.whyEyebrow} title={A.whyTitle} tone="sand" />
            <div className="mt-8">
              <CheckList items={A.why} />
            </div>
            <div className="mt-8">
              <EnquiryButton type="Advertise Your Property" className={BUTTON_PRIMARY}>
                {A.cta}
                <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
              </EnquiryButton>
            </div>
          </div>
          <aside
            aria-labelledby="adv-affiliate"
            className="self-start rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-soft)] md:p-8"
          >
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">{A.affiliateEyebrow}</p>
            <h2 id="adv-affiliate" className="mt-2 text-2xl font-bold text-ink">
              {A.affiliateTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-neutral-700">{A.affiliateText}</p>
            <Link to={lp("/Affiliate")} className={`${BUTTON_OUTLINE} mt-6`}>
              {A.affiliateLink}
              <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
            </Link>
          </aside>
        </div>
      </section>
    </main>
  );
}
