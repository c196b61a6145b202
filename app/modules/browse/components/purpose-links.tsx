import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { LISTING_PURPOSES, type ListingPurpose } from "../../property/purpose";
import { type PageParams, purposeHref } from "../query";

const LABELS = { sale: "purpose.sale", rent: "purpose.rent" } as const;

/**
 * Buy | Rent on a listing page without a search form: two links to the same page, the
 * current one marked with aria-current. Styled as the forms' segmented control.
 */
export function PurposeLinks(props: { path: string; params: PageParams; purpose: ListingPurpose }) {
  return (
    <nav aria-label={t("purpose.label")} data-testid="purpose-links">
      <ul className="inline-flex h-12 rounded-lg bg-sand p-1 ring-1 ring-sand-200">
        {LISTING_PURPOSES.map((purpose) => {
          const current = purpose === props.purpose;
          return (
            <li key={purpose} className="flex">
              <Link
                to={lp(purposeHref(props.path, props.params, purpose))}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`flex min-w-16 items-center justify-center rounded-md px-4 text-sm font-bold transition-colors ${
                  current ? "bg-navy text-white" : "text-navy hover:text-ink"
                }`}
              >
                {t(LABELS[purpose])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
