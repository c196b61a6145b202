import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { Plus } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { DomainError } from "../../errors";
import { parseForm } from "../../form-rules";
import { type FormReply, firstError } from "../../forms";
import { type FormShape, formFailure, unreadFormFailure } from "../../forms.server";
import { type MessageKey, t } from "../../i18n/i18n";
import { pageParam, textParam, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  buttonClass,
  cardClass,
  DataTable,
  EmptyState,
  inputClass,
  linkClass,
  Notice,
  PageHeader,
  Pager,
  SearchBar,
  SearchField,
  tdClass,
} from "../../modules/admin/ui";
import { readStreamedUpload, type StreamedUpload } from "../../modules/media/streamed-upload.server";
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  DLD_PROJECTS_UPLOAD_MAX_BYTES,
  DLD_PROJECTS_UPLOAD_MAX_MB,
} from "../../modules/project/admin";
import { listProjectsAdmin } from "../../modules/project/admin.server";
import type { DldImportResult } from "../../modules/project/dld-projects-import.server";
import { importDldProjectsFile } from "../../modules/project/dld-projects-import.server";
import { z } from "../../zod";
import type { Route } from "./+types/projects";
import { requireStaff } from "./guard.server";

/** /admin/projects: the off-plan projects, newest change first (decision 063). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const url = new URL(request.url);
  const q = textParam(url.searchParams.get("q"));
  const page = pageParam(url.searchParams.get("page"));
  const { rows, total } = await listProjectsAdmin(context.get(appContext).db, { q, page });
  return { q, page, rows, total, deleted: url.searchParams.get("deleted") === "1" };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.projects.title"));

const DLD_FORM: FormShape = {
  name: "admin-dld-projects",
  fields: ["file"],
  failure: () => t("admin.form.failed"),
};

/** The registry's projects file, uploaded: streamed to disk, then read and applied as the command line does (decision 063). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaff(context, request);
  let upload: StreamedUpload;
  try {
    upload = await readStreamedUpload(request, {
      field: "file",
      maxBytes: DLD_PROJECTS_UPLOAD_MAX_BYTES,
      folder: "dld-project-uploads",
      tooLarge: () => t("admin.projects.dld.tooLarge", { mb: DLD_PROJECTS_UPLOAD_MAX_MB }),
    });
  } catch (error) {
    return unreadFormFailure(error, DLD_FORM);
  }
  const submission = parseForm(upload.form, z.object({ intent: z.literal("dld") }));
  try {
    const { file } = upload;
    if (!file || file.bytes === 0) {
      throw new DomainError(400, t("admin.projects.dld.noFile"), { file: t("admin.projects.dld.noFile") });
    }
    const result = await importDldProjectsFile(context.get(appContext).db, file.path, user);
    return data({ result });
  } catch (error) {
    return formFailure(submission, error, DLD_FORM);
  } finally {
    await upload.discard();
  }
}

export default function ProjectList() {
  const { q, page, rows, total, deleted } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(q ? { q } : {});
  const columns = [
    t("admin.projects.col.name"),
    t("admin.projects.col.developer"),
    t("admin.projects.col.place"),
    t("admin.projects.col.status"),
    t("admin.projects.col.number"),
    t("admin.projects.col.progress"),
    t("admin.projects.col.published"),
  ];
  const caption = t("admin.projects.caption", { total });
  return (
    <>
      <PageHeader
        title={t("admin.projects.title")}
        intro={t("admin.projects.intro")}
        actions={
          <Link to="/admin/projects/new" className={buttonClass}>
            <Plus aria-hidden className="size-4" />
            {t("admin.projects.new")}
          </Link>
        }
      />
      {deleted && <Notice kind="success">{t("admin.projects.deleted")}</Notice>}
      <DldUpload />
      <SearchBar applyClass={buttonClass} resetTo={q ? "/admin/projects" : undefined}>
        <SearchField
          id="projects-q"
          label={t("admin.projects.search")}
          defaultValue={q}
          className="min-w-60 flex-1 sm:max-w-md"
        />
      </SearchBar>
      {rows.length === 0 ? (
        <EmptyState>{t("admin.projects.empty")}</EmptyState>
      ) : (
        <DataTable caption={caption} columns={columns}>
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand/40">
              <td className={tdClass}>
                <Link to={`/admin/projects/${row.id}`} className={linkClass}>
                  {row.name}
                </Link>
              </td>
              <td className={`${tdClass} max-w-56 truncate`}>{row.developer}</td>
              <td className={`${tdClass} max-w-56 truncate`}>{row.place}</td>
              <td className={tdClass}>{t(`admin.projects.status.${row.status}` as MessageKey)}</td>
              <td className={`${tdClass} tabular`}>{row.number ?? ""}</td>
              <td className={`${tdClass} tabular`}>{`${Number(row.percent)} %`}</td>
              <td className={tdClass}>{t(row.published ? "admin.projects.published" : "admin.projects.draft")}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <p className="mt-3 text-sm text-neutral-600">{caption}</p>
      <Pager
        page={page}
        pageSize={ADMIN_PROJECTS_PAGE_SIZE}
        total={total}
        href={(p) => withParams(params, { page: p })}
      />
    </>
  );
}

/** The DLD projects file's upload and what it did. */
function DldUpload() {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const result = answer && "result" in answer ? (answer.result as DldImportResult) : null;
  const reply = answer && !("result" in answer) ? (answer as FormReply) : undefined;
  const error = firstError(reply?.error?.file ?? undefined) ?? firstError(reply?.error?.[""] ?? undefined);
  return (
    <details className={`${cardClass} mb-6`} open={!!answer}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ink">
        {t("admin.projects.dld.title")}
      </summary>
      <p className="my-2 text-sm text-neutral-700">{t("admin.projects.dld.intro")}</p>
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3" data-dld-upload>
        <input type="hidden" name="intent" value="dld" />
        <div className="min-w-60 flex-1">
          <Field id="dld-file" label={t("admin.projects.dld.file")} error={error}>
            {(aria) => <input {...aria} type="file" name="file" accept=".csv,text/csv" className={inputClass} />}
          </Field>
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("admin.projects.dld.submit")}
        </button>
      </Form>
      {result ? (
        <div className="mt-4 text-sm text-ink" role="status">
          <p className="font-semibold">
            {t("admin.projects.dld.done", {
              rows: result.rows,
              updated: result.updated,
              unchanged: result.unchanged,
              bad: result.problems.length,
              unmatched: result.unmatched,
            })}
          </p>
          {result.problems.length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {result.problems.slice(0, 50).map((p) => (
                <li key={`${p.line}:${p.field}`}>
                  {t("admin.projects.dld.problem", {
                    line: p.line,
                    number: p.projectNumber || "-",
                    field: p.field,
                    value: p.value,
                    code: p.code,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          {result.notInFile.length > 0 ? (
            <p className="mt-2">
              {t("admin.projects.dld.notInFile", {
                names: result.notInFile.map((n) => `${n.name} (${n.projectNumber})`).join(", "),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
