import "../i18n/en-pages";
import { useLayoutEffect, useState } from "react";
import { Form } from "react-router";
import { Accordion } from "../components/ui/accordion";
import { MessageCircleQuestion, Search, SearchX } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import { filterFaqs } from "../modules/faq/faq";
import { listFaqs } from "../modules/faq/faq.server";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/faq";

/** The questions are edited in the back office; ?q= filters on the server too, so the GET form works before JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const { db, siteUrl } = context.get(appContext);
  // Every language is edited in the back office; a question with no translation shows in English.
  const faqs = await listFaqs(db);
  return { q, siteUrl, faqs };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${t("faqPage.title")} — ${t("site.name")}`,
        description: t("faqPage.metaDescription"),
        path: "/faq",
        siteUrl: loaderData.siteUrl,
      })
    : [];

export default function Faq({ loaderData }: Route.ComponentProps) {
  const [query, setQuery] = useState(loaderData.q);
  const items = filterFaqs(loaderData.faqs, query);
  /** Filters in the browser; the address keeps ?q= in step (no navigation), so it can be shared. */
  const search = (next: string) => {
    setQuery(next);
    const url = new URL(window.location.href);
    if (next.trim() === "") url.searchParams.delete("q");
    else url.searchParams.set("q", next);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  };
  // A query typed before the page hydrated is still in the field: React keeps it while
  // hydrating but would set it back on the next render, so the search takes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydrating
  useLayoutEffect(() => {
    const before = (document.getElementById("faq-search") as HTMLInputElement | null)?.value;
    if (before !== undefined && before !== query) search(before);
  }, []);
  const clear = () => {
    search("");
    document.getElementById("faq-search")?.focus();
  };
  return (
    <main className="pb-16">
      <div className="bg-sand">
        <div className="container-page py-12 text-center sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-[0.12em] text-gold-700">{t("faqPage.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{t("faqPage.title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-neutral-700">{t("faqPage.intro")}</p>
          <Form
            method="get"
            role="search"
            className="mx-auto mt-8 flex max-w-xl items-center gap-2"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor="faq-search" className="sr-only">
              {t("faqPage.searchLabel")}
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-neutral-500"
              />
              <input
                id="faq-search"
                type="search"
                name="q"
                value={query}
                onChange={(e) => search(e.target.value)}
                placeholder={t("faqPage.searchPlaceholder")}
                aria-controls="faq-results"
                autoComplete="off"
                className="h-13 w-full rounded-full border border-neutral-300 bg-white ps-12 pe-4 text-base text-ink shadow-soft outline-none placeholder:text-neutral-500 focus:border-navy focus:ring-2 focus:ring-gold/40"
              />
            </div>
            <button type="submit" className="h-13 rounded-full bg-navy px-6 font-bold text-white hover:bg-ink">
              {t("faqPage.search")}
            </button>
          </Form>
        </div>
      </div>

      <div className="container-page mt-10 max-w-3xl">
        <p id="faq-count" aria-live="polite" className="mb-4 text-sm text-neutral-600">
          {t("faqPage.resultCount", { count: items.length, total: loaderData.faqs.length })}
        </p>
        <div id="faq-results">
          {items.length === 0 ? (
            <div className="flex flex-col items-center rounded-card bg-white px-6 py-12 text-center ring-1 ring-neutral-200">
              <SearchX aria-hidden className="size-12 text-gold-700" />
              <h2 className="mt-4 text-xl font-bold text-ink">{t("faqPage.noResults")}</h2>
              <p className="mt-2 text-neutral-600">{t("faqPage.noResultsText")}</p>
              {/* Before JavaScript a GET of /faq without ?q=; after, it clears in place. */}
              <form method="get" action={lp("/faq")} className="mt-6">
                <button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    clear();
                  }}
                  className="inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
                >
                  {t("faqPage.clear")}
                </button>
              </form>
            </div>
          ) : (
            <Accordion
              key={query.trim().toLowerCase()}
              headingLevel={2}
              items={items.map((f) => ({
                id: f.id,
                title: <span lang={storedLang(f, "question")}>{f.question}</span>,
                content: <p lang={storedLang(f, "answer")}>{f.answer}</p>,
              }))}
            />
          )}
        </div>

        <section
          aria-labelledby="still-title"
          className="mt-12 flex flex-col items-start gap-4 rounded-card bg-navy p-6 text-white sm:flex-row sm:items-center sm:p-8"
        >
          <MessageCircleQuestion aria-hidden className="size-10 shrink-0 text-gold" />
          <div className="flex-1">
            <h2 id="still-title" className="text-xl font-bold">
              {t("faqPage.stillTitle")}
            </h2>
            <p className="mt-1 text-white/85">{t("faqPage.stillText")}</p>
          </div>
          <Link
            to={lp("/contact")}
            className="inline-flex min-h-11 items-center rounded-full bg-gold px-6 font-bold text-ink hover:bg-white"
          >
            {t("faqPage.contact")}
          </Link>
        </section>
      </div>
    </main>
  );
}
