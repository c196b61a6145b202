import "../i18n/en-pages";
import { data } from "react-router";
import { appContext } from "../context";
import { formRule } from "../form-rules";
import { firstError, getFormProps, useHouseForm } from "../forms";
import { type FormShape, formFailure, formRefused, readForm } from "../forms.server";
import { lp, t } from "../i18n/i18n";
import { EmailField } from "../modules/account/components/account-fields";
import { AuthCard, AuthForm } from "../modules/account/components/auth-panel";
import { FormMessage } from "../modules/account/components/form-parts";
import { requestPasswordReset } from "../modules/account/password-reset.server";
import { passwordResetRequestSchema } from "../modules/account/schema";
import { pageAlternates } from "../modules/site/seo";
import type { Route } from "./+types/forgot-password";

/**
 * /forgot-password: asks for the login e-mail and answers the same whether or not it has an
 * account (password-reset.server.ts). A plain form post, so it works without JavaScript.
 */

const FORM: FormShape = {
  name: "forgot-password",
  fields: ["email"],
  failure: () => `${t("error.title")}. ${t("error.text")}`,
};

export async function action({ request, context }: Route.ActionArgs) {
  const { db, allow, services } = context.get(appContext);
  const submission = await readForm(request, passwordResetRequestSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  try {
    await requestPasswordReset(db, services.mail, submission.value.email, (account) => allow("reset", account));
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
  // Nothing of what was typed comes back: the answer is the same for every address.
  return data({ sent: true as const }, { headers: { "Cache-Control": "no-store" } });
}

/** The action's own headers (Retry-After, no-store): without this export a page keeps only its cookies. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: `${t("account.forgotTitle")} — ${t("site.name")}` },
  { name: "robots", content: "noindex" },
  ...pageAlternates({ location, matches }),
];

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  const [form, fields] = useHouseForm(formRule(passwordResetRequestSchema), { lastResult: sent ? null : actionData });
  const formError = firstError(form.errors);
  return (
    <AuthCard>
      <AuthForm
        title={t("account.forgotTitle")}
        intro={t("account.forgotIntro")}
        action={lp("/forgot-password")}
        form={getFormProps(form)}
        submit={t("account.forgotButton")}
        other={{ prompt: t("account.forgotRemembered"), link: t("account.toLoginLink"), to: lp("/login-signup") }}
      >
        {sent ? <FormMessage tone="success">{t("account.forgotSent")}</FormMessage> : null}
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <EmailField id="forgot-email" label={t("account.email")} field={fields.email} autoComplete="username" />
      </AuthForm>
    </AuthCard>
  );
}
