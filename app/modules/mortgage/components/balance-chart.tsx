import { ScrollRegion } from "../../../components/ui/scroll-region";
import { t } from "../../../i18n/i18n";
import { formatAed } from "../format";

const W = 640;
const H = 260;
const PAD = { top: 16, end: 44, bottom: 40, start: 104 };

/**
 * The loan's balance at the end of each year as an SVG drawn with the page (on the server
 * first), and beside it the same numbers as a table: the chart's text equivalent. The chart
 * itself is hidden from screen readers, which read the table.
 */
export function BalanceChart(props: { loanFils: number; balanceByYearFils: number[] }) {
  const { loanFils, balanceByYearFils: balances } = props;
  if (loanFils <= 0 || balances.length === 0) return null;
  const years = balances.length;
  const plotW = W - PAD.start - PAD.end;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (year: number) => PAD.start + (plotW * year) / years;
  const y = (fils: number) => PAD.top + plotH * (1 - fils / loanFils);
  const points = [[0, loanFils], ...balances.map((b, i) => [i + 1, b])] as [number, number][];
  const line = points.map(([yr, b]) => `${x(yr).toFixed(1)},${y(b).toFixed(1)}`).join(" ");
  const area = `M${x(0)},${y(0)} L${line.replaceAll(" ", " L")} L${x(years)},${y(0)} Z`;
  const ticks = [0, 0.5, 1].map((f) => Math.round(loanFils * f));
  const yearTicks = [...new Set([1, Math.ceil(years / 2), years])];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <figure className="min-w-0">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full"
          aria-hidden="true"
          focusable="false"
          // Time runs left to right on the axis in every language, and the labels anchor to match.
          direction="ltr"
          data-testid="balance-chart"
        >
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.start} x2={W - PAD.end} y1={y(v)} y2={y(v)} stroke="#E5E7EB" />
              <text x={PAD.start - 8} y={y(v) + 5} textAnchor="end" fontSize="16" fill="#4B5563">
                {formatAed(v).replace(/^AED /, "")}
              </text>
            </g>
          ))}
          <path d={area} fill="#12324F" fillOpacity="0.12" />
          <polyline points={line} fill="none" stroke="#12324F" strokeWidth="2.5" strokeLinejoin="round" />
          {yearTicks.map((yr) => (
            <text key={yr} x={x(yr)} y={H - 14} textAnchor="middle" fontSize="16" fill="#4B5563">
              {`${t("mortgage.year")} ${yr}`}
            </text>
          ))}
        </svg>
        <figcaption className="mt-2 text-sm text-neutral-600">
          {t("mortgage.balanceChart", { start: formatAed(loanFils), years })}
        </figcaption>
      </figure>
      <ScrollRegion label={t("mortgage.balanceOwed")} className="max-h-72 overflow-auto">
        <table className="w-full text-sm" data-testid="balance-table">
          <thead className="sticky top-0 bg-sand">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("mortgage.year")}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t("mortgage.balanceOwed")}
              </th>
            </tr>
          </thead>
          <tbody>
            {balances
              .map((b, i) => ({ year: i + 1, b }))
              .map(({ year, b }) => (
                <tr key={year} className="border-t border-neutral-100">
                  <th scope="row" className="px-3 py-1.5 text-start font-normal tabular">
                    {year}
                  </th>
                  <td className="px-3 py-1.5 text-end tabular">
                    <span dir="ltr">{formatAed(b)}</span>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
