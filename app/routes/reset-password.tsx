import "../i18n/en-pages";
import { data, redirect } from "react-router";
import { Link } from "../components/ui/link";
import { appContext } from "../context";
import { DomainError } from "../errors";
import { formRule } from "../form-rules";
import { firstError, getFormProps, useHouseForm } from "../forms";
import { type FormShape, formFailure, formRefused, readForm } from "../forms.server";
import { lp, t } from "../i18n/i18n";
import { NewPasswordFields } from "../modules/account/components/account-fields";
import { AuthCard, AuthForm, TEXT_LINK } from "../modules/account/components/auth-panel";
import { FormMessage, PRIMARY_SUBMIT } from "../modules/account/components/form-parts";
import {
  resetCookieToken,
  resetLinkGone,
  resetLinkWorks,
  resetPassword,
  resetSetCookie,
} from "../modules/account/password-reset.server";
import { passwordResetSchema, RESET_LINK } from "../modules/account/schema";
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

const FORM: FormShape = {
  name: "reset-password",
  fields: ["newPassword", "confirmPassword", RESET_LINK],
  failure: () => t("account.resetFailure"),
  invalid: () => t("account.formError"),
  hideFields: ["newPassword", "confirmPassword"],
};

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
  const submission = await readForm(request, passwordResetSchema);
  try {
    // A link that no longer works says so whatever was typed.
    if (!(await resetLinkWorks(db, token))) throw resetLinkGone();
    if (submission.status !== "success") return formRefused(submission, FORM, PRIVATE);
    const session = await resetPassword(db, token, submission.value.newPassword);
    const headers = new Headers(PRIVATE);
    headers.append("Set-Cookie", sessionSetCookie(session.token, session.expiresAt, secureCookies));
    headers.append("Set-Cookie", resetSetCookie(null, secureCookies));
    return data({ done: true as const }, { headers });
  } catch (error) {
    const headers = new Headers(PRIVATE);
    // The cookie of a link that no longer works goes too.
    if (error instanceof DomainError && error.errors?.[RESET_LINK]) {
      headers.append("Set-Cookie", resetSetCookie(null, secureCookies));
    }
    return formFailure(submission, error, FORM, headers);
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
  const reply = actionData && "done" in actionData ? undefined : actionData;
  const [form, fields] = useHouseForm(formRule(passwordResetSchema), { id: "reset-form", lastResult: reply });
  if (actionData && "done" in actionData) {
    return (
      <Outcome
        tone="success"
        message={t("account.resetDone")}
        to={lp("/usre-profile1")}
        link={t("account.resetToProfile")}
      />
    );
  }
  if (!loaderData.works || reply?.error?.[RESET_LINK]) {
    return (
      <Outcome
        tone="error"
        message={t("account.resetInvalid")}
        to={lp("/forgot-password")}
        link={t("account.resetRequestNew")}
      />
    );
  }
  const formError = firstError(form.errors);
  return (
    <AuthCard>
      <AuthForm
        title={t("account.resetTitle")}
        intro={t("account.resetIntro")}
        action={lp("/reset-password")}
        form={getFormProps(form)}
        submit={t("account.resetButton")}
        other={{ prompt: t("account.forgotRemembered"), link: t("account.toLoginLink"), to: lp("/login-signup") }}
      >
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <NewPasswordFields
          label={t("account.newPassword")}
          name="newPassword"
          id="reset-password"
          confirmLabel={t("account.confirmNewPassword")}
          confirmId="reset-confirm"
          fields={fields}
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
