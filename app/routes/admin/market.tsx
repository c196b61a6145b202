import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { Field } from "../../components/ui/field";
import { type AppContext, appContext } from "../../context";
import { DomainError } from "../../errors";
import { formRule, parseForm } from "../../form-rules";
import { type FormReply, firstError, getFormProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused, unreadFormFailure } from "../../forms.server";
import { t } from "../../i18n/i18n";
import { formatWhen } from "../../modules/admin/text";
import {
  adminMeta,
  buttonClass,
  cardClass,
  DataTable,
  EmptyState,
  inputClass,
  Notice,
  PageHeader,
  SelectField,
  secondaryButtonClass,
  tdClass,
} from "../../modules/admin/ui";
import {
  areaMappings,
  mappableLocations,
  REGISTRY_UPLOAD_FOLDER,
  recentImports,
  removeAreaMapping,
  setAreaMapping,
  unmatchedAreas,
} from "../../modules/market/admin.server";
import {
  areaMapSchema,
  areaUnmapSchema,
  REGISTRY_UPLOAD_MAX_BYTES,
  REGISTRY_UPLOAD_MAX_MB,
  registryUploadSchema,
} from "../../modules/market/admin-form";
import { importUploaded, REGISTRY_IMPORT_JOB } from "../../modules/market/jobs.server";
import { readStreamedUpload, type StreamedUpload } from "../../modules/media/streamed-upload.server";
import type { Route } from "./+types/market";
import { requireStaff } from "./guard.server";

/** /admin/market: registry imports (upload, past runs) and the mapping of registry area names (decision 064). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const { db } = context.get(appContext);
  const [runs, unmatched, mappings, places] = await Promise.all([
    recentImports(db),
    unmatchedAreas(db),
    areaMappings(db),
    mappableLocations(db),
  ]);
  return { runs, unmatched, mappings, places };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.market.title"));

const UPLOAD: FormShape = {
  name: "admin-market-upload",
  fields: ["kind", "file"],
  failure: () => t("admin.form.failed"),
};
const MAP: FormShape = {
  name: "admin-market-map",
  fields: ["areaName", "locationId"],
  failure: () => t("admin.form.failed"),
};

export async function action({ context, request }: Route.ActionArgs) {
  await requireStaff(context, request);
  const { db, services } = context.get(appContext);
  let upload: StreamedUpload;
  try {
    upload = await readStreamedUpload(request, {
      field: "file",
      maxBytes: REGISTRY_UPLOAD_MAX_BYTES,
      folder: REGISTRY_UPLOAD_FOLDER,
      tooLarge: () => t("admin.market.error.tooLarge", { mb: REGISTRY_UPLOAD_MAX_MB }),
    });
  } catch (error) {
    return unreadFormFailure(error, UPLOAD);
  }
  const { form, file } = upload;
  const intent = form.get("intent");
  if (intent === "map" || intent === "unmap") {
    await upload.discard();
    return mapAction(db, form, intent);
  }
  const submission = parseForm(form, registryUploadSchema);
  if (submission.status !== "success" || !file || file.bytes === 0) {
    await upload.discard();
    if (submission.status !== "success") return formRefused(submission, UPLOAD);
    const message = t("admin.market.error.file");
    return formFailure(submission, new DomainError(400, message, { file: message }), UPLOAD);
  }
  const job = { path: file.path, kind: submission.value.kind, fileName: file.name || "upload.csv" };
  if (services.jobs) {
    await services.jobs.send(REGISTRY_IMPORT_JOB, job);
    return data({ message: t("admin.market.queued") });
  }
  // Without a job queue (a bare test server) the import runs in the request.
  const outcome = await importUploaded(db, job);
  return data({
    message: t("admin.market.imported", {
      imported: outcome.counts.imported,
      read: outcome.counts.read,
      status: t(`admin.market.status.${outcome.status}`),
    }),
  });
}

async function mapAction(db: AppContext["db"], form: FormData, intent: "map" | "unmap") {
  const submission = parseForm(form, intent === "map" ? areaMapSchema : areaUnmapSchema);
  if (submission.status !== "success") return formRefused(submission, MAP);
  try {
    const value = submission.value;
    if (value.intent === "map") {
      await setAreaMapping(db, value.areaName, value.locationId);
      const [place] = (await mappableLocations(db)).filter((p) => p.id === value.locationId);
      return data({ message: t("admin.market.mapped", { name: value.areaName, community: place?.label ?? "" }) });
    }
    await removeAreaMapping(db, value.areaName);
    return data({ message: t("admin.market.unmapped", { name: value.areaName }) });
  } catch (error) {
    return formFailure(submission, error, MAP);
  }
}

const STATUS_KEYS = {
  running: "admin.market.status.running",
  done: "admin.market.status.done",
  failed: "admin.market.status.failed",
} as const;

export default function MarketAdminPage() {
  const { runs, unmatched, mappings, places } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const done = answer && "message" in answer ? answer.message : undefined;
  const reply = answer && !("message" in answer) ? (answer as FormReply) : undefined;
  const intent = reply?.initialValue?.intent;
  const options = places.map((p) => ({ value: p.id, label: p.label }));
  return (
    <>
      <PageHeader title={t("admin.market.title")} intro={t("admin.market.intro")} />
      {done && <Notice kind="success">{done}</Notice>}
      {/* A refused upload may come back before its fields were read, without its intent. */}
      <UploadForm reply={intent === "map" ? undefined : reply} />

      <section aria-labelledby="market-runs" className="mt-8">
        <h2 id="market-runs" className="mb-3 text-lg font-bold text-ink">
          {t("admin.market.runs")}
        </h2>
        {runs.length === 0 ? (
          <EmptyState>{t("admin.market.noRuns")}</EmptyState>
        ) : (
          <DataTable
            caption={t("admin.market.runs")}
            columns={[
              t("admin.market.col.started"),
              t("admin.market.col.kind"),
              t("admin.market.col.file"),
              t("admin.market.col.status"),
              t("admin.market.col.read"),
              t("admin.market.col.imported"),
              t("admin.market.col.duplicates"),
              t("admin.market.col.notSale"),
              t("admin.market.col.junk"),
              t("admin.market.col.unmatched"),
            ]}
          >
            {runs.map((r) => (
              <tr key={r.id} data-run={r.id}>
                <td className={`${tdClass} whitespace-nowrap tabular`}>{formatWhen(r.startedAt)}</td>
                <td className={tdClass}>{t(`admin.market.kind.${r.kind}`)}</td>
                <td className={`${tdClass} break-all`}>{r.fileName}</td>
                <td className={tdClass}>
                  {t(STATUS_KEYS[r.status])}
                  {r.error ? <span className="block text-xs text-red-700">{r.error}</span> : null}
                </td>
                <td className={`${tdClass} tabular`}>{r.read}</td>
                <td className={`${tdClass} tabular`}>{r.imported}</td>
                <td className={`${tdClass} tabular`}>{r.duplicates}</td>
                <td className={`${tdClass} tabular`}>{r.skippedNotSale}</td>
                <td className={`${tdClass} tabular`}>{r.skippedJunk}</td>
                <td className={`${tdClass} tabular`}>{r.unmatchedArea}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="market-unmatched" className="mt-8">
        <h2 id="market-unmatched" className="mb-1 text-lg font-bold text-ink">
          {t("admin.market.unmatched")}
        </h2>
        <p className="mb-3 text-sm text-neutral-600">{t("admin.market.unmatchedIntro")}</p>
        {unmatched.length === 0 ? (
          <EmptyState>{t("admin.market.noUnmatched")}</EmptyState>
        ) : (
          <DataTable
            caption={t("admin.market.unmatched")}
            columns={[t("admin.market.col.areaName"), t("admin.market.col.sales"), t("admin.market.col.rents")]}
          >
            {unmatched.map((u) => (
              <tr key={u.name}>
                <th scope="row" className={`${tdClass} text-start font-semibold`} lang="en">
                  {u.name}
                </th>
                <td className={`${tdClass} tabular`}>{u.sales}</td>
                <td className={`${tdClass} tabular`}>{u.rents}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="market-mappings" className="mt-8">
        <h2 id="market-mappings" className="mb-3 text-lg font-bold text-ink">
          {t("admin.market.mappings")}
        </h2>
        {mappings.length === 0 ? (
          <EmptyState>{t("admin.market.noMappings")}</EmptyState>
        ) : (
          <DataTable
            caption={t("admin.market.mappings")}
            columns={[t("admin.market.col.areaName"), t("admin.market.col.community"), ""]}
          >
            {mappings.map((m) => (
              <tr key={m.areaName}>
                <th scope="row" className={`${tdClass} text-start font-semibold`} lang="en">
                  {m.areaName}
                </th>
                <td className={tdClass}>{m.label}</td>
                <td className={tdClass}>
                  <Form method="post">
                    <input type="hidden" name="intent" value="unmap" />
                    <input type="hidden" name="areaName" value={m.areaName} />
                    <button type="submit" className={secondaryButtonClass}>
                      {t("admin.market.unmap")}
                      <span className="sr-only"> {m.areaName}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <MapForm
          reply={intent === "map" ? reply : undefined}
          options={options}
          suggestions={unmatched.map((u) => u.name)}
        />
      </section>
    </>
  );
}

function UploadForm(props: { reply: FormReply | undefined }) {
  const [form, fields] = useHouseForm(formRule(registryUploadSchema), {
    id: "market-upload",
    lastResult: props.reply,
    defaultValue: { intent: "upload", kind: "transactions" },
  });
  const fileError = firstError(props.reply?.error?.file ?? undefined);
  return (
    <section aria-labelledby="market-upload-title" className={cardClass}>
      <h2 id="market-upload-title" className="text-lg font-bold text-ink">
        {t("admin.market.upload")}
      </h2>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-3 flex flex-wrap items-end gap-4"
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="w-64">
          <SelectField
            id="market-kind"
            label={t("admin.market.kind")}
            name={fields.kind.name}
            defaultValue="transactions"
            error={firstError(fields.kind.errors)}
            options={[
              { value: "transactions", label: t("admin.market.kind.transactions") },
              { value: "rents", label: t("admin.market.kind.rents") },
            ]}
          />
        </div>
        <div className="w-80">
          <Field id="market-file" label={t("admin.market.file", { mb: REGISTRY_UPLOAD_MAX_MB })} error={fileError}>
            {(aria) => (
              <input {...aria} type="file" name="file" accept=".csv,text/csv" required className={inputClass} />
            )}
          </Field>
        </div>
        <button type="submit" className={buttonClass}>
          {t("admin.market.send")}
        </button>
      </Form>
    </section>
  );
}

function MapForm(props: {
  reply: FormReply | undefined;
  options: { value: string; label: string }[];
  suggestions: string[];
}) {
  const [form, fields] = useHouseForm(formRule(areaMapSchema), {
    id: "market-map",
    lastResult: props.reply,
    defaultValue: { intent: "map", areaName: "", locationId: "" },
  });
  return (
    <div className={`${cardClass} mt-4`}>
      <h3 className="text-base font-bold text-ink">{t("admin.market.addMapping")}</h3>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="map" />
        <div className="w-72">
          <Field
            id="market-area-name"
            label={t("admin.market.col.areaName")}
            error={firstError(fields.areaName.errors)}
          >
            {(aria) => (
              <input
                {...aria}
                key={fields.areaName.key}
                name={fields.areaName.name}
                defaultValue={fields.areaName.initialValue}
                list="market-unmatched-names"
                required
                maxLength={200}
                className={inputClass}
              />
            )}
          </Field>
          <datalist id="market-unmatched-names">
            {props.suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div className="w-72">
          <SelectField
            id="market-location"
            label={t("admin.market.col.community")}
            name={fields.locationId.name}
            defaultValue=""
            blank={t("admin.market.choose")}
            error={firstError(fields.locationId.errors)}
            options={props.options}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {t("admin.market.map")}
        </button>
      </Form>
    </div>
  );
}
