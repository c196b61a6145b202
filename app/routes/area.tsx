import "../i18n/en-pages";
import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { appContext } from "../context";
import { currentLanguage, t } from "../i18n/i18n";
import { loadAreaPage } from "../modules/market/area-page.server";
import { AreaGuide } from "../modules/market/components/area-guide";
import { monthLabel } from "../modules/market/components/month";
import { notFoundMeta, seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/area";

/** /area/{slug}: a community's area guide from the land registry (decision 065); no figures -> 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const page = await loadAreaPage(db, params.slug, currentLanguage());
  if (!page) return data({ page: null, siteUrl }, { status: 404 });
  return { page, siteUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.page;
  if (!page) return notFoundMeta();
  const name = page.place.name.text;
  return seoMeta({
    title: `${t("market.metaTitle", { name })} — ${t("site.name")}`,
    description: t("market.metaDescription", { name, month: monthLabel(page.figures.periodEnd) }),
    path: `/area/${page.figures.slug}`,
    siteUrl: loaderData.siteUrl,
  });
};

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <AreaGuide data={loaderData.page} /> : <NotFoundView />;
}
