import "../../../i18n/en-pages";
import { t } from "../../../i18n/i18n";
import type { PropertyCardData } from "../../property/card";
import { PropertyCard } from "../../property/components/property-card";

/**
 * The visitor's recently viewed listings (decision 060), newest first; nothing when there are
 * none. Drawn on the server from the browser's cookie or the account, so it needs no script.
 */
export function RecentlyViewedRow({ properties }: { properties: PropertyCardData[] }) {
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="container-page py-12" data-testid="recently-viewed">
      <h2 id="recently-viewed-title" className="mb-6 text-2xl font-bold text-ink">
        {t("recent.title")}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {properties.map((p) => (
          <li key={p.id} className="flex *:flex-1">
            <PropertyCard property={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
