import { data, Outlet, redirect } from "react-router";
import { isLanguage, localePath } from "../i18n/languages";
import type { Route } from "./+types/language";

/**
 * The optional language segment in front of every public page (decision 006): none is English,
 * /ar, /hi and /ru their languages. /en/… is answered by its unprefixed address (English
 * has one address per page); anything else (/xx/faq) is a 404.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, request }) => {
    if (params.lang === undefined || (isLanguage(params.lang) && params.lang !== "en")) return;
    const url = new URL(request.url);
    if (params.lang === "en" && !url.pathname.endsWith(".data")) {
      throw redirect(`${localePath("en", url.pathname.replace(/^\/en(?=\/|$)/, "") || "/")}${url.search}`, 301);
    }
    throw data(null, { status: 404 });
  },
];

export default function Language() {
  return <Outlet />;
}
