import { lp, t } from "../i18n/i18n";
import { tWith } from "../i18n/stored";
import type { RootData } from "../root-data";
import { BrandLogo } from "./brand-logo";
import { reserveStyle } from "./reserve";
import { FOOTER_NAV, telHref } from "./site-nav";
import { Mail, MapPin, Phone } from "./ui/icons";
import { Link } from "./ui/link";
import { Ltr } from "./ui/ltr";

/** The original site's listing link per top location (the odd parameter name is the contract). */
export function locationHref(label: string): string {
  return `/dubai-locations?locationlable=${encodeURIComponent(label)}`;
}

const HEADING = "text-xs font-bold uppercase tracking-[0.18em] text-gold";
const LINK =
  "inline-flex min-h-10 items-center py-1.5 text-sm leading-snug text-white/70 transition-colors hover:text-gold";

export function SiteFooter(props: {
  topLocations: RootData["topLocations"];
  year: number;
  settings?: RootData["settings"];
}) {
  const { settings } = props;
  return (
    // Drawn only near the viewport: a tenth of a listing page's elements, below everything else.
    // The reserve is its tallest in four languages (1,592 px in Russian at 320 px wide).
    <footer style={reserveStyle([1600, 950, 630])} className="render-when-near mt-16 bg-ink text-white/70 md:mt-24">
      <div aria-hidden className="h-px bg-gradient-to-r from-transparent via-gold/70 to-transparent" />
      <div className="container-page grid gap-12 py-14 md:grid-cols-12 md:gap-x-8 md:py-20 lg:gap-x-10">
        <div className="flex flex-col gap-6 md:col-span-7 lg:col-span-4">
          <Link to={lp("/")} className="self-start rounded-lg">
            <BrandLogo nameClassName="text-white" taglineClassName="text-gold" />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-white/65">{t("shell.footerAbout")}</p>
          {settings?.email || settings?.phone ? (
            <div>
              <h2 className={HEADING}>{t("shell.footerContact")}</h2>
              <ul className="mt-3 flex flex-col">
                {settings.email ? (
                  <li>
                    <a href={`mailto:${settings.email}`} className={`${LINK} gap-3`}>
                      <Mail aria-hidden className="size-4 text-gold" />
                      <span className="sr-only">{t("shell.email")}: </span>
                      <Ltr>{settings.email}</Ltr>
                    </a>
                  </li>
                ) : null}
                {settings.phone ? (
                  <li>
                    <a href={telHref(settings.phone)} className={`${LINK} gap-3 tabular`}>
                      <Phone aria-hidden className="size-4 text-gold" />
                      <span className="sr-only">{t("shell.phone")}: </span>
                      <Ltr>{settings.phone}</Ltr>
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </div>

        {props.topLocations.length > 0 ? (
          <nav aria-labelledby="footer-locations" className="md:order-last md:col-span-12 lg:order-none lg:col-span-6">
            <h2 id="footer-locations" className={HEADING}>
              {t("shell.footerLocations")}
            </h2>
            <ul className="mt-3 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
              {props.topLocations.map(({ label, name, area }) => (
                <li key={label} className="flex flex-wrap items-center gap-x-3">
                  <Link to={lp(locationHref(label))} className={`${LINK} gap-2`}>
                    <MapPin aria-hidden className="size-3.5 shrink-0 text-gold/70" />
                    {tWith("footer.propertyIn", { location: <span lang={name.lang}>{name.text}</span> })}
                  </Link>
                  {area ? (
                    <Link to={lp(`/area/${area}`)} className={`${LINK} text-gold/90`}>
                      {t("areaLink.guide")}
                      <span className="sr-only" lang={name.lang}>
                        {" "}
                        {name.text}
                      </span>
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <nav aria-labelledby="footer-explore" className="md:col-span-5 lg:col-span-2">
          <h2 id="footer-explore" className={HEADING}>
            {t("shell.footerExplore")}
          </h2>
          <ul className="mt-3 flex flex-col">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={lp(item.to)} className={LINK}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-white/10">
        {/* Bottom padding on small screens keeps the Need Help? button and a listing's phone bar off the text. */}
        <div className="container-page pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] text-xs text-white/55 md:pb-6">
          <p>{tWith("footer.copyright", { year: props.year, site: <bdi>{t("site.name")}</bdi> })}</p>
        </div>
      </div>
    </footer>
  );
}
