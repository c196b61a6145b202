import "../i18n/en-pages";
import { data } from "react-router";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { DomainError, fieldErrors } from "../errors";
import { currentLanguage, lp, t } from "../i18n/i18n";
import { SaveSearchForm } from "../modules/alerts/components/save-search";
import type { SaveAnswer } from "../modules/alerts/save-answer";
import { saveSearch } from "../modules/alerts/saved-searches.server";
import { saveSearchSchema } from "../modules/alerts/schema";
import { displayCurrencyOf } from "../modules/currency/cookie";
import type { Route } from "./+types/save-search";

/**
 * /save-search: where "Save this search" posts (with JavaScript the listing page stays and shows
 * the answer; without, this page shows it with the way back to the search).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, ip, services } = context.get(appContext);
  const form = Object.fromEntries(
    [...(await request.formData())].map(([k, v]) => [k, String(v)]).filter(([, v]) => v !== ""),
  );
  const search = String(form.search ?? "");
  const headers = { "Cache-Control": "no-store" };
  const parsed = saveSearchSchema.safeParse(form);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues, { topLevel: true });
    return data<SaveAnswer>({ ok: false, message: t("alerts.saveFailed"), errors, search }, { status: 400, headers });
  }
  const user = await context.get(appContext).user();
  if (!user && !parsed.data.email) {
    const errors = { email: t("alerts.emailRequired") };
    return data<SaveAnswer>({ ok: false, message: t("alerts.saveFailed"), errors, search }, { status: 400, headers });
  }
  const owner = user ? { profileId: user.id, email: user.email } : { email: parsed.data.email ?? "" };
  const ctx = { ...services, ip, language: currentLanguage(), currency: displayCurrencyOf(request) };
  try {
    await saveSearch(db, owner, parsed.data, ctx);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const refused = new Headers(headers);
    if (error.retryAfter) refused.set("Retry-After", String(error.retryAfter));
    const answer = { ok: false as const, message: error.message, errors: error.errors ?? {}, search };
    return data<SaveAnswer>(answer, { status: error.status, headers: refused });
  }
  const message = t(user ? "alerts.savedOwner" : "alerts.savedVisitor", { email: owner.email });
  return data<SaveAnswer>({ ok: true, message, search }, { headers });
}

/** Opened by address (?search=…): the form for that search, as a page of its own. */
export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams.get("search") ?? "";
  return { search: isSitePath(search) ? search : lp("/property-search") };
}

/** Only a path of this site goes back into a link. */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${t("alerts.save")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
];

export default function SaveSearchPage({ actionData, loaderData }: Route.ComponentProps) {
  const answer = actionData;
  const search = answer && isSitePath(answer.search) ? answer.search : loaderData.search;
  return (
    <main className="container-page max-w-xl py-12">
      <h1 className="text-2xl font-extrabold text-ink">{t("alerts.save")}</h1>
      {answer?.ok ? (
        <p role="status" className="mt-4 rounded-[var(--radius-card)] bg-sand p-4 text-ink">
          {answer.message}
        </p>
      ) : (
        <SaveSearchForm search={search} name={t("alerts.defaultName")} answer={answer} />
      )}
      {search ? (
        <p className="mt-6">
          <Link to={search} className="font-semibold text-navy underline decoration-gold underline-offset-4">
            {t("alerts.backToSearch")}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
