import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";

export function loader() {
  // A real 404 status for crawlers and clients, with the page rendered normally.
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundView />;
}
