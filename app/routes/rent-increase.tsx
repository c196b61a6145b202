import "../i18n/en-pages";
import { data, redirect } from "react-router";
import { appContext } from "../context";
import { currentLanguage, lp, t } from "../i18n/i18n";
import { PageHero } from "../modules/pages/page-parts";
import { RentIncreaseCheck } from "../modules/rent/components/rent-check";
import { registryRent, rentCommunities } from "../modules/rent/registry.server";
import { evaluateRent, isRooms, queryValues } from "../modules/rent/schema";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/rent-increase";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const url = new URL(request.url);
  const values = queryValues(url.searchParams);
  const rows = await rentCommunities(db, currentLanguage());
  const picked = rows.find((c) => c.slug === values.community);
  const registry = picked && isRooms(values.rooms) ? await registryRent(db, picked, values.rooms) : null;
  const errors: Record<string, string> = {};
  if (values.community && !picked) errors.community = t("rent.error.community");
  if (values.rooms && !isRooms(values.rooms)) errors.rooms = t("rent.error.rooms");
  // "Fill in the registry's average": the answer is the same address with the median as the
  // average, so the address always holds exactly what the form shows.
  if (url.searchParams.get("prefill") && registry?.enough && registry.medianRentAed !== null) {
    const next = new URLSearchParams({ ...values, average: String(Math.round(registry.medianRentAed)) });
    throw redirect(lp(`/rent-increase?${next}`));
  }
  // Bad input is the visitor's to correct: the page, with the message next to the field, as a 400.
  const invalid = Object.keys(errors).length > 0 || Object.keys(evaluateRent(values).errors).length > 0;
  const communities = rows.map(({ locationId: _, ...shown }) => shown);
  return data({ values, communities, registry, errors, siteUrl }, invalid ? { status: 400 } : undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${t("rent.metaTitle")} — ${t("site.name")}`,
        description: t("rent.metaDescription"),
        path: "/rent-increase",
        siteUrl: loaderData.siteUrl,
      })
    : [];

export default function RentIncreasePage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero eyebrow={t("rent.eyebrow")} title={t("rent.title")} intro={t("rent.intro")} />
      <div className="container-page py-10 md:py-16">
        <RentIncreaseCheck
          values={loaderData.values}
          communities={loaderData.communities}
          registry={loaderData.registry}
          errors={loaderData.errors}
        />
      </div>
    </main>
  );
}
