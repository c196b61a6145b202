import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { PostList } from "../modules/content/components/post-list";
import { loadPostList } from "../modules/content/posts.server";
import type { Route } from "./+types/blogs";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPostList(context.get(appContext).db, "blogs", new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && loaderData.page > 1
        ? `${t("content.blogs.title")} · ${t("content.pageOf", { page: loaderData.page, pages: loaderData.pages })} — ${t("site.name")}`
        : `${t("content.blogs.title")} — ${t("site.name")}`,
  },
  { name: "description", content: t("content.blogs.intro") },
];

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <PostList data={loaderData} path="/blogs" title={t("content.blogs.title")} intro={t("content.blogs.intro")} />;
}
