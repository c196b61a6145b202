import "../../../i18n/en-pages";
import { ArrowRight, CircleAlert, Clock, Tag } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { Offer } from "../../content/content.server";
import { EnquiryButton } from "../../enquiry/enquiry-opener";
import type { HomeData } from "../home.server";
import { pad2 } from "./countdown";
import { formatDubaiDate } from "./format-date";
import { SECTION_PLAIN, SectionHeading, SectionNote } from "./section-heading";
import { useCountdown } from "./use-countdown";

/** The offer section: the first offer with a countdown to its end. `now` is the server's clock. */
export function OfferSection({ offers, now }: { offers: HomeData["offers"]; now: number }) {
  const first = offers.ok ? offers.data[0] : undefined;
  return (
    <section aria-labelledby="offer-title" className={SECTION_PLAIN}>
      <div className="container-page">
        <SectionHeading id="offer-title" eyebrow={t("offer.eyebrow")} title={t("offer.title")} />
        {!offers.ok ? (
          <SectionNote tone="error" icon={<CircleAlert aria-hidden className="size-5" />}>
            {t("offer.error")}
          </SectionNote>
        ) : first ? (
          <OfferCard offer={first} now={now} />
        ) : (
          <SectionNote icon={<Tag aria-hidden className="size-5 text-neutral-400" />}>{t("offer.empty")}</SectionNote>
        )}
      </div>
    </section>
  );
}

function OfferCard({ offer, now }: { offer: Offer; now: number }) {
  const end = new Date(offer.endsAt);
  const left = useCountdown(end.getTime(), now);
  const units = [
    { key: "months", value: left.months, label: t("offer.months") },
    { key: "days", value: left.days, label: t("offer.days") },
    { key: "hours", value: left.hours, label: t("offer.hours") },
  ] as const;
  const external = !offer.link.startsWith("/");
  const secondary =
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/40 px-6 text-sm font-semibold text-white transition hover:border-gold hover:text-gold";
  return (
    <article className="grid overflow-hidden rounded-[var(--radius-card)] bg-navy text-white shadow-[var(--shadow-soft)] lg:grid-cols-2">
      <div className="relative aspect-[4/3] bg-navy-700 lg:aspect-auto">
        {offer.imageId ? (
          <img
            src={`/media/${offer.imageId}`}
            alt=""
            width={1200}
            height={900}
            loading="lazy"
            decoding="async"
            className="size-full object-cover lg:absolute lg:inset-0"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-6 p-6 md:p-10">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold text-gold">
            <Clock aria-hidden className="size-4" />
            {t("offer.endsIn")}
          </p>
          <div
            role="timer"
            aria-label={t("offer.endsIn")}
            className="mt-3 grid max-w-sm grid-cols-3 gap-3"
            data-countdown
          >
            {units.map((unit) => (
              <div
                key={unit.key}
                className="rounded-[var(--radius-card)] bg-white/10 px-3 py-4 text-center ring-1 ring-white/15"
              >
                <span data-countdown-unit={unit.key} className="block text-3xl font-bold text-gold tabular md:text-4xl">
                  {pad2(unit.value)}
                </span>
                <span className="mt-1 block text-xs font-semibold uppercase tracking-wider text-white/75">
                  {unit.label}
                </span>
              </div>
            ))}
          </div>
          <p className="mt-3 text-sm text-white/70">
            <time dateTime={end.toISOString()}>{t("offer.endsOn", { date: formatDubaiDate(end) })}</time>
          </p>
        </div>
        <div>
          <h3 lang={storedLang(offer, "title")} className="text-2xl font-bold md:text-3xl">
            {offer.title}
          </h3>
          {offer.subtitle ? (
            <p lang={storedLang(offer, "subtitle")} className="mt-3 text-white/80">
              {offer.subtitle}
            </p>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-3">
          <EnquiryButton
            type="Offer Section"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-gold px-6 text-sm font-bold text-ink transition hover:bg-white"
          >
            {t("offer.becomeInvestor")}
          </EnquiryButton>
          {offer.link && offer.secondButtonTitle ? (
            external ? (
              <a href={lp(offer.link)} target="_blank" rel="noopener noreferrer" className={secondary}>
                <span lang={storedLang(offer, "secondButtonTitle")}>{offer.secondButtonTitle}</span>
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </a>
            ) : (
              <Link to={lp(offer.link)} className={secondary}>
                <span lang={storedLang(offer, "secondButtonTitle")}>{offer.secondButtonTitle}</span>
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            )
          ) : null}
        </div>
      </div>
    </article>
  );
}
