import "../../../i18n/en-pages";
import { Carousel } from "../../../components/ui/carousel";
import { lp, t } from "../../../i18n/i18n";
import type { HomeData } from "../home.server";
import { SECTION_PLAIN, SectionHeading } from "./section-heading";

/** As on the original site: agencies 5 slides (2 below 768 px) with a 1 s autoplay. */
export const AGENCIES_AUTOPLAY_MS = 1000;

/** The partner agencies' logos, each linking out in a new tab. */
export function AgenciesStrip({ agencies }: { agencies: HomeData["agencies"] }) {
  if (!agencies.ok || agencies.data.length === 0) return null;
  return (
    <section aria-labelledby="agencies-title" className={SECTION_PLAIN}>
      <div className="container-page">
        <SectionHeading id="agencies-title" eyebrow={t("agencies.eyebrow")} title={t("agencies.title")} />
        <Carousel
          label={t("agencies.carousel")}
          perView={{ base: 2, sm: 2, md: 5, lg: 5 }}
          slideLabel={(n, total) => t("carousel.slide", { n, total })}
          autoplay={{ everyMs: AGENCIES_AUTOPLAY_MS, pause: t("carousel.pause"), play: t("carousel.play") }}
          slides={agencies.data.map((agency) => (
            <a
              key={agency.id}
              href={lp(agency.link)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-24 w-full items-center justify-center rounded-[var(--radius-card)] border border-neutral-200 bg-white px-2 grayscale lg:px-4 transition duration-300 hover:border-gold hover:grayscale-0 focus-visible:grayscale-0 md:h-28"
            >
              {agency.imageId ? (
                <img
                  src={`/media/${agency.imageId}`}
                  alt={agency.name}
                  lang="en"
                  width={320}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="h-auto max-h-20 w-full object-contain"
                />
              ) : (
                <span lang="en" className="text-center text-sm font-semibold text-ink">
                  {agency.name}
                </span>
              )}
            </a>
          ))}
        />
      </div>
    </section>
  );
}
