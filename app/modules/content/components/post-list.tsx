import { useNavigation } from "react-router";
import { ChevronLeft, ChevronRight, FileSearch, LayoutGrid, LoaderCircle, Tag } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { PostListData } from "../posts.server";
import { PostCard } from "./post-card";

/** The address of a list page: `?category=` and `?page=` only when they differ from the default. */
export function listHref(path: string, category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** /articals, /blogs and /news: a heading band, the category sidebar and a page of post cards. */
export function PostList(props: { data: PostListData; path: string; title: string; intro: string }) {
  const { data, path } = props;
  // While another category or page of this list loads, the current one dims under a spinner.
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname.toLowerCase() === path;
  return (
    <main>
      <header className="border-b border-sand-200 bg-sand">
        <div className="container-page py-12 md:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">{t("content.eyebrow")}</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink md:text-4xl">{props.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-700">{props.intro}</p>
        </div>
      </header>
      <div className="container-page grid gap-8 py-10 md:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <CategorySidebar data={data} path={path} />
        <section aria-labelledby="post-list-title" aria-busy={busy || undefined} className="min-w-0">
          <h2 id="post-list-title" className="sr-only">
            {props.title}
          </h2>
          <p className="mb-6 flex min-h-5 items-center gap-2 text-sm text-neutral-600">
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin text-gold-700" /> : null}
            <span className="tabular">{t("content.results", { count: data.total })}</span>
            {data.pages > 1 ? (
              <span className="tabular"> · {t("content.pageOf", { page: data.page, pages: data.pages })}</span>
            ) : null}
          </p>
          {data.posts.length > 0 ? (
            <ul
              className={`transition-opacity ${busy ? "opacity-60" : ""} grid gap-6 sm:grid-cols-2 xl:grid-cols-3`}
              data-post-list
            >
              {data.posts.map((post, i) => (
                <li key={post.id}>
                  <PostCard post={post} eager={i < 3} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
              <FileSearch aria-hidden className="size-10 text-neutral-400" />
              <p className="mt-4 text-lg font-semibold text-ink">{t("content.empty")}</p>
              <Link
                to={lp(path)}
                className="mt-6 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
              >
                {t("content.emptyAction")}
              </Link>
            </div>
          )}
          <Pagination data={data} path={path} />
        </section>
      </div>
    </main>
  );
}

function CategorySidebar({ data, path }: { data: PostListData; path: string }) {
  const pill = (active: boolean) =>
    `flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition lg:rounded-lg ${
      active ? "bg-navy text-white" : "bg-white text-ink ring-1 ring-neutral-200 hover:ring-gold"
    }`;
  const showAll = data.category === null;
  return (
    <aside aria-labelledby="post-categories-title" className="lg:sticky lg:top-28 lg:self-start">
      <div className="rounded-[var(--radius-card)] bg-sand p-5 ring-1 ring-sand-200">
        <h2 id="post-categories-title" className="flex items-center gap-2 text-base font-bold text-ink">
          <Tag aria-hidden className="size-4 text-gold-700" />
          {t("content.categories")}
        </h2>
        <nav aria-labelledby="post-categories-title" className="mt-4">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            <li>
              <Link
                to={lp(path)}
                aria-current={showAll ? "page" : undefined}
                className={pill(showAll)}
                preventScrollReset
              >
                <LayoutGrid aria-hidden className="size-4" />
                {t("content.showAll")}
              </Link>
            </li>
            {data.categories.map((c) => {
              const active = data.selected === c.id;
              return (
                <li key={c.id}>
                  <Link
                    to={lp(listHref(path, c.id))}
                    aria-current={active ? "page" : undefined}
                    className={pill(active)}
                    preventScrollReset
                  >
                    <span lang={storedLang(c, "name")}>{c.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </aside>
  );
}

/** Previous, numbered pages (a window around the current one) and Next, all plain links. */
function Pagination({ data, path }: { data: PostListData; path: string }) {
  if (data.pages <= 1) return null;
  const first = Math.max(1, Math.min(data.page - 2, data.pages - 4));
  const numbers = Array.from({ length: Math.min(5, data.pages) }, (_, i) => first + i);
  const step =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold tabular";
  return (
    <nav aria-label={t("content.pagination")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {data.page > 1 ? (
        <Link
          to={lp(listHref(path, data.category, data.page - 1))}
          rel="prev"
          className={`${step} ring-1 ring-neutral-300 hover:ring-gold`}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t("content.previous")}
        </Link>
      ) : null}
      {numbers.map((n) => (
        <Link
          key={n}
          to={lp(listHref(path, data.category, n))}
          aria-current={n === data.page ? "page" : undefined}
          aria-label={t("content.goToPage", { page: n })}
          className={`${step} ${n === data.page ? "bg-navy text-white" : "ring-1 ring-neutral-300 hover:ring-gold"}`}
        >
          {n}
        </Link>
      ))}
      {data.page < data.pages ? (
        <Link
          to={lp(listHref(path, data.category, data.page + 1))}
          rel="next"
          className={`${step} ring-1 ring-neutral-300 hover:ring-gold`}
        >
          {t("content.next")}
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}
