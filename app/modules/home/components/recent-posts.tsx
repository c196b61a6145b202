import "../../../i18n/en-pages";
import { useId } from "react";
import { ArrowUpRight, CalendarDays, FileText, UserRound } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { Stored, storedLang, tWith } from "../../../i18n/stored";
import type { PostCard as Blog, HomeData } from "../home.server";
import { formatLongDate } from "./format-date";
import { SECTION_PLAIN, SectionHeading, SectionNote } from "./section-heading";

const SMALL_CARDS = 4;

/** Recent blogs or articles: one large card and up to four small ones. */
export function RecentPosts({ title, posts }: { title: string; posts: HomeData["blogs"] }) {
  const headingId = useId();
  // A failed load is only logged, as on the original site: nothing loud on the page.
  if (!posts.ok) return null;
  const [lead, ...rest] = posts.data;
  return (
    <section aria-labelledby={headingId} data-section="posts" className={SECTION_PLAIN}>
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={t("posts.eyebrow")} title={title} />
        {lead ? (
          <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
            <LeadCard blog={lead} />
            {rest.length > 0 ? (
              <ul className="grid content-start gap-6 sm:grid-cols-2">
                {rest.slice(0, SMALL_CARDS).map((blog) => (
                  <li key={blog.id}>
                    <SmallCard blog={blog} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : (
          <SectionNote icon={<FileText aria-hidden className="size-5 text-neutral-400" />}>
            {t("posts.empty")}
          </SectionNote>
        )}
      </div>
    </section>
  );
}

function Meta({ blog, light }: { blog: Blog; light?: boolean }) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${light ? "text-white/85" : "text-neutral-600"}`}
    >
      <span className="flex items-center gap-1.5">
        <CalendarDays aria-hidden className={`size-4 ${light ? "text-gold" : "text-gold-600"}`} />
        <time dateTime={blog.publishedOn}>{formatLongDate(blog.publishedOn)}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <UserRound aria-hidden className={`size-4 ${light ? "text-gold" : "text-gold-600"}`} />
        {blog.author.trim()
          ? tWith("posts.by", { author: <Stored>{blog.author.trim()}</Stored> })
          : t("posts.by", { author: t("posts.defaultAuthor") })}
      </span>
    </p>
  );
}

function Picture({ blog, eager }: { blog: Blog; eager?: boolean }) {
  return blog.imageId ? (
    <img
      src={`/media/${blog.imageId}`}
      alt=""
      width={1200}
      height={800}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
    />
  ) : null;
}

/** The newest post: opens /blog-details/{id}. */
function LeadCard({ blog }: { blog: Blog }) {
  return (
    <Link
      to={lp(`/blog-details/${blog.id}`)}
      data-post="lead"
      className="group relative flex min-h-[22rem] overflow-hidden rounded-[var(--radius-card)] bg-navy shadow-[var(--shadow-soft)] lg:min-h-full"
    >
      <div className="absolute inset-0 bg-navy">
        <Picture blog={blog} />
      </div>
      <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/40 to-transparent" />
      <div className="relative mt-auto flex flex-col gap-3 p-6 md:p-8">
        <Meta blog={blog} light />
        <h3 lang={storedLang(blog, "title")} className="text-xl font-bold text-white md:text-2xl">
          {blog.title}
        </h3>
        {blog.subtitle ? (
          <p lang={storedLang(blog, "subtitle")} className="line-clamp-2 text-white/80">
            {blog.subtitle}
          </p>
        ) : null}
        <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-gold">
          {t("posts.readMore")}
          <ArrowUpRight
            aria-hidden
            className="size-4 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </span>
      </div>
    </Link>
  );
}

/** An older post: opens /blog-details?bId={id}. */
function SmallCard({ blog }: { blog: Blog }) {
  return (
    <Link
      to={lp(`/blog-details?bId=${encodeURIComponent(blog.id)}`)}
      data-post="small"
      className="group flex h-full overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg sm:flex-col"
    >
      <div className="aspect-square w-28 shrink-0 overflow-hidden bg-sand sm:aspect-[3/2] sm:w-full">
        <Picture blog={blog} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3
          lang={storedLang(blog, "title")}
          className="line-clamp-3 text-sm font-bold leading-snug text-ink sm:line-clamp-2 sm:text-base"
        >
          {blog.title}
        </h3>
        <div className="mt-auto">
          <Meta blog={blog} />
        </div>
      </div>
    </Link>
  );
}
