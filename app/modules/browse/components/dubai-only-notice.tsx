import type { ReactNode } from "react";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";

/**
 * The Dubai-only 404-style notice of the original site: the /DubaiOnlyNotice page and
 * every filtered search that finds nothing. As a page it owns the h1; inside a listing
 * page, whose hero holds the h1, it is an h2. `children`: ways to widen the search.
 */
export function DubaiOnlyNotice(props: { as?: "h1" | "h2"; text?: string; children?: ReactNode }) {
  const Heading = props.as ?? "h2";
  const page = Heading === "h1";
  return (
    // Under a listing page's hero it is tighter: its message belongs in the first screen.
    <div
      data-testid="dubai-only-notice"
      className={`flex flex-col items-center text-center ${page ? "py-16 md:py-24" : "py-8 md:py-10"}`}
    >
      {/* The big code is decoration: the heading says it. Read out, it was a styled paragraph posing as a heading (axe p-as-heading, WCAG 1.3.1). */}
      <p
        aria-hidden
        className={`font-extrabold tracking-tight text-gold-700 tabular ${page ? "text-7xl md:text-8xl" : "text-6xl md:text-7xl"}`}
      >
        {t("browse.notice.code")}
      </p>
      <Heading className="mt-4 text-2xl font-bold text-ink md:text-3xl">{t("browse.notice.title")}</Heading>
      <p className="mt-3 max-w-md text-neutral-600">{props.text ?? t("browse.notice.text")}</p>
      {props.children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={lp("/")}
          className="inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
        >
          {t("browse.notice.home")}
        </Link>
        <Link
          to={lp("/residential-filter?type=Residential&country=United+Arab+Emirates&state=Dubai&district=Dubai")}
          className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-navy ring-1 ring-navy/30 hover:ring-navy"
        >
          {t("browse.notice.browse")}
        </Link>
      </div>
    </div>
  );
}
