import "../i18n/en-pages";
import { data, redirect } from "react-router";
import { appContext } from "../context";
import { fieldErrors } from "../errors";
import { lp, t } from "../i18n/i18n";
import { logIn, register } from "../modules/account/auth.server";
import { type AuthAnswer, AuthPanel } from "../modules/account/components/auth-panel";
import { loginSchema, safeRedirect, signupFormSchema } from "../modules/account/schema";
import { destroySession, sessionClearCookie, sessionSetCookie, sessionToken } from "../modules/account/session.server";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/login-signup";

/**
 * /login-signup: login (default) and signup (?mode=signup), both plain form posts to
 * this route's action, so they work before and without JavaScript. Passwords are
 * checked on the server only; the browser never sees another profile.
 */

const SIGNUP_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "phone",
  "contactdetails",
  "location",
  "city",
  "state",
  "country",
] as const;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    mode: url.searchParams.get("mode") === "signup" ? ("signup" as const) : ("login" as const),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
  };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, allow, secureCookies } = context.get(appContext);
  const form = await request.formData();
  const intent = field(form, "intent");
  const previousToken = sessionToken(request.headers.get("cookie"), secureCookies);

  if (intent === "logout") {
    await destroySession(db, previousToken);
    return redirect(lp("/"), { headers: { "Set-Cookie": sessionClearCookie(secureCookies) } });
  }

  if (intent === "signup") {
    const values = Object.fromEntries(SIGNUP_FIELDS.map((name) => [name, field(form, name)]));
    const parsed = signupFormSchema.safeParse({
      ...values,
      password: field(form, "password"),
      confirmPassword: field(form, "confirmPassword"),
    });
    if (!parsed.success) {
      return data<AuthAnswer>(
        { state: "signup-invalid", values, errors: fieldErrors(parsed.error.issues), message: t("account.formError") },
        { status: 400 },
      );
    }
    const { confirmPassword: _confirm, ...input } = parsed.data;
    try {
      const result = await register(db, input, (account) => allow("signup", account));
      if (result.created) return data<AuthAnswer>({ state: "signed-up", email: input.email });
      if (result.reason === "rate-limited") {
        return data<AuthAnswer>(
          { state: "signup-invalid", values, errors: {}, message: t("account.tooMany") },
          { status: 429 },
        );
      }
      const reason = result.reason === "common-password" ? result.message : t("account.emailTaken");
      const errors: Record<string, string> =
        result.reason === "common-password" ? { password: result.message } : { email: reason };
      return data<AuthAnswer>(
        { state: "signup-invalid", values, errors, message: t("account.signupFailed", { reason }) },
        { status: result.reason === "common-password" ? 400 : 409 },
      );
    } catch (error) {
      console.error("login-signup: sign-up failed:", error instanceof Error ? error.message : "unknown error");
      return data<AuthAnswer>(
        { state: "signup-invalid", values, errors: {}, message: t("account.signupFailure") },
        { status: 500 },
      );
    }
  }

  // Login.
  const email = field(form, "email");
  const parsed = loginSchema.safeParse({ email, password: field(form, "password") });
  if (!parsed.success) {
    return data<AuthAnswer>(
      { state: "login-invalid", email, errors: fieldErrors(parsed.error.issues) },
      { status: 400 },
    );
  }
  try {
    const result = await logIn(db, parsed.data, (account) => allow("login", account), previousToken);
    if (!result.ok) {
      const tooMany = result.reason === "rate-limited";
      return data<AuthAnswer>(
        {
          state: "login-invalid",
          email,
          errors: {},
          message: tooMany ? t("account.tooMany") : t("account.loginInvalid"),
        },
        { status: tooMany ? 429 : 401, headers: tooMany ? { "Retry-After": "60" } : undefined },
      );
    }
    const to = lp(safeRedirect(field(form, "redirectTo")));
    return data<AuthAnswer>(
      { state: "logged-in", to },
      {
        headers: {
          "Set-Cookie": sessionSetCookie(result.token, result.expiresAt, secureCookies),
          "Cache-Control": "no-store",
        },
      },
    );
  } catch (error) {
    console.error("login-signup: login failed:", error instanceof Error ? error.message : "unknown error");
    return data<AuthAnswer>(
      { state: "login-invalid", email, errors: {}, message: t("account.loginFailure") },
      { status: 500 },
    );
  }
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => [
  { title: `${data?.mode === "signup" ? t("account.signupTitle") : t("account.loginTitle")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  ...pageAlternates({ location, matches }),
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function LoginSignupPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPanel mode={loaderData.mode} redirectTo={loaderData.redirectTo} answer={actionData} />;
}
