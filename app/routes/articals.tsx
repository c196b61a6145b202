import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { PostList } from "../modules/content/components/post-list";
import { loadPostList } from "../modules/content/posts.server";
import type { Route } from "./+types/articals";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPostList(context.get(appContext).db, "articles", new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && loaderData.page > 1
        ? `${t("content.articles.title")} · ${t("content.pageOf", { page: loaderData.page, pages: loaderData.pages })} — ${t("site.name")}`
        : `${t("content.articles.title")} — ${t("site.name")}`,
  },
  { name: "description", content: t("content.articles.intro") },
];

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
