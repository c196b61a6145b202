import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { Field } from "../../../components/ui/field";
import { BellRing, Heart, MessageSquareText } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import { LocationField, NameFields, NewPasswordFields, PasswordField, PhoneEmailFields } from "./account-fields";
import { FormMessage, INPUT_CLASS, PRIMARY_SUBMIT } from "./form-parts";

export type AuthAnswer =
  | { state: "logged-in"; to: string }
  | { state: "login-invalid"; email: string; errors: Record<string, string>; message?: string }
  | { state: "signed-up"; email: string }
  | { state: "signup-invalid"; values: Record<string, string>; errors: Record<string, string>; message: string };

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
export function AuthPanel(props: { mode: "login" | "signup"; redirectTo: string; answer: AuthAnswer | undefined }) {
  const { answer, redirectTo } = props;
  // A successful signup returns to login mode (spec, part 2 section 4).
  const mode =
    answer?.state === "signed-up" || answer?.state === "login-invalid" || answer?.state === "logged-in"
      ? "login"
      : answer?.state === "signup-invalid"
        ? "signup"
        : props.mode;
  const keepRedirect = redirectTo === "/usre-profile1" ? undefined : redirectTo;

  return (
    <AuthCard>
      {mode === "login" ? (
        <LoginForm answer={answer} redirectTo={redirectTo} keepRedirect={keepRedirect} />
      ) : (
        <SignupForm answer={answer?.state === "signup-invalid" ? answer : undefined} keepRedirect={keepRedirect} />
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

function LoginForm(props: { answer: AuthAnswer | undefined; redirectTo: string; keepRedirect: string | undefined }) {
  const { answer } = props;
  const navigate = useNavigate();
  const loggedIn = answer?.state === "logged-in" ? answer.to : undefined;

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

  const invalid = answer?.state === "login-invalid" ? answer : undefined;
  const email = invalid?.email ?? (answer?.state === "signed-up" ? answer.email : "");
  return (
    <AuthForm
      title={t("account.loginTitle")}
      intro={t("account.loginIntro")}
      action={lp(`/login-signup${query({ redirectTo: props.keepRedirect })}`)}
      submit={t("account.loginButton")}
      other={{
        prompt: t("account.toSignup"),
        link: t("account.toSignupLink"),
        to: lp(`/login-signup${query({ mode: "signup", redirectTo: props.keepRedirect })}`),
      }}
    >
      {answer?.state === "signed-up" ? <FormMessage tone="success">{t("account.signupSuccess")}</FormMessage> : null}
      {invalid?.message ? <FormMessage tone="error">{invalid.message}</FormMessage> : null}
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <LoginEmailField id="login-email" defaultValue={email} error={invalid?.errors.email} />
      <PasswordField
        label={t("account.password")}
        name="password"
        id="login-password"
        autoComplete="current-password"
        error={invalid?.errors.password}
      />
      <Link to={lp("/forgot-password")} className={`-mt-2 self-end text-sm ${TEXT_LINK}`}>
        {t("account.forgotLink")}
      </Link>
    </AuthForm>
  );
}

/** The e-mail an account logs in with: the login form's, and "Forgot password?"'s. */
export function LoginEmailField(props: { id: string; defaultValue?: string; error?: string }) {
  return (
    <Field id={props.id} label={t("account.email")} error={props.error}>
      {(aria) => (
        <input
          {...aria}
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={props.defaultValue}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}

function SignupForm(props: {
  answer: Extract<AuthAnswer, { state: "signup-invalid" }> | undefined;
  keepRedirect: string | undefined;
}) {
  const values: Record<string, string | undefined> = props.answer?.values ?? {};
  const serverErrors = props.answer?.errors ?? {};
  const [mismatch, setMismatch] = useState(false);
  const errors: Record<string, string | undefined> = {
    ...serverErrors,
    ...(mismatch ? { confirmPassword: t("account.mismatch") } : {}),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const different = form.get("password") !== form.get("confirmPassword");
    setMismatch(different);
    if (different) event.preventDefault();
  };

  return (
    <AuthForm
      title={t("account.signupTitle")}
      intro={t("account.signupIntro")}
      action={lp(`/login-signup${query({ mode: "signup", redirectTo: props.keepRedirect })}`)}
      onSubmit={onSubmit}
      submit={t("account.signupButton")}
      other={{
        prompt: t("account.toLogin"),
        link: t("account.toLoginLink"),
        to: lp(`/login-signup${query({ redirectTo: props.keepRedirect })}`),
      }}
    >
      {props.answer?.message && !mismatch ? <FormMessage tone="error">{props.answer.message}</FormMessage> : null}
      {mismatch ? <FormMessage tone="error">{t("account.mismatch")}</FormMessage> : null}
      <input type="hidden" name="intent" value="signup" />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameFields values={values} errors={errors} />
      </div>
      <Field id="signup-email" label={t("account.email")} error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneEmailFields values={values} errors={errors} phonePlaceholder="+971 50 123 4567" />
      </div>
      <LocationField values={values} errors={errors} hint={t("account.locationHint")} />
      <NewPasswordFields
        label={t("account.password")}
        name="password"
        id="signup-password"
        confirmLabel={t("account.confirmPassword")}
        confirmId="signup-confirm"
        errors={errors}
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
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  submit: string;
  other: { prompt: string; link: string; to: string };
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{props.title}</h1>
      <p className="mt-2 text-sm text-neutral-600">{props.intro}</p>
      <Form method="post" action={props.action} onSubmit={props.onSubmit} className="mt-8 flex flex-col gap-5">
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
