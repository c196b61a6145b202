import { type FormEvent, type ReactNode, useEffect } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { BellRing, Heart, MessageSquareText } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formRule } from "../../../form-rules";
import { type FormReply, firstError, getFormProps, useHouseForm } from "../../../forms";
import { lp, t } from "../../../i18n/i18n";
import { loginPageSchema, signupFormSchema } from "../schema";
import {
  EmailField,
  LocationField,
  NameFields,
  NewPasswordFields,
  PasswordField,
  PhoneEmailFields,
} from "./account-fields";
import { FormMessage, PRIMARY_SUBMIT } from "./form-parts";

/** What /login-signup's action answers: a success, or Conform's reply to the form it refused. */
export type AuthAnswer = { done: "logged-in"; to: string } | { done: "signed-up"; email: string } | FormReply;

/** Which form a refusal answers: the posted `intent` comes back with what was typed. */
function refusedForm(answer: AuthAnswer | undefined): "login" | "signup" | undefined {
  if (!answer || "done" in answer) return undefined;
  return answer.initialValue?.intent === "signup" ? "signup" : "login";
}

/** How long "Login Successful" stays in view before the visitor is taken on. */
const CONTINUE_AFTER_MS = 900;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** What an account is for, on the card's brand panel: the profile's tabs that need one. */
const PERKS = [
  [Heart, "account.tabSaved"],
  [MessageSquareText, "account.tabEnquiries"],
  [BellRing, "account.tabNotifications"],
] as const;

/** The login and signup card: a brand panel beside the form on wide screens. */
export function AuthPanel(props: {
  mode: "login" | "signup";
  redirectTo: string;
  /** The listing a signed-out visitor's heart asked to save: kept through sign-up, saved at login. */
  save?: string;
  answer: AuthAnswer | undefined;
}) {
  const { answer, redirectTo, save } = props;
  // A successful signup returns to login mode (the original site's behaviour).
  const refused = refusedForm(answer);
  const success = answer && "done" in answer ? answer : undefined;
  const mode = success ? "login" : (refused ?? props.mode);
  const keepRedirect = redirectTo === "/usre-profile1" ? undefined : redirectTo;

  return (
    <AuthCard>
      {mode === "login" ? (
        <LoginForm
          success={success}
          refused={refused === "login" ? (answer as FormReply) : undefined}
          redirectTo={redirectTo}
          keepRedirect={keepRedirect}
          save={save}
        />
      ) : (
        <SignupForm
          refused={refused === "signup" ? (answer as FormReply) : undefined}
          keepRedirect={keepRedirect}
          save={save}
        />
      )}
    </AuthCard>
  );
}

/** The account pages' card: a brand panel beside the content on wide screens. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="bg-sand py-10 sm:py-16">
      <div className="container-page">
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-card bg-white shadow-soft lg:grid-cols-[5fr_7fr]">
          <aside className="relative hidden flex-col justify-between gap-10 bg-navy p-10 text-white lg:flex">
            <div
              aria-hidden
              className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-gold/15 blur-2xl"
            />
            <div className="relative">
              <p className="text-xs font-bold tracking-[0.14em] text-gold uppercase">{t("account.eyebrow")}</p>
              <p className="mt-4 text-3xl leading-tight font-extrabold">{t("site.tagline")}</p>
            </div>
            <ul className="relative flex flex-col gap-5 text-sm text-white/85">
              {PERKS.map(([Icon, key]) => (
                <li key={key} className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-white/10 text-gold">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  {t(key)}
                </li>
              ))}
            </ul>
          </aside>
          <div className="p-5 sm:p-10">{children}</div>
        </div>
      </div>
    </main>
  );
}

function LoginForm(props: {
  success: Extract<AuthAnswer, { done: string }> | undefined;
  refused: FormReply | undefined;
  redirectTo: string;
  keepRedirect: string | undefined;
  save: string | undefined;
}) {
  const { success, save } = props;
  const navigate = useNavigate();
  const loggedIn = success?.done === "logged-in" ? success.to : undefined;
  const signedUp = success?.done === "signed-up" ? success.email : undefined;
  const [form, fields] = useHouseForm(formRule(loginPageSchema), {
    id: "login-form",
    lastResult: props.refused,
    defaultValue: signedUp ? { email: signedUp } : undefined,
  });

  useEffect(() => {
    if (!loggedIn) return;
    const timer = setTimeout(() => navigate(lp(loggedIn), { replace: true }), CONTINUE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, navigate]);

  if (loggedIn) {
    return (
      <div className="flex flex-col gap-6 py-6">
        <FormMessage tone="success">{t("account.loginSuccess")}</FormMessage>
        <p className="text-sm text-neutral-600">{t("account.redirecting")}</p>
        <Link to={lp(loggedIn)} replace className={`${PRIMARY_SUBMIT} self-start`}>
          {t("account.continue")}
        </Link>
      </div>
    );
  }

  const formError = firstError(form.errors);
  return (
    <AuthForm
      title={t("account.loginTitle")}
      intro={t("account.loginIntro")}
      action={lp(`/login-signup${query({ redirectTo: props.keepRedirect, save })}`)}
      form={getFormProps(form)}
      submit={t("account.loginButton")}
      other={{
        prompt: t("account.toSignup"),
        link: t("account.toSignupLink"),
        to: lp(`/login-signup${query({ mode: "signup", redirectTo: props.keepRedirect, save })}`),
      }}
    >
      {signedUp ? <FormMessage tone="success">{t("account.signupSuccess")}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      {save ? <input type="hidden" name="save" value={save} /> : null}
      <EmailField id="login-email" label={t("account.email")} field={fields.email} autoComplete="username" />
      <PasswordField
        label={t("account.password")}
        name="password"
        id="login-password"
        autoComplete="current-password"
        field={fields.password}
      />
      <Link to={lp("/forgot-password")} className={`-mt-2 self-end text-sm ${TEXT_LINK}`}>
        {t("account.forgotLink")}
      </Link>
    </AuthForm>
  );
}

function SignupForm(props: {
  refused: FormReply | undefined;
  keepRedirect: string | undefined;
  save: string | undefined;
}) {
  const { save } = props;
  const [form, fields] = useHouseForm(formRule(signupFormSchema), { id: "signup-form", lastResult: props.refused });
  // A mismatch is also said above the form, where a screen reader hears it at once.
  const mismatch = fields.confirmPassword.errors?.includes(t("account.mismatch"));
  const formError = mismatch ? t("account.mismatch") : firstError(form.errors);

  return (
    <AuthForm
      title={t("account.signupTitle")}
      intro={t("account.signupIntro")}
      action={lp(`/login-signup${query({ mode: "signup", redirectTo: props.keepRedirect, save })}`)}
      form={getFormProps(form)}
      submit={t("account.signupButton")}
      other={{
        prompt: t("account.toLogin"),
        link: t("account.toLoginLink"),
        to: lp(`/login-signup${query({ redirectTo: props.keepRedirect, save })}`),
      }}
    >
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <input type="hidden" name="intent" value="signup" />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameFields fields={fields} />
      </div>
      <EmailField id="signup-email" label={t("account.email")} field={fields.email} autoComplete="email" />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneEmailFields fields={fields} phonePlaceholder="+971 50 123 4567" />
      </div>
      <LocationField fields={fields} hint={t("account.locationHint")} />
      <NewPasswordFields
        label={t("account.password")}
        name="password"
        id="signup-password"
        confirmLabel={t("account.confirmPassword")}
        confirmId="signup-confirm"
        fields={fields}
      />
    </AuthForm>
  );
}

/** An inline link of the account forms: navy, underlined in gold. */
export const TEXT_LINK = "font-bold text-navy underline decoration-gold underline-offset-4 hover:text-gold-700";

/** The card's form: heading, the fields, the submit button, and the way to the other mode. */
export function AuthForm(props: {
  title: string;
  intro: string;
  action: string;
  /** Conform's form props (getFormProps): its id, its checks on submit, noValidate once hydrated. */
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: boolean };
  submit: string;
  other: { prompt: string; link: string; to: string };
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{props.title}</h1>
      <p className="mt-2 text-sm text-neutral-600">{props.intro}</p>
      <Form method="post" action={props.action} {...props.form} className="mt-8 flex flex-col gap-5">
        {props.children}
        <button type="submit" disabled={busy} className={`${PRIMARY_SUBMIT} mt-2 w-full`}>
          {props.submit}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-neutral-600">
        {props.other.prompt}{" "}
        <Link to={props.other.to} className={TEXT_LINK}>
          {props.other.link}
        </Link>
      </p>
    </>
  );
}
