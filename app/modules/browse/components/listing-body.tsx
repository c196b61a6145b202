import type { ReactNode } from "react";
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
  const widen = result.widen ? <WidenSearch widen={result.widen} path={path} params={result.params} /> : null;
  if (result.empty) {
    return props.emptyMessage ? (
      <>
        {links ? <div className="pt-8">{links}</div> : null}
        <p className="my-10 rounded-[var(--radius-card)] bg-sand p-6 text-neutral-700" data-testid="empty-message">
          {props.emptyMessage}
        </p>
        <DubaiOnlyNotice>{widen}</DubaiOnlyNotice>
      </>
    ) : (
      <>
        {links ? <div className="pt-8">{links}</div> : null}
        <DubaiOnlyNotice>{widen}</DubaiOnlyNotice>
      </>
    );
  }
  return (
    <PropertyList
      list={result.list}
      path={path}
      params={result.params}
      title={props.title}
      purpose={result.purpose}
      purposeLinks={links}
      besideSidebar={props.besideSidebar}
    />
  );
}
