import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";

/** Not built yet: answers 404 like any unknown page until its issue lands. */
export function loader() {
  return data(null, { status: 404 });
}

export default function Placeholder() {
  return <NotFoundView />;
}
