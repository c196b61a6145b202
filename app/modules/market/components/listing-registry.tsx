import type { ReactNode } from "react";
import { Link } from "../../../components/ui/link";
import { formatNumber } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { tWith } from "../../../i18n/stored";
import { useAreaUnit } from "../../area/use-area-unit";
import { useCurrency } from "../../currency/currency-context";
import type { ShownName } from "../../location/match";
import { perAreaIn, perAreaText } from "../../property/facts";
import type { RentFrequency } from "../../property/purpose";
import { type ListingRegistry, MIN_REGISTRY_COUNT } from "../listing-registry";
import { ROOMS_HOMES } from "../rooms-text";

/**
 * A listing's price against the land registry (decision 066): a sale's asking price per area
 * beside the community's registered median for its rooms and the gross yield the median rent
 * would give, a rent beside the median registered rent. Under MIN_REGISTRY_COUNT sales or
 * contracts it says there are too few rather than show a shaky figure. Drawn on the server with
 * the page; it adds no script of its own.
 */
export function ListingRegistryLine(props: {
  registry: ListingRegistry;
  community: ShownName;
  purpose: "sale" | "rent";
  priceAed: number;
  rentFrequency: RentFrequency | null;
  areaSqft: number | null;
}) {
  const { registry: r } = props;
  const unit = useAreaUnit();
  const { format } = useCurrency();
  if (!r.rooms) return null;
  const community = <span lang={props.community.lang}>{props.community.text}</span>;
  const rooms = t(ROOMS_HOMES[r.rooms]);
  const lines: { key: string; text: ReactNode }[] = [];

  if (props.purpose === "sale") {
    if (r.sales < MIN_REGISTRY_COUNT || r.medianPricePerSqft === null) {
      lines.push({ key: "too-few", text: tWith("priceCheck.tooFew", { count: r.sales, rooms, community }) });
    } else if (props.areaSqft) {
      const asking = props.priceAed / props.areaSqft;
      lines.push({
        key: "compare",
        text: tWith(comparisonKey(asking, r.medianPricePerSqft, "sale"), {
          percent: percentApart(asking, r.medianPricePerSqft),
          count: r.sales,
          rooms,
          community,
        }),
      });
      lines.push({
        key: "figures",
        text: tWith("priceCheck.figures", {
          asking: <span dir="ltr">{perAreaText(format(perAreaIn(asking, unit)), unit)}</span>,
          median: <span dir="ltr">{perAreaText(format(perAreaIn(r.medianPricePerSqft, unit)), unit)}</span>,
        }),
      });
    }
    if (r.medianRent !== null && r.rentContracts >= MIN_REGISTRY_COUNT && props.priceAed > 0) {
      lines.push({
        key: "yield",
        text: tWith("priceCheck.yield", {
          yield: `${formatNumber((r.medianRent / props.priceAed) * 100, 1, 1)} %`,
          rent: <span dir="ltr">{format(r.medianRent)}</span>,
        }),
      });
    }
  } else {
    const yearly = props.rentFrequency === "monthly" ? props.priceAed * 12 : props.priceAed;
    if (r.rentContracts < MIN_REGISTRY_COUNT || r.medianRent === null) {
      lines.push({
        key: "too-few",
        text: tWith("priceCheck.rentTooFew", { count: r.rentContracts, rooms, community }),
      });
    } else {
      lines.push({
        key: "compare",
        text: tWith(comparisonKey(yearly, r.medianRent, "rent"), {
          percent: percentApart(yearly, r.medianRent),
          count: r.rentContracts,
          rooms,
          community,
        }),
      });
      lines.push({
        key: "figures",
        text: tWith("priceCheck.rentFigures", {
          asking: <span dir="ltr">{format(yearly)}</span>,
          median: <span dir="ltr">{format(r.medianRent)}</span>,
        }),
      });
    }
  }

  return (
    <section
      aria-labelledby="listing-registry"
      className="rounded-[var(--radius-card)] border border-neutral-200 p-5"
      data-testid="listing-registry"
    >
      <h2 id="listing-registry" className="text-xl font-bold text-ink">
        {t("priceCheck.title")}
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-neutral-800">
        {lines.map((line) => (
          <li key={line.key} data-registry={line.key}>
            {line.text}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-neutral-600">{t("priceCheck.source")}</p>
      <Link
        to={lp(`/area/${r.slug}`)}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-2 hover:text-ink"
        data-testid="listing-area-link"
      >
        {/* One span: a flex container would drop the space before the name. */}
        <span>{tWith("priceCheck.areaLink", { community })}</span>
      </Link>
    </section>
  );
}

/** Whole percent apart; under half a percent reads "at the median". */
function percentApart(asking: number, median: number): string {
  return `${formatNumber(Math.round(Math.abs(asking / median - 1) * 100), 0, 0)} %`;
}

function comparisonKey(asking: number, median: number, kind: "sale" | "rent") {
  const apart = Math.round((asking / median - 1) * 100);
  if (kind === "sale") return apart > 0 ? "priceCheck.above" : apart < 0 ? "priceCheck.below" : "priceCheck.at";
  return apart > 0 ? "priceCheck.rentAbove" : apart < 0 ? "priceCheck.rentBelow" : "priceCheck.rentAt";
}
