import "../i18n/en-pages";
import { data } from "react-router";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { FormMessage, PRIMARY_SUBMIT } from "../modules/account/components/form-parts";
import { AlertCard, LinkRefused, PRIVATE_PAGE, refusedStatus } from "../modules/alerts/components/alert-card";
import { searchByToken } from "../modules/alerts/links.server";
import { confirmByToken } from "../modules/alerts/tokens.server";
import type { Route } from "./+types/alerts-confirm";

/** /alerts/confirm?token=…: the double opt-in link. Opening it twice is harmless. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await confirmByToken(db, token);
  if (!outcome.ok)
    return data({ refused: outcome.reason }, { status: refusedStatus(outcome.reason), headers: PRIVATE_PAGE });
  const found = await searchByToken(db, token, "confirm");
  const search = found.ok ? found.search : undefined;
  return data(
    {
      refused: null,
      already: outcome.alreadyConfirmed,
      name: search?.name ?? "",
      searchPath: search?.searchPath ?? "/",
    },
    { headers: PRIVATE_PAGE },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: `${t("alerts.page.confirmTitle")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export default function AlertConfirmPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.refused) return <LinkRefused title={t("alerts.page.confirmTitle")} reason={loaderData.refused} />;
  return (
    <AlertCard title={t("alerts.page.confirmTitle")}>
      <FormMessage tone="success">
        {t(loaderData.already ? "alerts.page.alreadyConfirmed" : "alerts.page.confirmed", { name: loaderData.name })}
      </FormMessage>
      <Link to={lp(loaderData.searchPath)} className={`${PRIMARY_SUBMIT} self-start`}>
        {t("alerts.page.toSearch")}
      </Link>
    </AlertCard>
  );
}
