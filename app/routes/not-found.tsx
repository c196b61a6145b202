import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { t } from "../i18n/i18n";

export function loader() {
  // A real 404 status for crawlers and clients, with the page rendered normally.
  return data(null, { status: 404 });
}

export const meta = () => [{ title: t("notFound.title") }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundView />;
}
