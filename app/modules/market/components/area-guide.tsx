import type { ReactNode } from "react";
import { Link } from "../../../components/ui/link";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import { formatLongDateIn, formatNumber } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import type { AreaUnit } from "../../area/unit";
import { useAreaUnit } from "../../area/use-area-unit";
import { convert } from "../../currency/currency";
import { Price, useCurrency } from "../../currency/currency-context";
import type { ShownName } from "../../location/match";
import type { PropertyCardData } from "../../property/card";
import { OsmMap } from "../../property/components/osm-map";
import { PropertyCard } from "../../property/components/property-card";
import type { AreaFigures, PriceCell, RoomsRow } from "../figures";
import { type RoomsBucket, SQFT_PER_SQM } from "../rooms";
import { monthLabel } from "./month";
import { TrendChart } from "./trend-chart";

export type AreaGuideData = {
  figures: AreaFigures;
  place: { label: string; name: ShownName; city: ShownName; latitude: number; longitude: number };
  listings: (PropertyCardData & { place?: ShownName })[];
  listingCount: number;
};

const ROOM_KEYS = {
  studio: "market.rooms.studio",
  "1": "market.rooms.1",
  "2": "market.rooms.2",
  "3": "market.rooms.3",
  "4+": "market.rooms.4+",
} as const;

const roomsName = (rooms: RoomsBucket | null) => (rooms ? t(ROOM_KEYS[rooms]) : t("market.allHomes"));
const perUnit = (cell: PriceCell, unit: AreaUnit) =>
  unit === "sqm" ? cell.medianPricePerSqm : cell.medianPricePerSqft;
const percent = (v: number) => `${formatNumber(v * 100, 1, 1)} %`;

function Named({ name }: { name: ShownName }) {
  return <span lang={name.lang}>{name.text}</span>;
}

function Section(props: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="mt-14">
      <h2 id={props.id} className="flex items-center gap-3 text-2xl font-bold text-ink">
        <span aria-hidden className="h-6 w-1 rounded-full bg-gold" />
        {props.title}
      </h2>
      <div className="mt-5">{props.children}</div>
    </section>
  );
}

/** An amount in AED in the visitor's currency, or a dash when the registry has none. */
function Amount({ aed }: { aed: number | null }) {
  return aed === null ? <span>—</span> : <Price amount={Math.round(aed)} />;
}

/** An area guide: the registry's figures of one community, its listings and its map. */
export function AreaGuide({ data }: { data: AreaGuideData }) {
  const { figures: f, place } = data;
  const unit = useAreaUnit();
  const { format, currency, rates } = useCurrency();
  const unitName = t(unit === "sqm" ? "unit.sqm" : "unit.sqft");
  const month = monthLabel(f.periodEnd);
  const name = place.name.text;
  const rows = [f.all, ...f.byRooms];
  const rentRows = [f.all, ...f.byRooms.filter((r) => r.rentContracts > 0)];
  return (
    <main>
      <header className="border-b border-sand-200 bg-sand">
        <div className="container-page py-10 md:py-14">
          <nav aria-label={t("propertyPage.breadcrumb")} className="text-sm text-neutral-700">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <Link to={lp("/")} className="underline underline-offset-2 hover:text-ink">
                  {t("nav.home")}
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li aria-current="page">
                <Named name={place.name} />
              </li>
            </ol>
          </nav>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-gold-700">{t("market.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink hyphens-auto wrap-anywhere md:text-4xl">
            <Named name={place.name} />
            {place.city.text !== place.name.text ? (
              <span className="ms-2 text-xl font-semibold text-neutral-700">
                <Named name={place.city} />
              </span>
            ) : null}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-neutral-800">
            {t("market.overview", { count: formatNumber(f.all.all.sales), name, month })}{" "}
            {t("market.overviewRents", { count: formatNumber(f.all.rentContracts) })}
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="key-figures">
            <Figure label={t("market.medianPerUnit", { unit: unitName })}>
              <Amount aed={perUnit(f.all.all, unit)} />
            </Figure>
            <Figure label={t("market.salesCount")}>{formatNumber(f.all.all.sales)}</Figure>
            <Figure label={t("market.medianRent")}>
              <Amount aed={f.all.medianRent} />
            </Figure>
            <Figure label={t("market.grossYield")}>
              {f.all.grossYield === null ? "—" : percent(f.all.grossYield)}
            </Figure>
          </dl>
        </div>
      </header>
      <div className="container-page pb-16">
        <Section id="area-prices" title={t("market.pricesTitle")}>
          <Scroll label={t("market.pricesCaption", { unit: unitName, month })}>
            <table className="w-full min-w-[36rem] text-sm" data-testid="prices-table">
              <caption className="mb-2 text-start text-neutral-700">
                {t("market.pricesCaption", { unit: unitName, month })}
              </caption>
              <thead className="bg-sand">
                <tr>
                  <Th start>{t("market.rooms")}</Th>
                  <Th>{t("market.all")}</Th>
                  <Th>{t("market.ready")}</Th>
                  <Th>{t("market.offPlan")}</Th>
                  <Th>{t("market.salesCount")}</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.rooms ?? "all"} className="border-t border-neutral-100" data-rooms={r.rooms ?? "all"}>
                    <th scope="row" className={`px-3 py-2 text-start ${r.rooms ? "font-normal" : "font-semibold"}`}>
                      {roomsName(r.rooms)}
                    </th>
                    <Td>
                      <Amount aed={perUnit(r.all, unit)} />
                    </Td>
                    <Td>
                      <Amount aed={perUnit(r.ready, unit)} />
                    </Td>
                    <Td>
                      <Amount aed={perUnit(r.offPlan, unit)} />
                    </Td>
                    <Td>{formatNumber(r.all.sales)}</Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </Section>
        <Section id="area-trend" title={t("market.trendTitle")}>
          <TrendChart
            trend={f.trend}
            unit={unit}
            format={(aed) => format(aed)}
            axis={(aed) => formatNumber(Math.round(convert(aed, "AED", currency, rates)))}
            currency={currency}
          />
        </Section>
        <Section id="area-rents" title={t("market.rentsTitle")}>
          <Scroll label={t("market.rentsCaption", { month })}>
            <table className="w-full min-w-[30rem] text-sm" data-testid="rents-table">
              <caption className="mb-2 text-start text-neutral-700">{t("market.rentsCaption", { month })}</caption>
              <thead className="bg-sand">
                <tr>
                  <Th start>{t("market.rooms")}</Th>
                  <Th>{t("market.medianRent")}</Th>
                  <Th>{t("market.contracts")}</Th>
                  <Th>{t("market.grossYield")}</Th>
                </tr>
              </thead>
              <tbody>
                {rentRows.map((r: RoomsRow) => (
                  <tr key={r.rooms ?? "all"} className="border-t border-neutral-100" data-rooms={r.rooms ?? "all"}>
                    <th scope="row" className={`px-3 py-2 text-start ${r.rooms ? "font-normal" : "font-semibold"}`}>
                      {roomsName(r.rooms)}
                    </th>
                    <Td>
                      <Amount aed={r.medianRent} />
                    </Td>
                    <Td>{formatNumber(r.rentContracts)}</Td>
                    <Td>{r.grossYield === null ? "—" : percent(r.grossYield)}</Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
          <p className="mt-3 max-w-3xl text-sm text-neutral-700">{t("market.yieldNote")}</p>
          <p className="mt-1 max-w-3xl text-sm text-neutral-700">{t("market.roomsUnknown")}</p>
        </Section>
        <Section id="area-recent" title={t("market.recentTitle")}>
          <Scroll label={t("market.recentCaption", { name })}>
            <table className="w-full min-w-[34rem] text-sm" data-testid="recent-sales">
              <caption className="mb-2 text-start text-neutral-700">{t("market.recentCaption", { name })}</caption>
              <thead className="bg-sand">
                <tr>
                  <Th start>{t("market.date")}</Th>
                  <Th start>{t("market.rooms")}</Th>
                  <Th>{t("market.size")}</Th>
                  <Th>{t("market.price")}</Th>
                  <Th start>{t("market.status")}</Th>
                </tr>
              </thead>
              <tbody>
                {f.recentSales.map((s, i) => (
                  // Two sales of one day and price are two rows: the position tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the render
                  <tr key={i} className="border-t border-neutral-100">
                    <td className="px-3 py-2 text-start">{formatLongDateIn(new Date(`${s.date}T00:00:00Z`), "UTC")}</td>
                    <td className="px-3 py-2 text-start">{s.rooms ? roomsName(s.rooms) : "—"}</td>
                    <Td>
                      {t(unit === "sqm" ? "property.sqm" : "property.sqft", {
                        count: formatNumber(Math.round(unit === "sqm" ? s.sizeSqm : s.sizeSqm * SQFT_PER_SQM)),
                      })}
                    </Td>
                    <Td>
                      <Price amount={s.priceAed} />
                    </Td>
                    <td className="px-3 py-2 text-start">{s.offPlan ? t("market.offPlan") : t("market.ready")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </Section>
        <Section id="area-listings" title={t("market.listingsTitle", { name })}>
          {data.listings.length > 0 ? (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {data.listings.map((p) => (
                  <li key={p.id} className="flex">
                    <PropertyCard property={p} />
                  </li>
                ))}
              </ul>
              <p className="mt-6">
                <Link
                  to={lp(`/dubai-locations?locationlable=${encodeURIComponent(place.label)}`)}
                  className="inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-2 hover:text-ink"
                >
                  {t("market.listingsAll", { count: data.listingCount })}
                </Link>
              </p>
            </>
          ) : (
            <p className="text-neutral-700">{t("market.noListings")}</p>
          )}
        </Section>
        <Section id="area-map" title={t("market.mapTitle", { name })}>
          <OsmMap
            latitude={place.latitude}
            longitude={place.longitude}
            place={name}
            address={
              <>
                <Named name={place.name} />, <Named name={place.city} />
              </>
            }
          />
        </Section>
        <p className="mt-12 max-w-3xl text-sm text-neutral-700">{t("market.source")}</p>
      </div>
    </main>
  );
}

function Figure(props: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-card bg-white p-4 ring-1 ring-sand-200">
      <dt className="text-sm text-neutral-700">{props.label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink tabular">{props.children}</dd>
    </div>
  );
}

function Scroll(props: { label: string; children: ReactNode }) {
  return (
    <ScrollRegion label={props.label} className="overflow-x-auto p-3">
      {props.children}
    </ScrollRegion>
  );
}

function Th(props: { children: ReactNode; start?: boolean }) {
  return (
    <th scope="col" className={`px-3 py-2 font-semibold ${props.start ? "text-start" : "text-end"}`}>
      {props.children}
    </th>
  );
}

function Td(props: { children: ReactNode }) {
  return <td className="px-3 py-2 text-end tabular">{props.children}</td>;
}
