import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { t } from "../i18n/i18n";
import { evaluate, MortgageCalculator } from "../modules/mortgage/components/mortgage-calculator";
import { getBuyingFees } from "../modules/mortgage/fees.server";
import { queryValues } from "../modules/mortgage/schema";
import { PageHero } from "../modules/pages/page-parts";
import { seoMeta } from "../modules/site/seo";
import type { Route } from "./+types/mortgage-calculator";

/** Where the address names nothing: a typical Dubai apartment, to show the page at work. */
const EXAMPLE = { price: "2000000" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const given = queryValues(new URL(request.url).searchParams);
  const values = Object.keys(given).length > 0 ? given : EXAMPLE;
  const fees = await getBuyingFees(db);
  // Bad input is the visitor's to correct: the page, with the message next to the field, as a 400.
  const invalid = evaluate(values, fees).result === null;
  return data({ values, fees, siteUrl }, invalid ? { status: 400 } : undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${t("mortgage.metaTitle")} — ${t("site.name")}`,
        description: t("mortgage.metaDescription"),
        path: "/mortgage-calculator",
        siteUrl: loaderData.siteUrl,
      })
    : [];

export default function MortgageCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero eyebrow={t("mortgage.eyebrow")} title={t("mortgage.title")} intro={t("mortgage.intro")} />
      <div className="container-page py-10 md:py-16">
        <MortgageCalculator values={loaderData.values} fees={loaderData.fees} />
      </div>
    </main>
  );
}
