import type { HomeData } from "../home.server";

/** Placeholder: replaced by the real section. */
export function RecentPosts(_props: { title: string; posts: HomeData["blogs"] }) {
  return null;
}
