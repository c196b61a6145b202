import "../../../i18n/en-pages";
import { Link } from "../../../components/ui/link";
import { lp, type MessageKey, t } from "../../../i18n/i18n";

/** The original site's 24 countries in its order, with the flag file under /flags (Bali shows Indonesia's flag). */
export const OTHER_COUNTRIES: readonly { key: MessageKey; flag: string }[] = [
  { key: "country.at", flag: "at" },
  { key: "country.bali", flag: "id" },
  { key: "country.hr", flag: "hr" },
  { key: "country.cy", flag: "cy" },
  { key: "country.ru", flag: "ru" },
  { key: "country.gb", flag: "gb" },
  { key: "country.eg", flag: "eg" },
  { key: "country.fr", flag: "fr" },
  { key: "country.de", flag: "de" },
  { key: "country.gr", flag: "gr" },
  { key: "country.hu", flag: "hu" },
  { key: "country.il", flag: "il" },
  { key: "country.it", flag: "it" },
  { key: "country.lv", flag: "lv" },
  { key: "country.me", flag: "me" },
  { key: "country.om", flag: "om" },
  { key: "country.pt", flag: "pt" },
  { key: "country.qa", flag: "qa" },
  { key: "country.sa", flag: "sa" },
  { key: "country.es", flag: "es" },
  { key: "country.th", flag: "th" },
  { key: "country.tr", flag: "tr" },
  { key: "country.us", flag: "us" },
  { key: "country.sg", flag: "sg" },
];

/** Other Countries, each tile a link to the Dubai-only notice. */
export function OtherCountries() {
  return (
    <section aria-labelledby="other-countries-title" className="py-10 md:py-16">
      <div className="container-page">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">{t("countries.eyebrow")}</p>
        <h2 id="other-countries-title" className="mt-2 text-2xl font-extrabold md:text-3xl">
          {t("countries.title")}
        </h2>
        <p className="mt-2 max-w-2xl text-neutral-600">{t("countries.subtitle")}</p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {OTHER_COUNTRIES.map((country) => (
            <li key={country.key}>
              <Link
                to={lp("/DubaiOnlyNotice")}
                className="flex h-full items-center gap-3 rounded-[12px] border border-neutral-200 bg-white p-3 transition-colors hover:border-gold hover:bg-sand/60"
              >
                <img
                  src={`/flags/${country.flag}.svg`}
                  alt=""
                  width={36}
                  height={24}
                  loading="lazy"
                  className="h-6 w-9 shrink-0 rounded-sm object-cover ring-1 ring-neutral-200"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{t(country.key)}</span>
                  <span className="mt-0.5 inline-block rounded-full bg-sand px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide text-gold-700">
                    {t("countries.comingSoon")}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
