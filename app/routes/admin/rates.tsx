import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { Field } from "../../components/ui/field";
import { RefreshCw } from "../../components/ui/icons";
import { appContext } from "../../context";
import { DomainError } from "../../errors";
import { formRule, parseForm } from "../../form-rules";
import { type FormReply, firstError, getFormProps, inputProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused } from "../../forms.server";
import { t } from "../../i18n/i18n";
import { formatWhen } from "../../modules/admin/text";
import {
  adminMeta,
  buttonClass,
  cardClass,
  DataTable,
  inputClass,
  Notice,
  PageHeader,
  secondaryButtonClass,
  tdClass,
} from "../../modules/admin/ui";
import { rateFormSchema, refreshFormSchema } from "../../modules/currency/rate-form";
import {
  fetchProviderRates,
  listRateHistory,
  listRates,
  ProviderError,
  setRates,
} from "../../modules/currency/rates.server";
import type { Route } from "./+types/rates";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db, services } = context.get(appContext);
  const [rates, history] = await Promise.all([listRates(db), listRateHistory(db)]);
  return { rates, history, provider: !!services.ratesProviderUrl };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.rates.title"));

const FORM: FormShape = {
  name: "admin-rates",
  fields: ["currency", "rate"],
  failure: () => t("admin.form.failed"),
};

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const { db, services } = context.get(appContext);
  const form = await request.formData();
  if (form.get("intent") === "refresh") {
    const submission = parseForm(form, refreshFormSchema);
    if (submission.status !== "success") return formRefused(submission, FORM);
    try {
      const url = services.ratesProviderUrl;
      if (!url) throw new DomainError(400, t("admin.rates.noProvider"));
      const known = (await listRates(db)).map((r) => r.currency);
      const changed = await setRates(db, await fetchProviderRates(url, known), "provider", user);
      return data({ message: t("admin.rates.refreshed", { count: changed.length }) });
    } catch (error) {
      if (error instanceof ProviderError) console.error(`rates: ${error.detail}`);
      return formFailure(submission, error, FORM);
    }
  }
  const submission = parseForm(form, rateFormSchema);
  if (submission.status !== "success") return formRefused(submission, FORM);
  const { currency, rate } = submission.value;
  try {
    const changed = await setRates(db, { [currency]: rate }, "manual", user);
    return data({
      message: changed.length ? t("admin.rates.saved", { currency }) : t("admin.rates.unchanged", { currency, rate }),
    });
  } catch (error) {
    return formFailure(submission, error, FORM);
  }
}

/** Which of the page's forms an answer belongs to: the currency it was posted for, or the new rate's form. */
function formOf(reply: FormReply | undefined, known: readonly string[]): string | undefined {
  if (!reply) return undefined;
  const value = reply.initialValue ?? {};
  if (value.intent === "refresh") return "rates-refresh";
  const currency = typeof value.currency === "string" ? value.currency.trim().toUpperCase() : "";
  return known.includes(currency) ? `rate-${currency}` : "rate-new";
}

export default function RatesPage() {
  const { rates, history, provider } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const done = answer && "message" in answer ? answer.message : undefined;
  const reply = answer && !("message" in answer) ? answer : undefined;
  const target = formOf(
    reply,
    rates.map((r) => r.currency),
  );
  const replyFor = (id: string) => (target === id ? reply : undefined);
  const refused = firstError(reply?.error?.[""] ?? undefined);
  return (
    <>
      <PageHeader
        title={t("admin.rates.title")}
        intro={t("admin.rates.intro")}
        actions={
          provider ? (
            <Form method="post" id="rates-refresh">
              <input type="hidden" name="intent" value="refresh" />
              <button type="submit" className={secondaryButtonClass} title={t("admin.rates.refreshHint")}>
                <RefreshCw aria-hidden className="size-4" />
                {t("admin.rates.refresh")}
              </button>
            </Form>
          ) : undefined
        }
      />
      {!provider && <p className="mb-4 text-sm text-neutral-600">{t("admin.rates.noProvider")}</p>}
      {done && <Notice kind="success">{done}</Notice>}
      {refused && <Notice kind="error">{refused}</Notice>}
      <DataTable
        caption={t("admin.rates.title")}
        columns={[t("admin.rates.col.currency"), t("admin.rates.col.rate"), t("admin.rates.col.updated")]}
      >
        {rates.map((row) => (
          <tr key={row.currency}>
            <th scope="row" className={`${tdClass} text-start font-semibold`}>
              {row.currency}
            </th>
            <td className={tdClass}>
              {row.currency === "INR" ? (
                <span className="tabular">1</span>
              ) : (
                <RateForm
                  id={`rate-${row.currency}`}
                  currency={row.currency}
                  rate={row.rate}
                  reply={replyFor(`rate-${row.currency}`)}
                />
              )}
            </td>
            <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(row.updatedAt)}</td>
          </tr>
        ))}
      </DataTable>

      <section aria-labelledby="add-rate" className={`${cardClass} mt-6`}>
        <h2 id="add-rate" className="text-lg font-bold text-ink">
          {t("admin.rates.add")}
        </h2>
        <RateForm id="rate-new" reply={replyFor("rate-new")} />
      </section>

      <section aria-labelledby="rate-history" className="mt-8">
        <h2 id="rate-history" className="mb-3 text-lg font-bold text-ink">
          {t("admin.rates.history")}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-neutral-600">{t("admin.rates.historyEmpty")}</p>
        ) : (
          <DataTable
            caption={t("admin.rates.history")}
            columns={[
              t("admin.rates.col.when"),
              t("admin.rates.col.currency"),
              t("admin.rates.col.rate"),
              t("admin.rates.col.source"),
              t("admin.rates.col.by"),
            ]}
          >
            {history.map((h) => (
              <tr key={h.id}>
                <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(h.createdAt)}</td>
                <td className={tdClass}>{h.currency}</td>
                <td className={`${tdClass} tabular`}>{h.rate}</td>
                <td className={tdClass}>
                  {t(h.source === "provider" ? "admin.rates.source.provider" : "admin.rates.source.manual")}
                </td>
                <td className={`${tdClass} break-all`}>{h.actorEmail}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}

/** One currency's rate form: a row of the table (`currency` given), or the form adding a currency. */
function RateForm(props: { id: string; currency?: string; rate?: number; reply: FormReply | undefined }) {
  const [form, fields] = useHouseForm(formRule(rateFormSchema), {
    id: props.id,
    lastResult: props.reply,
    defaultValue: { currency: props.currency ?? "", rate: props.rate === undefined ? "" : String(props.rate) },
  });
  const rateField = (
    <div className="w-44">
      <Field
        id={`${props.id}-rate`}
        label={props.currency ? t("admin.rates.rateFor", { currency: props.currency }) : t("admin.rates.col.rate")}
        error={firstError(fields.rate.errors)}
      >
        {(aria) => (
          <input
            key={fields.rate.key}
            {...inputProps(fields.rate, "text")}
            {...aria}
            inputMode="decimal"
            className={`${inputClass} tabular`}
          />
        )}
      </Field>
    </div>
  );
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={props.currency ? "flex flex-wrap items-start gap-2" : "mt-3 flex flex-wrap items-start gap-3"}
    >
      {props.currency ? (
        <input type="hidden" name="currency" value={props.currency} />
      ) : (
        <div className="w-40">
          <Field id={`${props.id}-currency`} label={t("admin.rates.code")} error={firstError(fields.currency.errors)}>
            {(aria) => (
              <input
                key={fields.currency.key}
                {...inputProps(fields.currency, "text")}
                {...aria}
                maxLength={3}
                className={`${inputClass} uppercase`}
              />
            )}
          </Field>
        </div>
      )}
      {rateField}
      <button type="submit" className={props.currency ? `${secondaryButtonClass} mt-6.5` : `${buttonClass} mt-6.5`}>
        {t("admin.rates.save")}
      </button>
    </Form>
  );
}
