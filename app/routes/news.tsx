import "../i18n/en-pages";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { PostList } from "../modules/content/components/post-list";
import { loadPostList } from "../modules/content/posts.server";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/news";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  return { ...(await loadPostList(db, "news", new URL(request.url))), siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const paged = loaderData.page > 1;
  return seoMeta({
    title: paged
      ? `${t("content.news.title")} · ${t("content.pageOf", { page: loaderData.page, pages: loaderData.pages })} — ${t("site.name")}`
      : `${t("content.news.title")} — ${t("site.name")}`,
    description: t("content.news.intro"),
    path: paged ? `/news?page=${loaderData.page}` : "/news",
    siteUrl: loaderData.siteUrl,
  });
};

export default function News({ loaderData }: Route.ComponentProps) {
  return <PostList data={loaderData} path="/news" title={t("content.news.title")} intro={t("content.news.intro")} />;
}
