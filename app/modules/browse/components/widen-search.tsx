import { MapPin } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formatNumber } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { tWith } from "../../../i18n/stored";
import { hrefWith, type PageParams } from "../query";
import type { Widening } from "../widen";

const PILL =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-navy ring-1 ring-sand-200 transition-colors hover:ring-gold";

/** Links out of an empty search (decision 011): without the price or type, or nearby. */
export function WidenSearch(props: { widen: Widening[]; path: string; params: PageParams }) {
  if (props.widen.length === 0) return null;
  return (
    <nav aria-labelledby="widen-title" data-testid="widen-search" className="mt-8 w-full max-w-2xl">
      <h3 id="widen-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-gold-700">
        {t("browse.widen.title")}
      </h3>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {props.widen.map((w) => (
          <li key={`${w.kind}:${w.changes.locationlable ?? ""}`}>
            <Link
              to={lp(hrefWith(props.path, props.params, { ...w.changes, page: undefined }))}
              data-widen={w.kind}
              className={PILL}
            >
              {w.kind === "place" ? <MapPin aria-hidden className="size-4 shrink-0 text-gold-600" /> : null}
              <span>{label(w)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function label(w: Widening) {
  const count = formatNumber(w.count);
  if (w.kind === "price") return t("browse.widen.anyPrice", { count });
  if (w.kind === "type") return t("browse.widen.anyType", { count });
  const place = w.place ?? { text: w.changes.locationlable ?? "" };
  return tWith("browse.widen.nearby", { place: <bdi lang={place.lang}>{place.text}</bdi>, count });
}
