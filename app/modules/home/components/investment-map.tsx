import "../../../i18n/en-pages";
import { ArrowRight, CircleAlert } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { MapLocation, MapSidebar } from "../../content/content.server";
import type { HomeData } from "../home.server";
import { markerSize } from "./map-marker";
import { SECTION_TINTED, SectionHeading, SectionNote } from "./section-heading";
import { EMIRATES, GULF, GULF_OF_OMAN, ISLANDS, MAP_HEIGHT, MAP_WIDTH, toPath } from "./uae-map-path";

/** The investment map: a sidebar of yield figures and the emirates with a marker each. */
export function InvestmentMap({ map }: { map: HomeData["map"] }) {
  const sidebar = map.ok ? map.data.sidebars[0] : undefined;
  const locations = map.ok ? map.data.locations : [];
  return (
    <section aria-labelledby="investment-map-title" className={`bg-sand ${SECTION_TINTED}`}>
      <div className="container-page">
        <SectionHeading tone="sand" id="investment-map-title" eyebrow={t("map.eyebrow")} title={t("map.title")} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-8">
          <div>
            {!map.ok ? (
              <SectionNote tone="error" icon={<CircleAlert aria-hidden className="size-5" />}>
                {t("map.error")}
              </SectionNote>
            ) : sidebar ? (
              <Sidebar sidebar={sidebar} />
            ) : null}
          </div>
          <UaeMap locations={locations} />
        </div>
      </div>
    </section>
  );
}

function Sidebar({ sidebar }: { sidebar: MapSidebar }) {
  const internal = sidebar.link.startsWith("/");
  const button =
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-gold px-6 text-sm font-bold text-ink transition hover:bg-white";
  return (
    <aside className="flex h-full flex-col gap-6 rounded-[var(--radius-card)] bg-navy p-6 text-white shadow-[var(--shadow-soft)] md:p-8">
      <h3 lang={storedLang(sidebar, "title")} className="text-xl font-bold md:text-2xl">
        {sidebar.title}
      </h3>
      <dl
        lang={storedLang(sidebar, "figures")}
        className="grid grid-cols-2 gap-x-4 gap-y-6 md:grid-cols-4 lg:grid-cols-2 lg:gap-y-8"
      >
        {sidebar.figures.map((f) => (
          <div key={f.label} className="flex flex-col-reverse gap-1 border-t border-white/15 pt-4">
            <dt className="text-sm text-white/75">{f.label}</dt>
            <dd className="bidi-auto whitespace-nowrap text-2xl font-bold text-gold tabular lg:text-3xl">{f.value}</dd>
          </div>
        ))}
      </dl>
      {sidebar.link && sidebar.buttonTitle ? (
        <div className="mt-auto">
          {internal ? (
            <Link to={lp(sidebar.link)} className={button}>
              <span lang={storedLang(sidebar, "buttonTitle")}>{sidebar.buttonTitle}</span>
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          ) : (
            <a href={lp(sidebar.link)} target="_blank" rel="noopener noreferrer" className={button}>
              <span lang={storedLang(sidebar, "buttonTitle")}>{sidebar.buttonTitle}</span>
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </a>
          )}
        </div>
      ) : null}
    </aside>
  );
}

/** Three navy tones, so no two neighbouring emirates share one. */
const FILL: Record<string, string> = {
  "Abu Dhabi": "#12324f",
  Dubai: "#1d4670",
  Sharjah: "#2a5a86",
  Ajman: "#12324f",
  "Umm al Quwain": "#1d4670",
  "Ras Al Khaimah": "#12324f",
  Fujairah: "#1d4670",
};

const markerLabel = (m: MapLocation) => t("map.marker", { name: m.name, count: m.propertyCount });

/** Inline SVG of the seven emirates; markers sit at the map data's x/y percentages. */
function UaeMap({ locations }: { locations: MapLocation[] }) {
  return (
    <figure className="overflow-hidden rounded-[var(--radius-card)] bg-white p-3 shadow-[var(--shadow-soft)] md:p-4">
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of map markers, not a form */}
      <div role="group" aria-label={t("map.label")} className="relative aspect-[10/7] overflow-hidden rounded-[8px]">
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          aria-hidden="true"
          focusable="false"
          className="absolute inset-0 size-full"
        >
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#ebe1d1" />
          <path d={toPath(GULF)} fill="#d7e6ee" />
          <path d={toPath(GULF_OF_OMAN)} fill="#d7e6ee" />
          <g stroke="#f5efe6" strokeWidth={2.5} strokeLinejoin="round">
            {EMIRATES.map((e) => (
              <path key={e.name} d={toPath(e.points)} fill={FILL[e.name] ?? "#12324f"} data-emirate={e.name} />
            ))}
          </g>
          <g fill="#12324f">
            {ISLANDS.map(([cx, cy, rx, ry]) => (
              <ellipse key={`${cx}-${cy}`} cx={cx} cy={cy} rx={rx} ry={ry} />
            ))}
          </g>
          <g className="max-md:hidden" fill="#5b7489" fontSize={20} fontStyle="italic" letterSpacing={2}>
            <text x={300} y={190}>
              {t("map.gulf")}
            </text>
            <text x={972} y={150} transform="rotate(90 972 150)">
              {t("map.gulfOfOman")}
            </text>
          </g>
          <g className="max-md:hidden" fill="#8a7a60" fontSize={18} fontWeight={600} letterSpacing={3}>
            <text x={850} y={520}>
              {t("map.oman").toUpperCase()}
            </text>
            <text x={300} y={680}>
              {t("map.saudi").toUpperCase()}
            </text>
            <text x={8} y={240} fontSize={14}>
              {t("map.qatar").toUpperCase()}
            </text>
          </g>
        </svg>
        {locations.map((m) => {
          const size = markerSize(m.propertyCount);
          // The map is geographic: physical left/right, also in right-to-left languages.
          const labelStart = m.x <= 50;
          return (
            <span
              key={m.id}
              role="img"
              aria-label={markerLabel(m)}
              title={markerLabel(m)}
              data-map-marker={m.name}
              data-count={m.propertyCount}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${m.x}%`, top: `${m.y}%`, width: size, height: size }}
            >
              <span
                aria-hidden
                className="flex size-full items-center justify-center rounded-full bg-gold text-xs font-bold text-ink shadow-[0_0_0_4px_rgb(200_164_93/0.3),0_2px_6px_rgb(11_27_43/0.35)] ring-2 ring-white tabular"
              >
                {m.propertyCount}
              </span>
              <span
                aria-hidden
                lang={storedLang(m, "name")}
                className={`pointer-events-none absolute top-1/2 hidden -translate-y-1/2 whitespace-nowrap rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-ink shadow-sm md:block ${
                  labelStart ? "left-full ml-2" : "right-full mr-2"
                }`}
              >
                {m.name}
              </span>
            </span>
          );
        })}
      </div>
      {locations.length > 0 ? (
        <ul aria-hidden className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-neutral-700 md:hidden">
          {locations.map((m) => (
            <li key={m.id} className="flex justify-between gap-2 border-b border-neutral-100 py-1">
              <span lang={storedLang(m, "name")}>{m.name}</span>
              <span className="font-semibold tabular">{m.propertyCount}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
