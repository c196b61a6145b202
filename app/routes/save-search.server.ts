import { type ActionFunctionArgs, data } from "react-router";
import { appContext } from "../context";
import { DomainError, fieldErrors } from "../errors";
import { currentLanguage, t } from "../i18n/i18n";
import type { SaveAnswer } from "../modules/alerts/save-answer";
import { saveSearch } from "../modules/alerts/saved-searches.server";
import { saveSearchSchema } from "../modules/alerts/schema";
import { displayCurrencyOf } from "../modules/currency/cookie";

/**
 * The listing pages' action: without JavaScript "Save this search" posts to the page it is on
 * (with it, the same fields go to the REST API), so saving needs no page of its own and the answer shows
 * where the visitor is.
 */
export async function saveSearchAction({ request, context }: ActionFunctionArgs) {
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
