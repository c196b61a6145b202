import { Carousel } from "../../../components/ui/carousel";
import { ArrowRight } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { BannerSlide } from "../browse.server";

/** How long a banner stays before the next one. */
export const BANNER_ROTATE_MS = 5000;

const ONE = { base: 1, sm: 1, md: 1, lg: 1 };

/**
 * The rotating banners of /property-search-list, as on the original site: one at a time in
 * the site's carousel, advancing every 5 s while on screen. Without JavaScript the first
 * banner shows and the others are a swipe away.
 */
export function BannerCarousel(props: { banners: BannerSlide[] }) {
  const { banners } = props;
  if (banners.length === 0) {
    return (
      <p className="mt-8 rounded-[var(--radius-card)] bg-sand p-6 text-neutral-700" data-testid="banners-empty">
        {t("browse.banners.empty")}
      </p>
    );
  }
  return (
    <div className="mt-8">
      <Carousel
        data-testid="banner-carousel"
        label={t("browse.banners.label")}
        perView={ONE}
        gapRem={0}
        framed
        slideLabel={(n, total) => t("carousel.slide", { n, total })}
        arrows={{ previous: t("browse.banners.prev"), next: t("browse.banners.next") }}
        dots={{ goTo: (n) => t("browse.banners.goTo", { n }) }}
        autoplay={{ everyMs: BANNER_ROTATE_MS, pause: t("browse.banners.pause"), play: t("browse.banners.play") }}
        slides={banners.map((b, i) => <Slide key={b.id} banner={b} first={i === 0} />)}
      />
    </div>
  );
}

function Slide(props: { banner: BannerSlide; first: boolean }) {
  const { banner: b } = props;
  const body = (
    <>
      {b.imageId ? (
        <img
          src={`/media/${b.imageId}`}
          alt=""
          width={1200}
          height={900}
          loading={props.first ? "eager" : "lazy"}
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover md:inset-y-0 md:start-auto md:end-0 md:w-1/2"
        />
      ) : null}
      <span
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/60 to-ink/20 md:bg-gradient-to-r md:from-navy md:via-navy md:via-50% md:to-transparent"
      />
      <div className="flex h-full flex-col justify-end p-6 md:w-1/2 md:justify-center md:p-10">
        {/* Stored text: lang="en" where it has no translation in the page's language. */}
        <p lang={storedLang(b, "text")} className="text-xl font-bold text-white md:text-2xl">
          {b.text}
        </p>
        {b.lines.length ? (
          <ul lang={storedLang(b, "lines")} className="mt-2 space-y-0.5 text-sm text-white/85">
            {b.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {b.bannerType === "Property Banner" && b.propertyId ? (
          <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-gold">
            {t("browse.banners.view")}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </span>
        ) : null}
      </div>
    </>
  );
  return (
    <div data-banner-type={b.bannerType} className="relative isolate h-72 w-full overflow-hidden md:h-64">
      {b.bannerType === "Property Banner" && b.propertyId ? (
        <Link to={lp(`/property/${b.propertyId}`)} className="block size-full">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}
