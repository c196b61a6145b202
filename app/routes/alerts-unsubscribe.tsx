import "../i18n/en-pages";
import { data } from "react-router";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { lp, t } from "../i18n/i18n";
import { FormMessage, PRIMARY_SUBMIT } from "../modules/account/components/form-parts";
import { AlertCard, LinkRefused, PRIVATE_PAGE, refusedStatus } from "../modules/alerts/components/alert-card";
import {
  dropsByToken,
  searchByToken,
  unsubscribeByToken,
  unsubscribeDropsByToken,
} from "../modules/alerts/links.server";
import type { Route } from "./+types/alerts-unsubscribe";

/**
 * /alerts/unsubscribe?token=…: GET asks (a mail scanner opening the link changes nothing); POST
 * unsubscribes at once, whether from the page's button or a mail client's one-click POST of
 * RFC 8058 (`List-Unsubscribe=One-Click`), and answers 200 with no further step. The token is
 * a saved search's, or that of the price-drop e-mails of someone's saved properties
 * (decision 057): one address for both, as the mails' headers promise.
 */

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = tokenOf(request);
  const found = await searchByToken(db, token, "unsubscribe");
  if (found.ok) {
    const { name, email, paused } = found.search;
    return data({ refused: null, search: { name, email, paused }, drops: null }, { headers: PRIVATE_PAGE });
  }
  const drops = found.reason === "invalid" ? await dropsByToken(db, token) : null;
  if (drops?.ok)
    return data(
      { refused: null, search: null, drops: { email: drops.email, on: drops.on } },
      { headers: PRIVATE_PAGE },
    );
  return data(
    { refused: found.reason, search: null, drops: null },
    { status: refusedStatus(found.reason), headers: PRIVATE_PAGE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const token = tokenOf(request);
  const answer = await unsubscribeByToken(db, token);
  if (answer.ok) return data({ done: true }, { headers: PRIVATE_PAGE });
  if (answer.reason === "invalid" && (await unsubscribeDropsByToken(db, token)).ok)
    return data({ done: true }, { headers: PRIVATE_PAGE });
  return data({ done: false }, { status: refusedStatus(answer.reason), headers: PRIVATE_PAGE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: `${t("alerts.page.unsubscribeTitle")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export default function AlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const title = t("alerts.page.unsubscribeTitle");
  if (loaderData.drops) return <DropsUnsubscribe {...loaderData.drops} done={actionData?.done === true} />;
  if (loaderData.refused || !loaderData.search)
    return <LinkRefused title={title} reason={loaderData.refused ?? "invalid"} />;
  const { name, email, paused } = loaderData.search;
  if (actionData?.done || paused) {
    return (
      <AlertCard title={title}>
        <FormMessage tone="success">{t("alerts.page.unsubscribed", { name })}</FormMessage>
        <Link to={lp("/")} className={`${PRIMARY_SUBMIT} self-start`}>
          {t("alerts.page.home")}
        </Link>
      </AlertCard>
    );
  }
  return (
    <AlertCard title={title}>
      <p className="text-base">{t("alerts.page.unsubscribeAsk", { name, email })}</p>
      <form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={PRIMARY_SUBMIT}>
          {t("alerts.page.unsubscribeButton")}
        </button>
      </form>
    </AlertCard>
  );
}

/** The page of a price-drop mail's link: every price-drop e-mail stops, the saved properties stay. */
function DropsUnsubscribe({ email, on, done }: { email: string; on: boolean; done: boolean }) {
  const title = t("alerts.page.unsubscribeTitle");
  if (done || !on) {
    return (
      <AlertCard title={title}>
        <FormMessage tone="success">{t("alerts.page.dropsUnsubscribed")}</FormMessage>
        <Link to={lp("/")} className={`${PRIMARY_SUBMIT} self-start`}>
          {t("alerts.page.home")}
        </Link>
      </AlertCard>
    );
  }
  return (
    <AlertCard title={title}>
      <p className="text-base">{t("alerts.page.dropsUnsubscribeAsk", { email })}</p>
      <form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={PRIMARY_SUBMIT}>
          {t("alerts.page.unsubscribeButton")}
        </button>
      </form>
    </AlertCard>
  );
}
