import "../i18n/en-pages";
import { data, redirect } from "react-router";
import { appContext } from "../context";
import { DomainError } from "../errors";
import { parseForm } from "../form-rules";
import { type FormShape, formFailure, formRefused, keepRetryAfter } from "../forms.server";
import { lp, t } from "../i18n/i18n";
import { logIn, register, tooManyAttempts } from "../modules/account/auth.server";
import { type AuthAnswer, AuthPanel } from "../modules/account/components/auth-panel";
import { saveProperty } from "../modules/account/profile.server";
import { listingToSave, loginPageSchema, safeRedirect, signupFormSchema } from "../modules/account/schema";
import { destroySession, sessionClearCookie, sessionSetCookie, sessionToken } from "../modules/account/session.server";
import { listFromCookie, RECENT_COOKIE, RECENT_MAX } from "../modules/shortlist/lists";
import { rememberViews } from "../modules/shortlist/recently-viewed.server";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/login-signup";

/**
 * /login-signup: login (default) and signup (?mode=signup), both plain form posts to
 * this route's action, so they work before and without JavaScript. Passwords are
 * checked on the server only; the browser never sees another profile.
 */

const SIGNUP_FORM: FormShape = {
  name: "sign-up",
  fields: [
    "firstname",
    "lastname",
    "email",
    "phone",
    "contactdetails",
    "location",
    "city",
    "state",
    "country",
    "password",
    "confirmPassword",
  ],
  failure: () => t("account.signupFailure"),
  invalid: () => t("account.formError"),
  hideFields: ["password", "confirmPassword"],
};

const LOGIN_FORM: FormShape = {
  name: "login",
  fields: ["email", "password"],
  failure: () => t("account.loginFailure"),
  hideFields: ["password"],
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    mode: url.searchParams.get("mode") === "signup" ? ("signup" as const) : ("login" as const),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    save: listingToSave(url.searchParams.get("save")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, allow, secureCookies, services } = context.get(appContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const previousToken = sessionToken(request.headers.get("cookie"), secureCookies);

  if (intent === "logout") {
    await destroySession(db, previousToken);
    return redirect(lp("/"), { headers: { "Set-Cookie": sessionClearCookie(secureCookies) } });
  }

  if (intent === "signup") {
    const submission = parseForm(formData, signupFormSchema);
    if (submission.status !== "success") return formRefused(submission, SIGNUP_FORM);
    const { confirmPassword: _confirm, intent: _intent, ...input } = submission.value;
    try {
      const result = await register(db, input, (account) => allow("signup", account), services.worldPlaces);
      if (result.created) return data<AuthAnswer>({ done: "signed-up", email: input.email });
      if (result.reason === "rate-limited") throw tooManyAttempts(result.retryAfterSec);
      if (result.reason === "common-password") {
        throw new DomainError(400, t("account.signupFailed", { reason: result.message }), {
          password: result.message,
          "": t("account.signupFailed", { reason: result.message }),
        });
      }
      const reason = t("account.emailTaken");
      throw new DomainError(409, t("account.signupFailed", { reason }), {
        email: reason,
        "": t("account.signupFailed", { reason }),
      });
    } catch (error) {
      return formFailure(submission, error, SIGNUP_FORM);
    }
  }

  const submission = parseForm(formData, loginPageSchema);
  if (submission.status !== "success") return formRefused(submission, LOGIN_FORM);
  try {
    const result = await logIn(db, submission.value, (account) => allow("login", account), previousToken);
    if (!result.ok && result.reason === "rate-limited") throw tooManyAttempts(result.retryAfterSec);
    if (!result.ok) throw new DomainError(401, t("account.loginInvalid"));
    // The heart that sent a signed-out visitor here: its listing is saved as they arrive back.
    const save = listingToSave(submission.value.save);
    if (save) await saveProperty(db, result.user.id, save);
    // The browser's recently viewed listings join the account's (decision 060).
    await rememberViews(db, result.user.id, listFromCookie(request.headers.get("cookie"), RECENT_COOKIE, RECENT_MAX));
    const to = lp(safeRedirect(submission.value.redirectTo));
    return data<AuthAnswer>(
      { done: "logged-in", to },
      {
        headers: {
          "Set-Cookie": sessionSetCookie(result.token, result.expiresAt, secureCookies),
          "Cache-Control": "no-store",
        },
      },
    );
  } catch (error) {
    return formFailure(submission, error, LOGIN_FORM);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  {
    title: `${loaderData?.mode === "signup" ? t("account.signupTitle") : t("account.loginTitle")} — ${t("site.name")}`,
  },
  { name: "robots", content: "noindex" },
  ...pageAlternates({ location, matches }),
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  keepRetryAfter(actionHeaders, { "Cache-Control": "private, no-store" });

export default function LoginSignupPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPanel mode={loaderData.mode} redirectTo={loaderData.redirectTo} save={loaderData.save} answer={actionData} />
  );
}
