import { useRouteLoaderData } from "react-router";
import { t } from "../i18n/i18n";
import type { RootData } from "../root-data";

/**
 * Sq ft | m² beside the currency (decision 061): plain links to /unit/sqm and /unit/sqft (server/area-unit.ts),
 * which keeps the choice in the cookie and sends the visitor back to the page they came from
 * with `unit` in its address. So it works before JavaScript and costs the header's script (at
 * the home page's budget) only these lines; its look is in app.css (unit-switch, and
 * unit-switch-light around it on the mobile menu) for the same reason.
 */
export function AreaUnitSwitch() {
  const current = useRouteLoaderData<RootData>("root")?.areaUnit ?? "sqft";
  return (
    <span className="unit-switch">
      {(["sqft", "sqm"] as const).map((unit) => (
        <a key={unit} href={`/unit/${unit}`} aria-current={unit === current || undefined}>
          {t(`unit.${unit}`)}
        </a>
      ))}
    </span>
  );
}
