import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { Field } from "../../components/ui/field";
import { appContext } from "../../context";
import { formRule } from "../../form-rules";
import { type FormReply, firstError, getFormProps, inputProps, textareaProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused, readForm } from "../../forms.server";
import type { MessageKey } from "../../i18n/en";
import { t } from "../../i18n/i18n";
import { adminMeta, buttonClass, cardClass, inputClass, Notice, PageHeader } from "../../modules/admin/ui";
import { defaultFeeText, FEE_LABELS, FEE_SETTINGS } from "../../modules/mortgage/fee-settings";
import { readSettingsForm, saveSettings } from "../../modules/site/settings-form.server";
import { SETTING_KEYS, type SettingsForm, settingsSchema } from "../../modules/site/settings-schema";
import type { Route } from "./+types/settings";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db, services } = context.get(appContext);
  return { values: await readSettingsForm(db), mail: !!services.mail.smtpUrl };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.settings.title"));

const FIELDS: {
  name: Exclude<keyof SettingsForm, "officeAddress">;
  label: MessageKey;
  type: "tel" | "email";
  hint?: MessageKey;
}[] = [
  { name: "phone", label: "admin.settings.phone", type: "tel" },
  {
    name: "whatsapp",
    label: "admin.settings.whatsapp",
    type: "tel",
    hint: "admin.settings.whatsappHint",
  },
  { name: "email", label: "admin.settings.email", type: "email" },
  {
    name: "salesEmail",
    label: "admin.settings.salesEmail",
    type: "email",
    hint: "admin.settings.salesEmailHint",
  },
];

const FORM: FormShape = {
  name: "admin-settings",
  fields: Object.keys(SETTING_KEYS),
  failure: () => t("admin.form.failed"),
  invalid: () => t("admin.form.invalid"),
};

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const submission = await readForm(request, settingsSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  try {
    await saveSettings(context.get(appContext).db, submission.value, user);
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
  return data({ saved: true as const });
}

export default function SettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const saved = !!answer && "saved" in answer;
  return (
    <>
      <PageHeader title={t("admin.settings.title")} intro={t("admin.settings.intro")} />
      {saved && <Notice kind="success">{t("admin.settings.saved")}</Notice>}
      {!loaded.mail && <p className="mb-4 text-sm text-neutral-600">{t("admin.settings.mailOff")}</p>}
      {/* Keyed on the stored values, so the fields start again from what was stored after a save. */}
      <SettingsFields key={JSON.stringify(loaded.values)} values={loaded.values} reply={saved ? null : answer} />
    </>
  );
}

function SettingsFields(props: { values: SettingsForm; reply: FormReply | null | undefined }) {
  const [form, fields] = useHouseForm(formRule(settingsSchema), {
    lastResult: props.reply,
    defaultValue: props.values,
  });
  const formError = firstError(form.errors);
  return (
    <>
      {formError && <Notice kind="error">{formError}</Notice>}
      <Form method="post" {...getFormProps(form)} className={`${cardClass} grid max-w-3xl gap-4 sm:grid-cols-2`}>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`setting-${field.name}`}
            label={t(field.label)}
            hint={field.hint && t(field.hint)}
            error={firstError(fields[field.name].errors)}
          >
            {(aria) => (
              <input
                key={fields[field.name].key}
                {...inputProps(fields[field.name], field.type)}
                {...aria}
                className={inputClass}
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Field
            id="setting-officeAddress"
            label={t("admin.settings.officeAddress")}
            error={firstError(fields.officeAddress.errors)}
          >
            {(aria) => (
              <textarea
                key={fields.officeAddress.key}
                {...textareaProps(fields.officeAddress)}
                {...aria}
                rows={3}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <fieldset className="grid gap-4 border-t border-neutral-200 pt-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="pt-4 text-base font-semibold">{t("admin.settings.fees")}</legend>
          <p className="text-sm text-neutral-600 sm:col-span-2">{t("admin.settings.feesIntro")}</p>
          {FEE_SETTINGS.map((fee) => (
            <Field
              key={fee.name}
              id={`setting-${fee.name}`}
              label={t(FEE_LABELS[fee.name])}
              hint={t("admin.settings.feeDefault", { value: defaultFeeText(fee.field) })}
              error={firstError(fields[fee.name].errors)}
            >
              {(aria) => (
                <input
                  key={fields[fee.name].key}
                  {...inputProps(fields[fee.name], "text")}
                  {...aria}
                  inputMode="decimal"
                  placeholder={defaultFeeText(fee.field)}
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </fieldset>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t("admin.settings.save")}
          </button>
        </div>
      </Form>
    </>
  );
}
