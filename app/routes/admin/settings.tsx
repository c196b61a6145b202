import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { Field } from "../../components/ui/field";
import { appContext } from "../../context";
import { fieldErrors } from "../../errors";
import type { MessageKey } from "../../i18n/en";
import { t } from "../../i18n/i18n";
import { adminMeta, buttonClass, cardClass, inputClass, Notice, PageHeader } from "../../modules/admin/ui";
import {
  readSettingsForm,
  type SettingsForm,
  saveSettings,
  settingsSchema,
} from "../../modules/site/settings-form.server";
import type { Route } from "./+types/settings";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db, services } = context.get(appContext);
  return { values: await readSettingsForm(db), mail: !!services.mail.smtpUrl };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.settings.title"));

const FIELDS: { name: keyof SettingsForm; label: MessageKey; type: string; hint?: MessageKey; error: MessageKey }[] = [
  { name: "phone", label: "admin.settings.phone", type: "tel", error: "admin.settings.error.phone" },
  {
    name: "whatsapp",
    label: "admin.settings.whatsapp",
    type: "tel",
    hint: "admin.settings.whatsappHint",
    error: "admin.settings.error.phone",
  },
  { name: "email", label: "admin.settings.email", type: "email", error: "admin.settings.error.email" },
  {
    name: "salesEmail",
    label: "admin.settings.salesEmail",
    type: "email",
    hint: "admin.settings.salesEmailHint",
    error: "admin.settings.error.email",
  },
];

type Answer = { ok: true } | { ok: false; values: SettingsForm; errors: Partial<Record<keyof SettingsForm, string>> };

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const form = await request.formData();
  const values = {
    phone: String(form.get("phone") ?? ""),
    whatsapp: String(form.get("whatsapp") ?? ""),
    email: String(form.get("email") ?? ""),
    officeAddress: String(form.get("officeAddress") ?? ""),
    salesEmail: String(form.get("salesEmail") ?? ""),
  };
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) {
    // One message per field, in the page's language (the schema's own are English).
    const errors: Partial<Record<keyof SettingsForm, string>> = {};
    for (const field of Object.keys(fieldErrors(parsed.error.issues, { topLevel: true })) as (keyof SettingsForm)[]) {
      errors[field] = t(FIELDS.find((f) => f.name === field)?.error ?? "admin.settings.error.officeAddress");
    }
    return data<Answer>({ ok: false, values, errors }, { status: 400 });
  }
  await saveSettings(context.get(appContext).db, parsed.data, user);
  return data<Answer>({ ok: true });
}

export default function SettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed?.values ?? loaded.values;
  return (
    <>
      <PageHeader title={t("admin.settings.title")} intro={t("admin.settings.intro")} />
      {answer?.ok && <Notice kind="success">{t("admin.settings.saved")}</Notice>}
      {failed && <Notice kind="error">{t("admin.form.invalid")}</Notice>}
      {!loaded.mail && <p className="mb-4 text-sm text-neutral-600">{t("admin.settings.mailOff")}</p>}
      {/* Keyed on the saved values, so the fields show what was stored after a save. */}
      <Form
        method="post"
        className={`${cardClass} grid max-w-3xl gap-4 sm:grid-cols-2`}
        noValidate
        key={JSON.stringify(values)}
      >
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`setting-${field.name}`}
            label={t(field.label)}
            hint={field.hint && t(field.hint)}
            error={failed?.errors[field.name]}
          >
            {(aria) => (
              <input
                {...aria}
                name={field.name}
                type={field.type}
                defaultValue={values[field.name]}
                className={inputClass}
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Field
            id="setting-officeAddress"
            label={t("admin.settings.officeAddress")}
            error={failed?.errors.officeAddress}
          >
            {(aria) => (
              <textarea
                {...aria}
                name="officeAddress"
                rows={3}
                defaultValue={values.officeAddress}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t("admin.settings.save")}
          </button>
        </div>
      </Form>
    </>
  );
}
