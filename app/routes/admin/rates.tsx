import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { Field } from "../../components/ui/field";
import { RefreshCw } from "../../components/ui/icons";
import { appContext } from "../../context";
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
import {
  currencyCode,
  fetchProviderRates,
  listRateHistory,
  listRates,
  ProviderError,
  rateValue,
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

type Answer =
  | { ok: true; message: string }
  | { ok: false; message?: string; currency?: string; errors?: { rate?: string; currency?: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  const { db, services } = context.get(appContext);
  const form = await request.formData();
  if (form.get("intent") === "refresh") {
    const url = services.ratesProviderUrl;
    if (!url) return data<Answer>({ ok: false, message: t("admin.rates.noProvider") }, { status: 400 });
    const known = (await listRates(db)).map((r) => r.currency);
    try {
      const fresh = await fetchProviderRates(url, known);
      const changed = await setRates(db, fresh, "provider", user);
      return data<Answer>({ ok: true, message: t("admin.rates.refreshed", { count: changed.length }) });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      console.error(`rates: ${error.message}`);
      return data<Answer>({ ok: false, message: t("admin.rates.error.provider") }, { status: 502 });
    }
  }
  const code = currencyCode.safeParse(form.get("currency") ?? "");
  const rate = rateValue.safeParse(String(form.get("rate") ?? "").trim() || Number.NaN);
  if (!code.success || code.data === "INR" || !rate.success) {
    const currency = String(form.get("currency") ?? "");
    return data<Answer>(
      {
        ok: false,
        currency,
        errors: {
          ...(!code.success || code.data === "INR" ? { currency: t("admin.rates.error.currency") } : {}),
          ...(!rate.success ? { rate: t("admin.rates.error.rate") } : {}),
        },
      },
      { status: 400 },
    );
  }
  const changed = await setRates(db, { [code.data]: rate.data }, "manual", user);
  const message = changed.length
    ? t("admin.rates.saved", { currency: code.data })
    : t("admin.rates.unchanged", { currency: code.data, rate: rate.data });
  return data<Answer>({ ok: true, message });
}

export default function RatesPage() {
  const { rates, history, provider } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const failed = answer && !answer.ok ? answer : undefined;
  const isNew = failed?.currency && !rates.some((r) => r.currency === failed.currency);
  return (
    <>
      <PageHeader
        title={t("admin.rates.title")}
        intro={t("admin.rates.intro")}
        actions={
          provider ? (
            <Form method="post">
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
      {answer?.message && <Notice kind={answer.ok ? "success" : "error"}>{answer.message}</Notice>}
      <DataTable
        caption={t("admin.rates.title")}
        columns={[t("admin.rates.col.currency"), t("admin.rates.col.rate"), t("admin.rates.col.updated")]}
      >
        {rates.map((row) => {
          const error = failed?.currency === row.currency ? failed.errors?.rate : undefined;
          return (
            <tr key={row.currency}>
              <th scope="row" className={`${tdClass} text-start font-semibold`}>
                {row.currency}
              </th>
              <td className={tdClass}>
                {row.currency === "INR" ? (
                  <span className="tabular">1</span>
                ) : (
                  <Form method="post" className="flex flex-wrap items-start gap-2">
                    <input type="hidden" name="currency" value={row.currency} />
                    <div className="w-44">
                      <Field
                        id={`rate-${row.currency}`}
                        label={t("admin.rates.rateFor", { currency: row.currency })}
                        error={error}
                      >
                        {(aria) => (
                          <input
                            {...aria}
                            name="rate"
                            inputMode="decimal"
                            defaultValue={String(row.rate)}
                            className={`${inputClass} tabular`}
                          />
                        )}
                      </Field>
                    </div>
                    <button type="submit" className={`${secondaryButtonClass} mt-6.5`}>
                      {t("admin.rates.save")}
                    </button>
                  </Form>
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(row.updatedAt)}</td>
            </tr>
          );
        })}
      </DataTable>

      <section aria-labelledby="add-rate" className={`${cardClass} mt-6`}>
        <h2 id="add-rate" className="text-lg font-bold text-ink">
          {t("admin.rates.add")}
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-start gap-3" noValidate>
          <div className="w-40">
            <Field id="new-currency" label={t("admin.rates.code")} error={isNew ? failed?.errors?.currency : undefined}>
              {(aria) => <input {...aria} name="currency" maxLength={3} className={`${inputClass} uppercase`} />}
            </Field>
          </div>
          <div className="w-44">
            <Field id="new-rate" label={t("admin.rates.col.rate")} error={isNew ? failed?.errors?.rate : undefined}>
              {(aria) => <input {...aria} name="rate" inputMode="decimal" className={`${inputClass} tabular`} />}
            </Field>
          </div>
          <button type="submit" className={`${buttonClass} mt-6.5`}>
            {t("admin.rates.save")}
          </button>
        </Form>
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
