import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { ExternalLink } from "../../components/ui/icons";
import { appContext } from "../../context";
import { formRule } from "../../form-rules";
import { firstError, getFormProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused, readForm } from "../../forms.server";
import type { MessageKey } from "../../i18n/en";
import { t } from "../../i18n/i18n";
import { adminMeta, buttonClass, cardClass, Notice, PageHeader, secondaryButtonClass } from "../../modules/admin/ui";
import { readHomeLayout, saveHomeLayout } from "../../modules/site/settings-form.server";
import { homeLayoutSchema } from "../../modules/site/settings-schema";
import type { Route } from "./+types/home-layout";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return { layout: await readHomeLayout(context.get(appContext).db) };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.layout.title"));

const FORM: FormShape = {
  name: "admin-home-layout",
  fields: ["visible"],
  failure: () => t("admin.form.failed"),
  invalid: () => t("admin.form.invalid"),
};

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const submission = await readForm(request, homeLayoutSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  try {
    await saveHomeLayout(context.get(appContext).db, new Set(submission.value.visible), user);
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
  return data({ saved: true as const });
}

const label = (title: string) => t(`admin.layout.section.${title}` as MessageKey);

export default function HomeLayoutPage() {
  const { layout } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const saved = !!answer && "saved" in answer;
  const [form] = useHouseForm(formRule(homeLayoutSchema), { lastResult: saved ? null : answer });
  const formError = firstError(form.errors);
  const shown = layout.filter((s) => s.visible);
  return (
    <>
      <PageHeader
        title={t("admin.layout.title")}
        intro={t("admin.layout.intro")}
        actions={
          <a href="/" target="_blank" rel="noopener" className={secondaryButtonClass}>
            <ExternalLink aria-hidden className="size-4" />
            {t("admin.layout.preview")}
          </a>
        }
      />
      {saved && <Notice kind="success">{t("admin.layout.saved")}</Notice>}
      {formError && <Notice kind="error">{formError}</Notice>}
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <Form method="post" {...getFormProps(form)} className={cardClass}>
          <fieldset>
            <legend className="text-lg font-bold text-ink">{t("admin.layout.show")}</legend>
            <ul className="mt-3 divide-y divide-neutral-100">
              {layout.map((section) => (
                <li key={section.title}>
                  <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 py-2">
                    <span>
                      <span className="block font-semibold text-ink">{label(section.title)}</span>
                      <span className="block text-xs text-neutral-600">{section.title}</span>
                    </span>
                    <input
                      type="checkbox"
                      name="visible"
                      value={section.title}
                      defaultChecked={section.visible}
                      className="size-5 shrink-0 accent-navy"
                    />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className={`${buttonClass} mt-4`}>
            {t("admin.layout.save")}
          </button>
        </Form>
        <section aria-labelledby="layout-preview" className={`${cardClass} self-start bg-sand/50`}>
          <h2 id="layout-preview" className="text-lg font-bold text-ink">
            {t("admin.layout.previewTitle")}
          </h2>
          {shown.length === 0 && <p className="mt-2 text-sm text-neutral-600">{t("admin.layout.nothing")}</p>}
          <ol className="mt-3 list-decimal ps-5 text-sm text-ink marker:text-gold-700">
            {previewOrder(shown.map((s) => s.title)).map((item) => (
              <li key={item} className="py-1">
                {item === FIXED ? t("admin.layout.previewFixed") : label(item)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

const FIXED = "(fixed)";

/** The home page's block order (docs/decisions/003): the hero, then the fixed intro block, then the rest. */
function previewOrder(shown: string[]): string[] {
  const order = [
    "hero section",
    FIXED,
    "golden visa",
    "other countries",
    "client cases",
    "agencies",
    "recent blogs",
    "recent articles",
    "offer sessoin",
    "investor session",
    "top properties",
    "featured properties",
    "investors map",
    "investment map",
  ];
  return order.filter((key) => key === FIXED || shown.includes(key));
}
