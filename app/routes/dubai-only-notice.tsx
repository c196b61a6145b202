import "../i18n/en-pages";
import { t } from "../i18n/i18n";
import { DubaiOnlyNotice } from "../modules/browse/components/dubai-only-notice";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/dubai-only-notice";

/** A real page (status 200): the home page's Other Countries tiles lead here. */
export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: `${t("browse.notice.metaTitle")} | ${t("site.name")}` },
  { name: "description", content: t("browse.notice.pageText") },
  { name: "robots", content: "noindex" },
  ...pageAlternates({ location, matches }),
];

export default function DubaiOnlyNoticePage() {
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center">
      <DubaiOnlyNotice as="h1" text={t("browse.notice.pageText")} />
    </main>
  );
}
