import "../i18n/en-pages";
import { data, redirect } from "react-router";
import { ArrowLeft, CircleAlert, ClipboardList, X } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { formatNumber } from "../i18n/format";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import { safeRedirect } from "../modules/account/schema";
import { Price } from "../modules/currency/currency-context";
import { truncate } from "../modules/property/card";
import type { CompareColumn } from "../modules/shortlist/compare.server";
import { loadCompare } from "../modules/shortlist/compare.server";
import {
  COMPARE_COOKIE,
  COMPARE_MAX,
  compareHref,
  isListingId,
  listFromCookie,
  listSetCookie,
  parseIdList,
} from "../modules/shortlist/lists";
import type { Route } from "./+types/compare";

/**
 * /compare?ids=a,b,c: up to four listings side by side (docs/decisions/060-compare-recently-viewed-share.md).
 * The address alone draws the page; the browser keeps the list in a cookie, changed only by this
 * route's action, a plain form post from cards, listing pages and this page.
 */

/** Where the Back link goes: a path on this site, else nowhere. */
function backOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const to = safeRedirect(value, "");
  return to && !to.split("?")[0]?.endsWith("/compare") ? to : undefined;
}

/** The page a form was sent from, when it is ours (browsers send the Referer to the same site). */
function refererPath(request: Request): string | undefined {
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return undefined;
    return backOf(`${from.pathname}${from.search}`);
  } catch {
    return undefined;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, secureCookies } = context.get(appContext);
  const url = new URL(request.url);
  const back = backOf(url.searchParams.get("back"));
  const stored = listFromCookie(request.headers.get("cookie"), COMPARE_COOKIE, COMPARE_MAX);
  // /compare alone shows the browser's list, at its own address, so it can be shared as seen.
  if (!url.searchParams.has("ids") && stored.length > 0)
    throw redirect(lp(compareHref(stored, back)), { headers: { "Cache-Control": "private, no-store" } });
  const list = await loadCompare(db, url.searchParams.get("ids"));
  const shown = list.columns.map((c) => c.id);
  const headers = new Headers();
  // The list looked at becomes the browser's list, without what was dropped.
  if (url.searchParams.has("ids") && shown.join() !== stored.join())
    headers.set("Set-Cookie", listSetCookie(COMPARE_COOKIE, shown, secureCookies));
  return data(
    {
      columns: list.columns,
      dropped: list.dropped,
      tooMany: list.tooMany,
      back,
      ids: shown,
    },
    { status: list.tooMany ? 400 : 200, headers },
  );
}

/**
 * Add (`add`), remove (`remove`) or clear (`clear`), then back to the compare page. The list is the
 * form's `ids` where the compare page sends it, else the browser's. A fifth listing goes into the
 * address, where the page refuses it with its message; the browser keeps the four.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { secureCookies } = context.get(appContext);
  const url = new URL(request.url);
  const form = await request.formData();
  const field = (name: string): string | null => {
    const value = form.get(name) ?? url.searchParams.get(name);
    return typeof value === "string" ? value : null;
  };
  const sent = field("ids");
  const current =
    sent !== null ? parseIdList(sent).ids : listFromCookie(request.headers.get("cookie"), COMPARE_COOKIE, COMPARE_MAX);
  let list = field("clear") !== null ? [] : current;
  const remove = field("remove")?.trim().toLowerCase();
  if (remove) list = list.filter((id) => id !== remove);
  // What is not an id goes on to the page, which notes it as left out; cut short, so the
  // address stays an address.
  const add = field("add")?.trim().toLowerCase().slice(0, 40);
  if (add && !list.includes(add)) list = [...list, add];
  list = list.slice(0, COMPARE_MAX + 1);
  const kept = list.filter(isListingId);
  const back = backOf(field("back")) ?? refererPath(request);
  return redirect(lp(compareHref(list, back)), {
    status: 303,
    headers: {
      "Set-Cookie": listSetCookie(COMPARE_COOKIE, kept.length > COMPARE_MAX ? current : kept, secureCookies),
      "Cache-Control": "no-store",
    },
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${t("compare.title")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
];

type Row = {
  key: string;
  label: string;
  /** What is compared to tell whether the listings differ (not the formatted text). */
  value: (c: CompareColumn) => string | number | null;
  cell: (c: CompareColumn) => React.ReactNode;
};

const DASH = "—";

function perSqft(c: CompareColumn): number | null {
  return c.areaSqft ? c.priceAed / c.areaSqft : null;
}

const ROWS: Row[] = [
  {
    key: "price",
    label: "compare.price",
    value: (c) => c.priceAed,
    cell: (c) => <Price amount={c.priceAed} per={c.rentFrequency} />,
  },
  {
    key: "perSqft",
    label: "compare.pricePerSqft",
    value: (c) => (perSqft(c) === null ? null : Math.round(perSqft(c) as number)),
    cell: (c) => {
      const amount = perSqft(c);
      return amount === null ? DASH : <Price amount={amount} per={c.rentFrequency} />;
    },
  },
  {
    key: "size",
    label: "fact.area",
    value: (c) => c.areaSqft,
    cell: (c) => (c.areaSqft != null ? t("property.sqft", { count: formatNumber(c.areaSqft) }) : DASH),
  },
  {
    key: "beds",
    label: "fact.bedrooms",
    value: (c) => c.bedrooms,
    cell: (c) => (c.bedrooms == null ? DASH : c.bedrooms === 0 ? t("property.studio") : formatNumber(c.bedrooms)),
  },
  {
    key: "baths",
    label: "fact.bathrooms",
    value: (c) => c.bathrooms,
    cell: (c) => (c.bathrooms == null ? DASH : formatNumber(c.bathrooms)),
  },
  {
    key: "community",
    label: "compare.community",
    value: (c) => c.locationLabel,
    cell: (c) => <span lang={c.place?.lang}>{c.place ? c.place.text : c.locationLabel}</span>,
  },
  {
    key: "completion",
    label: "fact.completion",
    value: (c) => c.completionStatus,
    cell: (c) => t(`trust.completion.${c.completionStatus}`),
  },
  {
    key: "furnishing",
    label: "fact.furnishing",
    value: (c) => c.furnishing,
    cell: (c) => (c.furnishing ? t(`trust.furnishing.${c.furnishing}`) : DASH),
  },
  {
    key: "permit",
    label: "fact.permitNumber",
    value: (c) => c.permitNumber,
    cell: (c) =>
      c.permitNumber ? (
        <span dir="ltr" lang="en">
          {c.permitNumber}
        </span>
      ) : (
        DASH
      ),
  },
  {
    key: "agent",
    label: "compare.agent",
    value: (c) => c.agent?.slug ?? null,
    cell: (c) =>
      c.agent ? (
        <>
          <Link to={lp(`/agents/${c.agent.slug}`)} lang="en" className="font-semibold text-navy underline">
            {c.agent.name}
          </Link>
          {c.agent.agency ? (
            <span lang="en" className="block text-sm text-neutral-600">
              {c.agent.agency}
            </span>
          ) : null}
        </>
      ) : (
        DASH
      ),
  },
  {
    // The registry's median for the listing's rooms in its community (decision 066), shown only
    // when some listing has a figure: never an invented one.
    key: "registryMedian",
    label: "compare.registryMedian",
    value: (c) => c.registryMedianAedPerSqft,
    cell: (c) => (c.registryMedianAedPerSqft === null ? DASH : <Price amount={c.registryMedianAedPerSqft} />),
  },
];

/** True when the listings do not all have the same value in a row (nothing to tell with one listing). */
function differs(row: Row, columns: CompareColumn[]): boolean {
  if (columns.length < 2) return false;
  const first = row.value(columns[0] as CompareColumn);
  return columns.some((c) => row.value(c) !== first);
}

export default function ComparePage({ loaderData: d }: Route.ComponentProps) {
  const { columns } = d;
  const compareHere = lp(compareHref(d.ids, d.back));
  const rows = ROWS.filter((row) => row.key !== "registryMedian" || columns.some((c) => row.value(c) !== null));
  return (
    <main className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t("compare.title")}</h1>
          <p className="mt-2 text-neutral-600">{t("compare.intro", { max: COMPARE_MAX })}</p>
        </div>
        <Link
          to={d.back ?? lp("/property-search")}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-navy ring-1 ring-neutral-300 hover:bg-sand"
          data-testid="compare-back"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {d.back ? t("compare.back") : t("compare.browse")}
        </Link>
      </div>

      {d.tooMany || d.dropped > 0 ? (
        <div role="alert" className="mt-6 flex flex-col gap-2" data-testid="compare-notes">
          {d.tooMany ? (
            <p className="flex items-start gap-2 rounded-lg bg-error/10 p-4 font-semibold text-error">
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
              {t("compare.tooMany", { max: COMPARE_MAX })}
            </p>
          ) : null}
          {d.dropped > 0 ? (
            <p className="flex items-start gap-2 rounded-lg bg-sand p-4 text-ink">
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
              {t("compare.dropped", { count: d.dropped })}
            </p>
          ) : null}
        </div>
      ) : null}

      {columns.length === 0 ? (
        <div className="mt-10 flex flex-col items-center rounded-[var(--radius-card)] bg-sand px-6 py-16 text-center">
          <ClipboardList aria-hidden className="size-12 text-gold-700" />
          <p className="mt-4 max-w-md text-lg text-ink">{t("compare.empty", { max: COMPARE_MAX })}</p>
          <Link
            to={lp("/property-search")}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
          >
            {t("compare.browse")}
          </Link>
        </div>
      ) : (
        <>
          {columns.length > 1 ? (
            <p className="mt-6 flex items-center gap-2 text-sm text-neutral-700">
              <span aria-hidden className="inline-block size-4 rounded-sm border-s-4 border-gold bg-sand" />
              {t("compare.legend")}
            </p>
          ) : null}
          {/* Wider than a phone: the table scrolls inside its own region, which the keyboard can reach. */}
          <section
            aria-labelledby="compare-caption"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            // relative: the screen-reader-only texts inside stay within the region, not past the page's end.
            className="relative mt-4 overflow-x-auto rounded-[var(--radius-card)] ring-1 ring-neutral-200"
          >
            <table className="w-full min-w-[36rem] border-collapse text-start" data-testid="compare-table">
              <caption id="compare-caption" className="sr-only">
                {t("compare.caption", { count: columns.length })}
              </caption>
              <thead>
                <tr>
                  <td className="sticky start-0 z-10 w-28 bg-white sm:w-40" />
                  {columns.map((c) => (
                    <th key={c.id} scope="col" className="bg-white p-3 align-top text-start font-normal">
                      <ColumnHead column={c} ids={d.ids} back={d.back} action={compareHere} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const diff = differs(row, columns);
                  return (
                    <tr
                      key={row.key}
                      data-row={row.key}
                      data-differs={diff || undefined}
                      className="border-t border-neutral-200"
                    >
                      <th
                        scope="row"
                        // Sticky at the start: the row's name stays in view while a phone scrolls the listings.
                        className={`sticky start-0 z-10 p-3 text-start align-top text-sm font-semibold ${diff ? "border-s-4 border-gold bg-sand text-ink" : "bg-neutral-50 text-neutral-700"}`}
                      >
                        {t(row.label as Parameters<typeof t>[0])}
                        {diff ? (
                          <span className="block text-xs font-bold text-gold-700">{t("compare.differs")}</span>
                        ) : null}
                      </th>
                      {columns.map((c) => (
                        <td key={c.id} className={`p-3 align-top tabular ${diff ? "bg-sand/50" : ""}`}>
                          {row.cell(c)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <form method="post" action={compareHere} className="mt-6">
            <input type="hidden" name="ids" value={d.ids.join(",")} />
            {d.back ? <input type="hidden" name="back" value={d.back} /> : null}
            <button
              type="submit"
              name="clear"
              value="1"
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-ink ring-1 ring-neutral-300 hover:bg-sand"
            >
              {t("compare.clear")}
            </button>
          </form>
        </>
      )}
    </main>
  );
}

function ColumnHead(props: { column: CompareColumn; ids: string[]; back?: string; action: string }) {
  const c = props.column;
  return (
    <div className="flex flex-col gap-2">
      <Link to={lp(`/property/${c.id}`)} className="group flex flex-col gap-2">
        <div className="aspect-[4/3] overflow-hidden rounded-lg bg-sand">
          {c.imageId ? (
            <img
              src={`/media/${c.imageId}?w=480`}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <span lang={storedLang(c, "title")} className="font-bold leading-snug text-ink group-hover:underline">
          {truncate(c.title, 50)}
        </span>
      </Link>
      <form method="post" action={props.action}>
        <input type="hidden" name="ids" value={props.ids.join(",")} />
        {props.back ? <input type="hidden" name="back" value={props.back} /> : null}
        <button
          type="submit"
          name="remove"
          value={c.id}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-neutral-700 hover:text-error"
        >
          <X aria-hidden className="size-4" />
          {t("compare.remove")}
          <span className="sr-only">: {c.title}</span>
        </button>
      </form>
    </div>
  );
}
