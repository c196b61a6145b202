import "../i18n/en-pages";
import { data } from "react-router";
import { ArrowLeft, ChevronRight, FileQuestion } from "../components/ui/icons";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { storedLang } from "../i18n/stored";
import { DevelopersSidebar } from "../modules/content/components/developers-sidebar";
import { PostMeta } from "../modules/content/components/post-card";
import { formatPostDate } from "../modules/content/components/post-date";
import { type BlogDetailData, loadBlogDetail, type PostGroup } from "../modules/content/posts.server";
import { InquirySidebar } from "../modules/enquiry/components/inquiry-sidebar";
import { absoluteUrl, SITE_NAME, seoMeta } from "../modules/site/seo";
import { useNonce } from "../nonce";
import type { Route } from "./+types/blog-details";

/** /blog-details/{id} (the home page's large card) and /blog-details?bId={id} (every other link). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = params.id ?? new URL(request.url).searchParams.get("bId");
  const { db, siteUrl } = context.get(appContext);
  const post = await loadBlogDetail(db, id);
  if (!post) return data({ post: null, siteUrl }, { status: 404 });
  return { post, siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post;
  if (!post)
    return [{ title: `${t("content.blogNotFound")} — ${t("site.name")}` }, { name: "robots", content: "noindex" }];
  return seoMeta({
    title: `${post.blog.title} — ${t("site.name")}`,
    description: post.metaDescription,
    path: blogPath(post.blog.id),
    siteUrl: loaderData.siteUrl,
    image: post.blog.imageId ? `/media/${post.blog.imageId}` : undefined,
    type: "article",
  });
};

/** The one address search engines should keep for a post, whichever link reached it. */
function blogPath(id: string): string {
  return `/blog-details?bId=${encodeURIComponent(id)}`;
}

const LIST: Record<
  PostGroup,
  { path: string; title: "content.articles.title" | "content.blogs.title" | "content.news.title" }
> = {
  articles: { path: "/articals", title: "content.articles.title" },
  blogs: { path: "/blogs", title: "content.blogs.title" },
  news: { path: "/news", title: "content.news.title" },
};

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  return loaderData.post ? (
    <>
      <ArticleData post={loaderData.post} siteUrl={loaderData.siteUrl} />
      <Post post={loaderData.post} />
    </>
  ) : (
    <BlogNotFound />
  );
}

/** schema.org Article for the post, an inline script carrying the request's CSP nonce. */
function ArticleData({ post, siteUrl }: { post: BlogDetailData; siteUrl: string }) {
  const nonce = useNonce();
  const { blog } = post;
  const url = absoluteUrl(blogPath(blog.id), siteUrl);
  const json = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: blog.title,
    description: post.metaDescription,
    datePublished: blog.publishedOn,
    author: { "@type": "Person", name: blog.author },
    publisher: { "@type": "Organization", name: SITE_NAME },
    url,
    mainEntityOfPage: url,
    ...(blog.imageId ? { image: [absoluteUrl(`/media/${blog.imageId}`, siteUrl)] } : {}),
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}

function BlogNotFound() {
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <FileQuestion aria-hidden className="size-14 text-gold-600" />
      <h1 className="mt-6 text-3xl font-bold text-ink">{t("content.blogNotFound")}</h1>
      <p className="mt-3 max-w-md text-neutral-600">{t("content.blogNotFoundText")}</p>
      <Link
        to={lp("/")}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
      >
        {t("content.returnHome")}
      </Link>
    </main>
  );
}

function Post({ post }: { post: BlogDetailData }) {
  const { blog } = post;
  const list = post.group ? LIST[post.group] : null;
  return (
    <main>
      <header className="bg-sand">
        <div className="container-page pt-8 pb-10 md:pt-12 md:pb-14">
          <nav aria-label={t("content.breadcrumb")}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-neutral-600">
              <li>
                <Link to={lp("/")} className="hover:text-ink hover:underline">
                  {t("content.home")}
                </Link>
              </li>
              {list ? (
                <li className="flex items-center gap-1">
                  <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
                  <Link to={lp(list.path)} className="hover:text-ink hover:underline">
                    {t(list.title)}
                  </Link>
                </li>
              ) : null}
            </ol>
          </nav>
          <h1
            lang={storedLang(blog, "title")}
            className="mt-5 max-w-4xl text-3xl font-extrabold tracking-tight text-ink md:text-4xl"
          >
            {blog.title}
          </h1>
          {blog.subtitle ? (
            <p lang={storedLang(blog, "subtitle")} className="mt-4 max-w-3xl text-lg text-neutral-700">
              {blog.subtitle}
            </p>
          ) : null}
          <PostMeta publishedOn={blog.publishedOn} author={blog.author} className="mt-5 text-neutral-700" />
        </div>
      </header>
      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="min-w-0">
          {blog.imageId ? (
            <img
              src={`/media/${blog.imageId}`}
              alt=""
              width={1200}
              height={800}
              fetchPriority="high"
              className="aspect-[3/2] w-full rounded-[var(--radius-card)] bg-sand object-cover shadow-[var(--shadow-soft)]"
            />
          ) : null}
          <section aria-labelledby="about-article" className="mt-10">
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold-700">{t("content.eyebrow")}</p>
            <h2 id="about-article" className="mt-2 text-2xl font-bold text-ink">
              {t("content.aboutArticle")}
            </h2>
            <div
              lang={storedLang(blog, "description")}
              dir="auto"
              className="prose-content mt-6 max-w-[68ch] text-[1.0625rem] leading-relaxed text-neutral-800"
              // Sanitised on the server (content.server.ts) before it reaches this page.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: made safe on the server (content.server.ts → safeRichText)
              dangerouslySetInnerHTML={{ __html: blog.description }}
            />
          </section>
          <MoreInsights post={post} />
          {list ? (
            <Link
              to={lp(list.path)}
              className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-navy ring-1 ring-neutral-300 hover:ring-gold"
            >
              <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t(list.title)}
            </Link>
          ) : null}
        </div>
        <div className="grid content-start gap-8">
          <InquirySidebar inquireType="General" />
          <DevelopersSidebar developers={post.developers} />
        </div>
      </div>
    </main>
  );
}

function MoreInsights({ post }: { post: BlogDetailData }) {
  return (
    <section aria-labelledby="more-insights" className="mt-14 rounded-[var(--radius-card)] bg-sand p-6 md:p-8">
      <h2 id="more-insights" className="text-2xl font-bold text-ink">
        {t("content.moreInsights")}
      </h2>
      {post.more.length > 0 ? (
        <ul className="mt-6 grid gap-4" data-more-insights>
          {post.more.map((m) => (
            <li key={m.id}>
              <Link
                to={lp(`/blog-details?bId=${encodeURIComponent(m.id)}`)}
                className="group flex items-center gap-4 rounded-lg bg-white p-3 ring-1 ring-sand-200 transition hover:ring-gold"
              >
                <span className="block aspect-[3/2] w-24 shrink-0 overflow-hidden rounded-md bg-sand">
                  {m.imageId ? (
                    <img
                      src={`/media/${m.imageId}`}
                      alt=""
                      width={1200}
                      height={800}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : null}
                </span>
                <span className="min-w-0">
                  <span
                    lang={storedLang(m, "title")}
                    className="block font-semibold leading-snug text-ink group-hover:underline"
                  >
                    {m.title}
                  </span>
                  <time dateTime={m.publishedOn} className="mt-1 block text-sm text-neutral-600">
                    {formatPostDate(m.publishedOn)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-neutral-600">{t("content.noMoreInsights")}</p>
      )}
    </section>
  );
}
