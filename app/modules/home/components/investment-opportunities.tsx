import "../../../i18n/en-pages";
import { CircleAlert, TrendingUp } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { EnquiryButton } from "../../enquiry/enquiry-opener";
import type { HomeData } from "../home.server";
import { SECTION_TINTED, SectionHeading, SectionNote } from "./section-heading";

/** Investment opportunities: title, sanitised HTML description, image and an enquiry button each. */
export function InvestmentOpportunities({ investments }: { investments: HomeData["investments"] }) {
  return (
    <section aria-labelledby="investments-title" className={`bg-sand ${SECTION_TINTED}`}>
      <div className="container-page">
        <SectionHeading tone="sand" id="investments-title" eyebrow={t("invest.eyebrow")} title={t("invest.title")} />
        {!investments.ok ? (
          <SectionNote tone="error" icon={<CircleAlert aria-hidden className="size-5" />}>
            {t("invest.error")}
          </SectionNote>
        ) : investments.data.length === 0 ? (
          <SectionNote icon={<TrendingUp aria-hidden className="size-5 text-neutral-400" />}>
            {t("invest.empty")}
          </SectionNote>
        ) : (
          <div className="flex flex-col gap-8 md:gap-12">
            {investments.data.map((item, i) => (
              <article
                key={item.id}
                className="grid items-center gap-6 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] lg:grid-cols-2 lg:gap-0"
              >
                {item.imageId ? (
                  <div
                    className={`relative aspect-[4/3] bg-sand-200 lg:aspect-auto lg:min-h-80 lg:self-stretch ${i % 2 === 1 ? "lg:order-last" : ""}`}
                  >
                    <img
                      src={`/media/${item.imageId}`}
                      alt=""
                      width={1200}
                      height={900}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover lg:absolute lg:inset-0"
                    />
                  </div>
                ) : null}
                <div
                  className={`flex flex-col gap-4 px-6 pb-8 md:px-10 ${item.imageId ? "lg:py-10" : "pt-8 lg:col-span-2"}`}
                >
                  <h3 lang={storedLang(item, "title")} className="text-xl font-bold text-ink md:text-2xl">
                    {item.title}
                  </h3>
                  <div
                    lang={storedLang(item, "description")}
                    dir="auto"
                    className="prose-content text-neutral-700"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: made safe on the server (content.server.ts → safeRichText)
                    dangerouslySetInnerHTML={{ __html: item.description }}
                  />
                  {item.buttonTitle ? (
                    <div>
                      <EnquiryButton
                        type="Investment Opportunity"
                        className="inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-6 text-sm font-bold text-white transition hover:bg-ink focus-visible:outline-gold"
                      >
                        <span lang={storedLang(item, "buttonTitle")}>{item.buttonTitle}</span>
                      </EnquiryButton>
                    </div>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
