import type { ReactNode } from "react";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import { formatNumber } from "../../../i18n/format";
import { currentLanguage, t } from "../../../i18n/i18n";
import { LANGUAGES } from "../../../i18n/languages";
import type { AreaUnit } from "../../area/unit";
import type { TrendPoint } from "../figures";
import { monthLabel } from "./month";

const W = 640;
const PAD = { top: 16, end: 16, bottom: 36, start: 72 };

/** Where the plot lies across the picture, and where a month sits in it, in the page's direction. */
type Frame = { left: number; right: number; x: (i: number) => number; axisX: number; anchor: "start" | "end" };

function frameOf(months: number): Frame & { step: number } {
  const rtl = LANGUAGES[currentLanguage()].dir === "rtl";
  const step = (W - PAD.start - PAD.end) / months;
  const left = rtl ? PAD.end : PAD.start;
  const right = rtl ? W - PAD.start : W - PAD.end;
  return {
    left,
    right,
    step,
    // Time runs in the page's direction: right to left in Arabic.
    x: (i) => (rtl ? right - step * (i + 0.5) : left + step * (i + 0.5)),
    // The values' labels stand on the page's start side, reading towards the plot.
    axisX: rtl ? right + 8 : left - 8,
    anchor: rtl ? "start" : "end",
  };
}

type Props = {
  trend: TrendPoint[];
  unit: AreaUnit;
  /** An amount in AED as the table writes it, in the visitor's currency. */
  format: (aed: number) => string;
  /** An amount in AED as the axis writes it: the visitor's currency, whole, without its sign. */
  axis: (aed: number) => string;
  /** The visitor's currency's code, named over the axis. */
  currency: string;
};

/**
 * The 24 months' median price per unit as a line and the sales as bars, drawn with the page on
 * the server: no chart code reaches the browser. The pictures are hidden from screen readers,
 * which read the table beside them (the same numbers).
 */
export function TrendChart({ trend, unit, format, axis, currency }: Props) {
  if (trend.length === 0) return null;
  const value = (p: TrendPoint) => (unit === "sqm" ? p.medianPricePerSqm : p.medianPricePerSqft);
  const from = monthLabel(trend[0]?.month ?? "");
  const to = monthLabel(trend[trend.length - 1]?.month ?? "");
  const unitName = t(unit === "sqm" ? "unit.sqm" : "unit.sqft");
  const frame = frameOf(trend.length);
  const ticksAt = [0, Math.floor((trend.length - 1) / 2), trend.length - 1];
  const values = trend.map(value);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        {values.some((v) => v !== null) ? (
          <figure className="min-w-0">
            <PriceLine
              values={values}
              months={trend.map((p) => p.month)}
              frame={frame}
              ticksAt={ticksAt}
              axis={axis}
              currency={currency}
            />
            <figcaption className="mt-2 text-sm text-neutral-600">
              {t("market.trendChart", { unit: unitName, from, to })}
            </figcaption>
          </figure>
        ) : null}
        <figure className="min-w-0">
          <SalesBars trend={trend} frame={frame} ticksAt={ticksAt} />
          <figcaption className="mt-2 text-sm text-neutral-600">{t("market.salesChart", { from, to })}</figcaption>
        </figure>
      </div>
      <ScrollRegion label={t("market.trendTable")} className="max-h-[32rem] overflow-auto">
        <table className="w-full text-sm" data-testid="trend-table">
          <thead className="sticky top-0 bg-sand">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("market.month")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("market.medianPerUnit", { unit: unitName })}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("market.salesCount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {trend.map((p, i) => {
              const v = values[i] ?? null;
              return (
                <tr key={p.month} className="border-t border-neutral-100">
                  <th scope="row" className="px-3 py-1.5 text-start font-normal">
                    {monthLabel(p.month)}
                  </th>
                  <td className="px-3 py-1.5 text-end tabular">
                    {v === null ? "—" : <span dir="ltr">{format(Math.round(v))}</span>}
                  </td>
                  <td className="px-3 py-1.5 text-end tabular">{formatNumber(p.sales)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

function MonthTicks(props: { months: string[]; frame: Frame; ticksAt: number[]; y: number }) {
  const last = props.months.length - 1;
  // The first and last month's names stand inside the picture, reaching away from its edges.
  const anchorOf = (i: number) =>
    i === 0 ? (props.frame.anchor === "end" ? "start" : "end") : i === last ? props.frame.anchor : "middle";
  return props.ticksAt.map((i) => (
    <text key={i} x={props.frame.x(i)} y={props.y} textAnchor={anchorOf(i)} fontSize="14" fill="#4B5563">
      {monthLabel(props.months[i] ?? "", "short")}
    </text>
  ));
}

function PriceLine(props: {
  values: (number | null)[];
  months: string[];
  frame: Frame;
  ticksAt: number[];
  axis: (aed: number) => string;
  currency: string;
}) {
  const H = 256;
  const known = props.values.filter((v): v is number => v !== null);
  const lo = Math.min(...known) * 0.95;
  const hi = Math.max(...known) * 1.05;
  const top = PAD.top + 16;
  const plotH = H - top - PAD.bottom;
  const y = (v: number) => top + plotH * (1 - (v - lo) / (hi - lo || 1));
  // A month without a sale breaks the line rather than inventing a price.
  const segments: [number, number][][] = [[]];
  props.values.forEach((v, i) => {
    if (v === null) segments.push([]);
    else segments[segments.length - 1]?.push([props.frame.x(i), y(v)]);
  });
  return (
    <ChartPicture height={H} testId="trend-chart">
      <text x={props.frame.axisX} y={PAD.top} textAnchor={props.frame.anchor} fontSize="13" fill="#4B5563">
        {props.currency}
      </text>
      {[lo, (lo + hi) / 2, hi].map((v) => (
        <g key={v}>
          <line x1={props.frame.left} x2={props.frame.right} y1={y(v)} y2={y(v)} stroke="#E5E7EB" />
          <text x={props.frame.axisX} y={y(v) + 5} textAnchor={props.frame.anchor} fontSize="14" fill="#4B5563">
            {props.axis(v)}
          </text>
        </g>
      ))}
      {segments
        .filter((s) => s.length > 0)
        .map((s) =>
          s.length === 1 ? (
            <circle key={`${s[0]?.[0]}`} cx={s[0]?.[0]} cy={s[0]?.[1]} r="3" fill="#12324F" />
          ) : (
            <polyline
              key={`${s[0]?.[0]}`}
              points={s.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(" ")}
              fill="none"
              stroke="#12324F"
              strokeWidth="2.5"
              strokeLinejoin="round"
            />
          ),
        )}
      <MonthTicks months={props.months} frame={props.frame} ticksAt={props.ticksAt} y={H - 10} />
    </ChartPicture>
  );
}

function SalesBars(props: { trend: TrendPoint[]; frame: Frame & { step: number }; ticksAt: number[] }) {
  const H = 140;
  const bottom = 28;
  const max = Math.max(1, ...props.trend.map((p) => p.sales));
  const plotH = H - PAD.top - bottom;
  const barW = Math.max(2, props.frame.step * 0.6);
  return (
    <ChartPicture height={H} testId="sales-chart">
      <line x1={props.frame.left} x2={props.frame.right} y1={PAD.top} y2={PAD.top} stroke="#E5E7EB" />
      <text x={props.frame.axisX} y={PAD.top + 5} textAnchor={props.frame.anchor} fontSize="14" fill="#4B5563">
        {formatNumber(max)}
      </text>
      {props.trend.map((p, i) => {
        const barH = (plotH * p.sales) / max;
        return (
          <rect
            key={p.month}
            x={props.frame.x(i) - barW / 2}
            y={PAD.top + plotH - barH}
            width={barW}
            height={barH}
            fill="#B08A3E"
          />
        );
      })}
      <MonthTicks months={props.trend.map((p) => p.month)} frame={props.frame} ticksAt={props.ticksAt} y={H - 6} />
    </ChartPicture>
  );
}

/** A chart's picture: hidden from screen readers, which read the table beside it. */
function ChartPicture(props: { height: number; testId: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${W} ${props.height}`}
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
      // Positions are mirrored by hand for right-to-left pages (frameOf), so anchors stay physical.
      direction="ltr"
      data-testid={props.testId}
    >
      {props.children}
    </svg>
  );
}
