import type { ReactNode } from "react";
import { t } from "../../../i18n/i18n";
import { SaveSearch } from "../../alerts/components/save-search";
import { PROPERTY_SEGMENTS } from "../../property/choices";
import type { ListingResult } from "../browse.server";
import { DubaiOnlyNotice } from "./dubai-only-notice";
import { InvalidSearch } from "./invalid-search";
import { PropertyList } from "./property-list";
import { PurposeLinks } from "./purpose-links";
import { WidenSearch } from "./widen-search";

/**
 * What a listing page shows under its hero: the refused values (400), the Dubai-only
 * notice for a search that found nothing, or the page of listings.
 */
export function ListingBody(props: {
  result: ListingResult;
  path: string;
  title?: ReactNode;
  besideSidebar?: boolean;
  /** Shown instead of the Dubai-only notice when the page has its own empty message. */
  emptyMessage?: ReactNode;
  /** False where the page offers Buy | Rent itself (a search form) or lists one segment. */
  purposeLinks?: boolean;
}) {
  const { result, path } = props;
  if (result.status === 400 || !result.list) return <InvalidSearch errors={result.errors} resetHref={path} />;
  // A segment (Residential, Commercial, Rental) is the main navigation's choice of purpose already.
  const segment = PROPERTY_SEGMENTS.some((s) => s.toLowerCase() === result.params.type?.trim().toLowerCase());
  const links =
    props.purposeLinks !== false && !segment ? (
      <PurposeLinks path={path} params={result.params} purpose={result.purpose} />
    ) : null;
  // A search worth saving even when it finds nothing yet: the alert says when something arrives.
  // After the results, so the first listing stays in the first screen and comes first by keyboard.
  const save = <SaveSearch name={searchName(result.params)} />;
  const widen = result.widen ? <WidenSearch widen={result.widen} path={path} params={result.params} /> : null;
  if (result.empty) {
    return props.emptyMessage ? (
      <>
        {links ? <div className="pt-8">{links}</div> : null}
        <p className="my-10 rounded-[var(--radius-card)] bg-sand p-6 text-neutral-700" data-testid="empty-message">
          {props.emptyMessage}
        </p>
        <DubaiOnlyNotice>{widen}</DubaiOnlyNotice>
        {save}
      </>
    ) : (
      <>
        {links ? <div className="pt-8">{links}</div> : null}
        <DubaiOnlyNotice>{widen}</DubaiOnlyNotice>
        {save}
      </>
    );
  }
  return (
    <>
      <PropertyList
        list={result.list}
        path={path}
        params={result.params}
        title={props.title}
        purpose={result.purpose}
        purposeLinks={links}
        besideSidebar={props.besideSidebar}
      />
      {save}
    </>
  );
}

/** A saved search's first name: the place or type it names, as typed. */
function searchName(params: Record<string, string>): string {
  const named = params.locationlable || params.locationlabel || params.location || params.city || params.state;
  const area = params.polygon ? t("alerts.drawnArea") : undefined;
  return [params.subtitle || params.type, named, area].filter(Boolean).join(", ") || t("alerts.defaultName");
}
