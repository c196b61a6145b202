import "../i18n/en-pages";
import { data, redirect } from "react-router";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { fieldErrors } from "../errors";
import { lp, t } from "../i18n/i18n";
import { NewPasswordFields } from "../modules/account/components/account-fields";
import { AuthCard, AuthForm, TEXT_LINK } from "../modules/account/components/auth-panel";
import { FormMessage, PRIMARY_SUBMIT } from "../modules/account/components/form-parts";
import {
  resetCookieToken,
  resetLinkWorks,
  resetPassword,
  resetSetCookie,
} from "../modules/account/password-reset.server";
import { passwordResetSchema } from "../modules/account/schema";
import { sessionSetCookie } from "../modules/account/session.server";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/reset-password";

/**
 * /reset-password?token=…: the e-mailed link. The token is a secret, so the first load moves
 * it into an HttpOnly cookie and reloads the page without it (that answer sends no Referer at
 * all); the page itself is never stored by any cache and sends no Referer to other sites. The
 * form posts to this route's action, so it works without JavaScript.
 */

/**
 * `same-origin` rather than `no-referrer` on the page: with no-referrer a browser posts the
 * form with `Origin: null`, which the CSRF checks (ours and React Router's) rightly refuse.
 * The page's address holds no secret, and no other site ever gets a Referer from it.
 */
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

type Answer =
  | { state: "done" }
  | { state: "link-invalid" }
  | { state: "invalid"; errors: Record<string, string>; message?: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, secureCookies } = context.get(appContext);
  const fromLink = new URL(request.url).searchParams.get("token");
  if (fromLink !== null) {
    throw redirect(lp("/reset-password"), {
      headers: { ...PRIVATE, "Referrer-Policy": "no-referrer", "Set-Cookie": resetSetCookie(fromLink, secureCookies) },
    });
  }
  // 200 either way: after a successful reset this loader runs again (the link is used by
  // then), and a loader's status would replace the action's.
  const works = await resetLinkWorks(db, resetCookieToken(request.headers.get("cookie"), secureCookies));
  return data({ works }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const token = resetCookieToken(request.headers.get("cookie"), secureCookies);
  const linkInvalid = () =>
    data<Answer>(
      { state: "link-invalid" },
      { status: 400, headers: { ...PRIVATE, "Set-Cookie": resetSetCookie(null, secureCookies) } },
    );
  if (!(await resetLinkWorks(db, token))) return linkInvalid();
  const form = await request.formData();
  const parsed = passwordResetSchema.safeParse({
    newPassword: form.get("newPassword") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  if (!parsed.success) {
    return data<Answer>(
      { state: "invalid", errors: fieldErrors(parsed.error.issues) },
      { status: 400, headers: PRIVATE },
    );
  }
  try {
    const result = await resetPassword(db, token, parsed.data.newPassword);
    if (!result.ok && result.reason === "invalid-link") return linkInvalid();
    if (!result.ok) {
      return data<Answer>(
        { state: "invalid", errors: { newPassword: result.message } },
        { status: 400, headers: PRIVATE },
      );
    }
    const headers = new Headers(PRIVATE);
    headers.append("Set-Cookie", sessionSetCookie(result.token, result.expiresAt, secureCookies));
    headers.append("Set-Cookie", resetSetCookie(null, secureCookies));
    return data<Answer>({ state: "done" }, { headers });
  } catch (error) {
    console.error("reset-password:", error instanceof Error ? error.message : "unknown error");
    return data<Answer>(
      { state: "invalid", errors: {}, message: t("account.resetFailure") },
      { status: 500, headers: PRIVATE },
    );
  }
}

export function headers() {
  return PRIVATE;
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: `${t("account.resetTitle")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
  ...pageAlternates({ location, matches }),
];

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? (loaderData.works ? "form" : "link-invalid");
  if (state === "done") {
    return (
      <Outcome
        tone="success"
        message={t("account.resetDone")}
        to={lp("/usre-profile1")}
        link={t("account.resetToProfile")}
      />
    );
  }
  if (state === "link-invalid") {
    return (
      <Outcome
        tone="error"
        message={t("account.resetInvalid")}
        to={lp("/forgot-password")}
        link={t("account.resetRequestNew")}
      />
    );
  }
  const invalid = actionData?.state === "invalid" ? actionData : undefined;
  return (
    <AuthCard>
      <AuthForm
        title={t("account.resetTitle")}
        intro={t("account.resetIntro")}
        action={lp("/reset-password")}
        submit={t("account.resetButton")}
        other={{ prompt: t("account.forgotRemembered"), link: t("account.toLoginLink"), to: lp("/login-signup") }}
      >
        {invalid?.message ? <FormMessage tone="error">{invalid.message}</FormMessage> : null}
        {invalid && !invalid.message ? <FormMessage tone="error">{t("account.formError")}</FormMessage> : null}
        <NewPasswordFields
          label={t("account.newPassword")}
          name="newPassword"
          id="reset-password"
          confirmLabel={t("account.confirmNewPassword")}
          confirmId="reset-confirm"
          errors={invalid?.errors ?? {}}
        />
      </AuthForm>
    </AuthCard>
  );
}

/** The end of the road: the link worked, or it no longer does; either way, one way on. */
function Outcome(props: { tone: "success" | "error"; message: string; to: string; link: string }) {
  return (
    <AuthCard>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("account.forgotTitle")}</h1>
      <div className="mt-8 flex flex-col gap-6">
        <FormMessage tone={props.tone}>{props.message}</FormMessage>
        <Link to={props.to} className={`${PRIMARY_SUBMIT} self-start`}>
          {props.link}
        </Link>
        {props.tone === "error" ? (
          <p className="text-sm text-neutral-600">
            {t("account.forgotRemembered")}{" "}
            <Link to={lp("/login-signup")} className={TEXT_LINK}>
              {t("account.toLoginLink")}
            </Link>
          </p>
        ) : null}
      </div>
    </AuthCard>
  );
}
