import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { useHydrated, useTakeEarlyInput, whenHydrated } from "../../../components/hydration";
import { ChevronLeft, ChevronRight } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formatNumber } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { PROPERTY_SORTS } from "../../property/choices";
import { PropertyCard } from "../../property/components/property-card";
import type { ListingPurpose } from "../../property/purpose";
import type { ListPage } from "../browse.server";
import { hrefWith, type PageParams, pageWindow } from "../query";

/**
 * The original site's grid: 4 columns, 2 at 1024 px and below, 1 at 768 px and below. Every card is
 * drawn with the page: drawn only near the viewport, a card kept a reserved height until then,
 * and a jump to the pagination (a key press, a focus) moved the links as the cards above them
 * took their real height.
 */
const GRID = "grid grid-cols-1 gap-5 min-[769px]:grid-cols-2 min-[1025px]:grid-cols-4";
/** Beside a sidebar the main column is narrower: 3 columns at most. */
const GRID_BESIDE_SIDEBAR = "grid grid-cols-1 gap-5 min-[769px]:grid-cols-2 min-[1280px]:grid-cols-3";

export function formatCount(total: number): string {
  return t("browse.count", { count: total });
}

/**
 * One server-side page of listings: the total, a sort that works as a plain GET form, the
 * cards and pagination links (real addresses with page=N, rel prev and next).
 */
export function PropertyList(props: {
  list: ListPage;
  path: string;
  params: PageParams;
  title?: ReactNode;
  /** What the list holds, for its default title. */
  purpose: ListingPurpose;
  /** Buy | Rent links beside the sort, where the page has no search form. */
  purposeLinks?: ReactNode;
  besideSidebar?: boolean;
}) {
  const { list, path, params } = props;
  const pages = Math.max(1, Math.ceil(list.total / list.limit));
  const headingId = "property-list-title";
  return (
    <section aria-labelledby={headingId} className="py-8 md:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-ink">
            {props.title ?? t(props.purpose === "rent" ? "browse.listTitleRent" : "browse.listTitle")}
          </h2>
          <p className="mt-1 text-sm text-neutral-600 tabular" data-testid="result-count">
            {formatCount(list.total)}
            {pages > 1 ? <> · {t("browse.pageOf", { page: list.page, pages: formatNumber(pages) })}</> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {props.purposeLinks}
          <SortForm path={path} params={params} sort={list.sort} />
        </div>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-[var(--radius-card)] bg-sand p-6 text-neutral-700">
          {t("browse.pastEnd")}{" "}
          <Link to={lp(hrefWith(path, params, { page: undefined }))} className="font-semibold text-navy underline">
            {t("browse.firstPage")}
          </Link>
        </p>
      ) : (
        <ul className={props.besideSidebar ? GRID_BESIDE_SIDEBAR : GRID} data-testid="property-grid">
          {list.items.map((item, index) => (
            <li key={item.id} className="flex">
              <PropertyCard property={item} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination path={path} params={params} page={list.page} pages={pages} />
    </section>
  );
}

function SortForm(props: { path: string; params: PageParams; sort: string }) {
  const submit = useSubmit();
  // Without JavaScript the Apply button submits the GET form; once hydrated a pointer's choice does.
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  // Arrow keys on a closed select change its value at once: a keyboard user walks the options
  // and applies one with Enter or the Apply button, shown while a walked-to choice waits.
  const byKeyboard = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const apply = (form: HTMLFormElement | null) => {
    setWaiting(false);
    submit(form, { preventScrollReset: true });
  };
  // A sort chosen before the page hydrated was not applied (its Apply button hides once hydrated):
  // it is sent as a change would be, once the router drives the page.
  useTakeEarlyInput(() =>
    whenHydrated(() => {
      const chosen = select.current;
      if (chosen && chosen.value !== props.sort) apply(chosen.form);
    }),
  );
  // The select stays the same element across the reload, so focus stays on it; it shows the
  // address's sort when the address changes otherwise (back, a link).
  // Not on mount: a choice made before hydration is still to be sent (above).
  const shownSort = useRef(props.sort);
  useEffect(() => {
    if (shownSort.current === props.sort) return;
    shownSort.current = props.sort;
    if (select.current) select.current.value = props.sort;
  }, [props.sort]);
  const keep = Object.entries(props.params).filter(([name]) => name !== "page" && name !== "sort");
  return (
    <Form
      method="get"
      action={lp(props.path)}
      className="flex max-w-full flex-wrap items-center gap-2"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
        select.current?.focus();
      }}
    >
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="list-sort" className="text-sm font-semibold text-neutral-700">
        {t("browse.sortLabel")}
      </label>
      <select
        ref={select}
        id="list-sort"
        name="sort"
        defaultValue={props.sort}
        onPointerDown={() => {
          byKeyboard.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && waiting) {
            event.preventDefault();
            apply(event.currentTarget.form);
          } else if (event.key !== "Tab") byKeyboard.current = true;
        }}
        onChange={(event) => {
          if (byKeyboard.current) setWaiting(event.currentTarget.value !== props.sort);
          else apply(event.currentTarget.form);
        }}
        className="min-h-11 max-w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-medium text-ink"
      >
        {PROPERTY_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`browse.sort.${s}`)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        hidden={hydrated && !waiting}
        className="min-h-11 rounded-lg bg-navy px-4 text-sm font-semibold text-white hover:bg-ink"
      >
        {t("browse.sortApply")}
      </button>
    </Form>
  );
}

function Pagination(props: { path: string; params: PageParams; page: number; pages: number }) {
  const { path, params, page, pages } = props;
  if (pages <= 1) return null;
  const href = (n: number) => hrefWith(path, params, { page: n });
  const item =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold tabular";
  return (
    <nav aria-label={t("browse.pagination")} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 ? (
          <li>
            <Link
              to={lp(href(page - 1))}
              rel="prev"
              className={`${item} gap-1 text-navy ring-1 ring-neutral-300 hover:ring-navy`}
            >
              <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("browse.prev")}
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(page, pages), pages).map((n, i, all) =>
          n === null ? (
            <li key={`gap-after-${all[i - 1]}`} aria-hidden className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={lp(href(n))}
                aria-label={t("browse.pageN", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={`${item} ${n === page ? "bg-navy text-white" : "text-ink hover:bg-sand"}`}
              >
                {formatNumber(n)}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link
              to={lp(href(page + 1))}
              rel="next"
              className={`${item} gap-1 text-navy ring-1 ring-neutral-300 hover:ring-navy`}
            >
              {t("browse.next")}
              <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
