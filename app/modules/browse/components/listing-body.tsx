import type { ReactNode } from "react";
import type { ListingResult } from "../browse.server";
import { DubaiOnlyNotice } from "./dubai-only-notice";
import { InvalidSearch } from "./invalid-search";
import { PropertyList } from "./property-list";

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
}) {
  const { result, path } = props;
  if (result.status === 400 || !result.list) return <InvalidSearch errors={result.errors} resetHref={path} />;
  if (result.empty) {
    return props.emptyMessage ? (
      <>
        <p className="my-10 rounded-[var(--radius-card)] bg-sand p-6 text-neutral-700" data-testid="empty-message">
          {props.emptyMessage}
        </p>
        <DubaiOnlyNotice />
      </>
    ) : (
      <DubaiOnlyNotice />
    );
  }
  return (
    <PropertyList
      list={result.list}
      path={path}
      params={result.params}
      title={props.title}
      besideSidebar={props.besideSidebar}
    />
  );
}
