import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { PostList } from "../modules/content/components/post-list";
import { loadPostList } from "../modules/content/posts.server";
import type { Route } from "./+types/news";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPostList(context.get(appContext).db, "news", new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && loaderData.page > 1
        ? `${t("content.news.title")} · ${t("content.pageOf", { page: loaderData.page, pages: loaderData.pages })} — ${t("site.name")}`
        : `${t("content.news.title")} — ${t("site.name")}`,
  },
  { name: "description", content: t("content.news.intro") },
];

export default function News({ loaderData }: Route.ComponentProps) {
  return <PostList data={loaderData} path="/news" title={t("content.news.title")} intro={t("content.news.intro")} />;
}
