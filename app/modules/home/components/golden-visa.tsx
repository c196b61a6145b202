import "../../../i18n/en-pages";
import { ArrowRight, ExternalLink, ImageOff } from "../../../components/ui/icons";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { EnquiryButton } from "../../enquiry/enquiry-opener";
import type { HomeData } from "../home.server";

/** Promo art is generated at 1200 × 900. */
const IMAGE = { width: 1200, height: 900 } as const;

/**
 * Golden Visa, one block per record. Descriptions are sanitised on the server.
 * A failed or empty list shows nothing, as on the original site.
 */
export function GoldenVisa(props: { visas: HomeData["visas"] }) {
  if (!props.visas.ok || props.visas.data.length === 0) return null;
  return (
    <div className="bg-sand py-12 md:py-20">
      <div className="container-page grid gap-16">
        {props.visas.data.map((visa) => (
          <section
            key={visa.id}
            aria-labelledby={`visa-${visa.id}`}
            className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14"
          >
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">
                {t("goldenVisa.eyebrow")}
              </p>
              <h2
                id={`visa-${visa.id}`}
                lang={storedLang(visa, "title")}
                className="mt-2 text-2xl font-extrabold md:text-3xl"
              >
                {visa.title}
              </h2>
              {visa.subtitle ? (
                <p lang={storedLang(visa, "subtitle")} className="mt-3 text-lg font-semibold text-navy">
                  {visa.subtitle}
                </p>
              ) : null}
              <div
                lang={storedLang(visa, "description")}
                dir="auto"
                className="prose-content mt-4 text-neutral-700"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: made safe on the server (content.server.ts → safeRichText)
                dangerouslySetInnerHTML={{ __html: visa.description }}
              />
              <div className="mt-6 flex flex-wrap gap-3">
                {visa.link && visa.buttonTitle ? (
                  <VisaLink link={visa.link} title={visa.buttonTitle} lang={storedLang(visa, "buttonTitle")} />
                ) : null}
                <EnquiryButton
                  type="Golden Visa"
                  className="inline-flex min-h-12 items-center rounded-lg bg-navy px-6 font-bold text-white transition-colors hover:bg-navy-700"
                >
                  {t("goldenVisa.discuss")}
                </EnquiryButton>
              </div>
            </div>
            {visa.imageId ? (
              <img
                src={`/media/${visa.imageId}`}
                alt=""
                width={IMAGE.width}
                height={IMAGE.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full rounded-[12px] object-cover shadow-soft"
              />
            ) : (
              <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-[12px] border border-dashed border-neutral-300 bg-white text-sm text-neutral-600">
                <ImageOff aria-hidden className="size-6" />
                {t("goldenVisa.noImage")}
              </div>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

/** The record's button: a page of this site opens here, with an arrow; another site opens in a new tab, marked so. */
function VisaLink({ link, title, lang }: { link: string; title: string; lang?: "en" }) {
  const internal = link.startsWith("/") && !link.startsWith("//");
  return (
    <a
      href={internal ? lp(link) : link}
      {...(internal ? {} : { target: "_blank", rel: "noopener noreferrer" })}
      className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-navy px-5 font-semibold text-navy transition-colors hover:bg-navy hover:text-white"
    >
      <span lang={lang}>{title}</span>
      {internal ? (
        <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      ) : (
        <ExternalLink aria-hidden className="size-4" />
      )}
    </a>
  );
}
