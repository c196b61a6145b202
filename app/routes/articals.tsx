import "../i18n/en-pages";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { PostList } from "../modules/content/components/post-list";
import { loadPostList } from "../modules/content/posts.server";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/articals";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  return { ...(await loadPostList(db, "articles", new URL(request.url))), siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const paged = loaderData.page > 1;
  return seoMeta({
    title: paged
      ? `${t("content.articles.title")} · ${t("content.pageOf", { page: loaderData.page, pages: loaderData.pages })} — ${t("site.name")}`
      : `${t("content.articles.title")} — ${t("site.name")}`,
    description: t("content.articles.intro"),
    path: paged ? `/articals?page=${loaderData.page}` : "/articals",
    siteUrl: loaderData.siteUrl,
  });
};

export default function Articals({ loaderData }: Route.ComponentProps) {
  return (
    <PostList
      data={loaderData}
      path="/articals"
      title={t("content.articles.title")}
      intro={t("content.articles.intro")}
    />
  );
}
