import "../../../i18n/en-pages";
import type { ReactNode } from "react";
import { Building2 } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { Price } from "../../currency/currency-context";
import type { ListingProject } from "../../property/property";

type Resale = { project: ListingProject | null; originalPrice: number | null; amountPaid: number | null };

function Row(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0" data-testid={props.testId}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{props.label}</dt>
      <dd className="mt-1 font-semibold text-ink">{props.children}</dd>
    </div>
  );
}

/**
 * An off-plan unit's project (linked), its DLD project number and escrow account, as RERA wants
 * them beside the permit, and a resale's original price and amount paid; null when it has none.
 */
export function listingProjectRows(l: Resale): ReactNode {
  const p = l.project;
  if (!p && l.originalPrice === null && l.amountPaid === null) return null;
  const code = (value: string) => (
    <bdi lang="en" className="tabular tracking-wide">
      {value}
    </bdi>
  );
  return (
    <>
      {p ? (
        <Row label={t("projects.listing.project")} testId="listing-project">
          <Link
            to={lp(`/projects/${p.slug}`)}
            lang={storedLang(p, "name")}
            className="inline-flex items-center gap-1.5 text-navy underline underline-offset-4"
          >
            <Building2 aria-hidden className="size-4 text-gold-700" />
            {p.name}
          </Link>
        </Row>
      ) : null}
      {p?.dldProjectNumber ? (
        <Row label={t("projects.dldNumber")} testId="listing-project-number">
          {code(p.dldProjectNumber)}
        </Row>
      ) : null}
      {p?.escrowAccountNumber ? (
        <Row label={t("projects.escrowAccount")} testId="listing-escrow">
          {code(p.escrowAccountNumber)}
          {p.escrowBank ? (
            // The bank's name is stored as the back office typed it, in English.
            <span lang="en" className="block text-sm font-normal text-neutral-700">
              {p.escrowBank}
            </span>
          ) : null}
        </Row>
      ) : null}
      {l.originalPrice !== null ? (
        <Row label={t("projects.listing.originalPrice")} testId="listing-original-price">
          <Price amount={l.originalPrice} />
        </Row>
      ) : null}
      {l.amountPaid !== null ? (
        <Row label={t("projects.listing.amountPaid")} testId="listing-amount-paid">
          <Price amount={l.amountPaid} />
        </Row>
      ) : null}
    </>
  );
}

/** The same rows on their own, for a listing outside Dubai (no permit block to join). */
export function ListingProjectBlock({ rows }: { rows: ReactNode }) {
  return (
    <section
      aria-labelledby="listing-project-title"
      className="rounded-[var(--radius-card)] bg-sand p-5 ring-1 ring-sand-200 sm:p-7"
    >
      <h2 id="listing-project-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Building2 aria-hidden className="size-5 text-gold-700" />
        {t("projects.listing.project")}
      </h2>
      <dl className="mt-5 grid grid-cols-1 gap-x-8 gap-y-4 min-[420px]:grid-cols-2">{rows}</dl>
    </section>
  );
}
