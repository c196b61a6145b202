import "../../../i18n/en-pages";
import { type MessageKey, t } from "../../../i18n/i18n";
import { SECTION_TINTED } from "./section-heading";

/** The original site's marketing figures: minimum entry and the three yields. */
const FIGURES: { value: MessageKey; label: MessageKey }[] = [
  { value: "investors.minimumValue", label: "investors.minimum" },
  { value: "investors.rentalValue", label: "investors.rental" },
  { value: "investors.renovationValue", label: "investors.renovation" },
  { value: "investors.constructionValue", label: "investors.construction" },
];

/** A navy band with the investor figures in gold. */
export function InvestorsBanner() {
  return (
    <section
      aria-labelledby="investors-title"
      className={`relative overflow-hidden bg-navy text-white ${SECTION_TINTED}`}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_90%_-10%,rgb(200_164_93/0.22),transparent_60%),radial-gradient(40rem_24rem_at_-10%_120%,rgb(200_164_93/0.12),transparent_60%)]"
      />
      <div className="container-page relative grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">{t("investors.eyebrow")}</p>
          <h2 id="investors-title" className="mt-2 text-2xl font-bold md:text-3xl">
            {t("investors.title")}
          </h2>
          <p className="mt-3 text-white/80">{t("investors.text")}</p>
        </div>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-[var(--radius-card)] bg-white/15 ring-1 ring-white/15 md:grid-cols-4 lg:grid-cols-2">
          {FIGURES.map((f) => (
            <div key={f.label} className="flex flex-col-reverse gap-1 bg-navy p-5 lg:p-7">
              <dt className="text-sm text-white/75">{t(f.label)}</dt>
              <dd className="bidi-auto whitespace-nowrap text-2xl font-bold text-gold tabular lg:text-4xl">
                {t(f.value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
