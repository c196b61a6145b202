import { storedLang } from "../../../i18n/stored";
import { EnquiryButton } from "../../enquiry/enquiry-opener";
import type { HomeData } from "../home.server";

/**
 * The call-to-action band, one per advertisement. Descriptions are sanitised
 * on the server. A failed or empty list shows nothing, as on the original site.
 */
export function CallToAction(props: { ads: HomeData["ads"] }) {
  if (!props.ads.ok || props.ads.data.length === 0) return null;
  return (
    <div className="py-6 md:py-10">
      <div className="container-page grid gap-6">
        {props.ads.data.map((ad) => (
          <section
            key={ad.id}
            aria-labelledby={`ad-${ad.id}`}
            className="relative overflow-hidden rounded-[12px] bg-navy px-6 py-10 text-white md:px-12 md:py-14"
          >
            <div aria-hidden className="absolute -end-24 -top-24 size-72 rounded-full bg-gold/15 blur-2xl" />
            <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between md:gap-12">
              <div className="max-w-2xl">
                <h2 id={`ad-${ad.id}`} lang={storedLang(ad, "title")} className="text-2xl font-extrabold md:text-3xl">
                  {ad.title}
                </h2>
                <div
                  lang={storedLang(ad, "description")}
                  dir="auto"
                  className="prose-content mt-3 text-white/85 [&_a]:text-gold [&_strong]:text-white"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: made safe on the server (content.server.ts → safeRichText)
                  dangerouslySetInnerHTML={{ __html: ad.description }}
                />
              </div>
              <EnquiryButton
                type="Advertise Your Property"
                className="inline-flex min-h-12 shrink-0 items-center justify-center self-start rounded-lg bg-gold px-6 font-bold text-ink transition-colors hover:bg-gold-600 md:self-center"
              >
                <span lang={storedLang(ad, "buttonTitle")}>{ad.buttonTitle}</span>
              </EnquiryButton>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
