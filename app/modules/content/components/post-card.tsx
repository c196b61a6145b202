import { ArrowRight, CalendarDays, UserRound } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { Stored, storedLang, tWith } from "../../../i18n/stored";
import type { PostCard as PostCardData } from "../posts.server";
import { authorOf, formatPostDate } from "./post-date";

/** Date and author of a post, with their icons. */
export function PostMeta(props: { publishedOn: string; author: string; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600 ${props.className ?? ""}`}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4 text-gold-600" />
        <time dateTime={props.publishedOn}>{formatPostDate(props.publishedOn)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden className="size-4 text-gold-600" />
        {props.author.trim()
          ? tWith("content.by", { author: <Stored>{props.author.trim()}</Stored> })
          : t("content.by", { author: authorOf(props.author, t("content.defaultAuthor")) })}
      </span>
    </p>
  );
}

/** A post in a list: image, title, date, author and summary; the whole card opens the post. */
export function PostCard({ post, eager }: { post: PostCardData; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-soft)] ring-1 ring-neutral-200/70 transition duration-200 focus-within:ring-2 focus-within:ring-gold hover:-translate-y-0.5 hover:shadow-lg">
      <div className="aspect-[3/2] overflow-hidden bg-sand">
        {post.imageId ? (
          <img
            src={`/media/${post.imageId}`}
            alt=""
            width={1200}
            height={800}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostMeta publishedOn={post.publishedOn} author={post.author} />
        <h2 lang={storedLang(post, "title")} className="text-lg font-bold leading-snug text-ink">
          <Link
            to={lp(`/blog-details?bId=${encodeURIComponent(post.id)}`)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
            data-post-link
          >
            {post.title}
          </Link>
        </h2>
        {post.summary ? (
          <p
            data-summary
            lang={storedLang(post, "description")}
            className="text-[0.9375rem] leading-relaxed text-neutral-700"
          >
            {post.summary}
          </p>
        ) : null}
        <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-gold-700">
          {t("content.readMore")}
          <ArrowRight className="size-4 transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
