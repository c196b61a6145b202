import type { MetaDescriptor } from "react-router";
import { t } from "../../i18n/i18n";
import { pageAlternates } from "../site/seo";

/** The title of both profile pages; private, so never indexed. */
export function profileMeta(args: Parameters<typeof pageAlternates>[0]): MetaDescriptor[] {
  return [
    { title: `${t("account.profileTitle")} — ${t("site.name")}` },
    { name: "robots", content: "noindex" },
    ...pageAlternates(args),
  ];
}

/** A page with someone's details must not be kept by any shared cache. */
export function profileHeaders() {
  return { "Cache-Control": "private, no-store" };
}
