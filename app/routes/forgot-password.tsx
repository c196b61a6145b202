import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { fieldErrors } from "../errors";
import { lp, t } from "../i18n/i18n";
import { AuthCard, AuthForm, LoginEmailField } from "../modules/account/components/auth-panel";
import { FormMessage } from "../modules/account/components/form-parts";
import { requestPasswordReset } from "../modules/account/password-reset.server";
import { passwordResetRequestSchema } from "../modules/account/schema";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/forgot-password";

/**
 * /forgot-password: asks for the login e-mail and answers the same whether or not it has an
 * account (password-reset.server.ts). A plain form post, so it works without JavaScript.
 */

type Answer = { state: "sent" } | { state: "invalid"; email: string; errors: Record<string, string>; message?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, allow, services } = context.get(appContext);
  const value = (await request.formData()).get("email");
  const email = typeof value === "string" ? value : "";
  const parsed = passwordResetRequestSchema.safeParse({ email });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return data<Answer>({ state: "invalid", email, errors }, { status: 400 });
  }
  try {
    const result = await requestPasswordReset(db, services.mail, parsed.data.email, (account) =>
      allow("reset", account),
    );
    if (result === "sent") return data<Answer>({ state: "sent" }, { headers: { "Cache-Control": "no-store" } });
    return data<Answer>(
      { state: "invalid", email, errors: {}, message: t("account.forgotTooMany") },
      { status: 429, headers: { "Retry-After": "3600" } },
    );
  } catch (error) {
    console.error("forgot-password:", error instanceof Error ? error.message : "unknown error");
    return data<Answer>(
      { state: "invalid", email, errors: {}, message: `${t("error.title")}. ${t("error.text")}` },
      { status: 500 },
    );
  }
}

/** The action's own headers (Retry-After, no-store): without this export a page keeps only its cookies. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: `${t("account.forgotTitle")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  ...pageAlternates({ location, matches }),
];

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const invalid = actionData?.state === "invalid" ? actionData : undefined;
  return (
    <AuthCard>
      <AuthForm
        title={t("account.forgotTitle")}
        intro={t("account.forgotIntro")}
        action={lp("/forgot-password")}
        submit={t("account.forgotButton")}
        other={{ prompt: t("account.forgotRemembered"), link: t("account.toLoginLink"), to: lp("/login-signup") }}
      >
        {actionData?.state === "sent" ? <FormMessage tone="success">{t("account.forgotSent")}</FormMessage> : null}
        {invalid?.message ? <FormMessage tone="error">{invalid.message}</FormMessage> : null}
        <LoginEmailField id="forgot-email" defaultValue={invalid?.email} error={invalid?.errors.email} />
      </AuthForm>
    </AuthCard>
  );
}
