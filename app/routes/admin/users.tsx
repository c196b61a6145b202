import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { appContext } from "../../context";
import { fieldErrors } from "../../errors";
import type { MessageKey } from "../../i18n/en";
import { t } from "../../i18n/i18n";
import {
  changeRole,
  createOrPromoteStaff,
  listUsers,
  StaffPasswordRequired,
  staffInputSchema,
} from "../../modules/account/users.server";
import { ADMIN_ONLY, ROLES, STAFF_PASSWORD_MIN, USERS_PAGE_SIZE } from "../../modules/admin/constants";
import { formatWhen, pageParam, textParam, withParams } from "../../modules/admin/text";
import {
  adminMeta,
  buttonClass,
  cardClass,
  DataTable,
  inputClass,
  Notice,
  PageHeader,
  Pager,
  SearchBar,
  SearchField,
  secondaryButtonClass,
  tdClass,
} from "../../modules/admin/ui";
import { z } from "../../zod";
import type { Route } from "./+types/users";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireStaff(context, request, ADMIN_ONLY);
  const url = new URL(request.url);
  const q = textParam(url.searchParams.get("q"));
  const page = pageParam(url.searchParams.get("page"));
  const { rows, total } = await listUsers(context.get(appContext).db, { q, page });
  return { rows, total, page, q, me: me.id };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.users.title"));

const roleSchema = z.object({ profileId: z.guid(), role: z.enum(ROLES) });

type Answer =
  | { ok: true; message: string }
  | { ok: false; message?: string; errors?: Partial<Record<string, string>>; values?: Record<string, string> };

const CREATE_ERRORS: Record<string, MessageKey> = {
  email: "admin.users.error.email",
  role: "admin.users.error.role",
  firstName: "admin.users.error.name",
  lastName: "admin.users.error.name",
  passwordShort: "admin.users.error.passwordShort",
  passwordLong: "admin.users.error.passwordLong",
};

export async function action({ context, request }: Route.ActionArgs) {
  const me = await requireStaff(context, request, ADMIN_ONLY);
  const { db } = context.get(appContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "role") {
    const parsed = roleSchema.safeParse({ profileId: form.get("profileId"), role: form.get("role") });
    if (!parsed.success) return data<Answer>({ ok: false, message: t("admin.users.error.role") }, { status: 400 });
    const result = await changeRole(db, parsed.data.profileId, parsed.data.role, me);
    if (result === "self") return data<Answer>({ ok: false, message: t("admin.users.error.self") }, { status: 400 });
    if (result === "missing")
      return data<Answer>({ ok: false, message: t("admin.users.error.missing") }, { status: 404 });
    return data<Answer>({ ok: true, message: t("admin.users.roleChanged") });
  }
  if (intent === "create") {
    const values = {
      email: String(form.get("email") ?? ""),
      role: String(form.get("role") ?? ""),
      firstName: String(form.get("firstName") ?? ""),
      lastName: String(form.get("lastName") ?? ""),
    };
    const password = String(form.get("password") ?? "");
    const parsed = staffInputSchema.safeParse({ ...values, password: password || undefined });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues, { topLevel: true });
      for (const [field, message] of Object.entries(errors))
        errors[field] = t(CREATE_ERRORS[message] ?? "admin.form.invalid");
      return data<Answer>({ ok: false, errors, values }, { status: 400 });
    }
    let result: Awaited<ReturnType<typeof createOrPromoteStaff>>;
    try {
      result = await createOrPromoteStaff(db, parsed.data, me);
    } catch (error) {
      if (!(error instanceof StaffPasswordRequired)) throw error;
      const errors = { password: t("admin.users.error.passwordShort") };
      return data<Answer>({ ok: false, errors, values }, { status: 400 });
    }
    return data<Answer>({
      ok: true,
      message: t(result.created ? "admin.users.created" : "admin.users.promoted", { email: parsed.data.email }),
    });
  }
  return data<Answer>({ ok: false, message: t("admin.form.invalid") }, { status: 400 });
}

export default function UsersPage() {
  const { rows, total, page, q, me } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = answer && !answer.ok ? answer.errors : undefined;
  const values = answer && !answer.ok ? answer.values : undefined;
  return (
    <>
      <PageHeader title={t("admin.users.title")} intro={t("admin.users.intro")} />
      {answer?.message && <Notice kind={answer.ok ? "success" : "error"}>{answer.message}</Notice>}
      <SearchBar applyClass={secondaryButtonClass}>
        <SearchField id="users-q" label={t("admin.users.search")} defaultValue={q} className="min-w-60 flex-1" />
      </SearchBar>
      <DataTable
        caption={t("admin.users.caption", { total })}
        columns={[
          t("admin.users.col.email"),
          t("admin.users.col.name"),
          t("admin.users.col.since"),
          t("admin.users.col.role"),
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${tdClass} font-semibold`}>{row.email}</td>
            <td className={tdClass}>{row.name}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{formatWhen(row.createdAt)}</td>
            <td className={tdClass}>
              {row.id === me ? (
                <span>{t(`admin.role.${row.role}`)}</span>
              ) : (
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="profileId" value={row.id} />
                  <label className="sr-only" htmlFor={`role-${row.id}`}>
                    {t("admin.users.roleFor", { email: row.email })}
                  </label>
                  <select
                    id={`role-${row.id}`}
                    name="role"
                    defaultValue={row.role}
                    className={`${inputClass} min-h-9 w-auto py-1`}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`admin.role.${role}`)}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={`${secondaryButtonClass} min-h-9 py-1`}>
                    {t("admin.users.save")}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={page}
        pageSize={USERS_PAGE_SIZE}
        total={total}
        href={(p) => withParams(new URLSearchParams({ q }), { page: p })}
      />

      <section aria-labelledby="create-staff" className={`${cardClass} mt-8`}>
        <h2 id="create-staff" className="text-xl font-bold text-ink">
          {t("admin.users.create")}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">{t("admin.users.createIntro")}</p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="create" />
          <Field id="staff-email" label={t("admin.users.col.email")} error={errors?.email}>
            {(aria) => (
              <input
                {...aria}
                name="email"
                type="email"
                autoComplete="off"
                defaultValue={values?.email}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="staff-role" label={t("admin.users.col.role")} error={errors?.role}>
            {(aria) => (
              <select {...aria} name="role" defaultValue={values?.role ?? "editor"} className={inputClass}>
                <option value="editor">{t("admin.role.editor")}</option>
                <option value="admin">{t("admin.role.admin")}</option>
              </select>
            )}
          </Field>
          <Field id="staff-first" label={t("admin.users.firstName")} error={errors?.firstName}>
            {(aria) => <input {...aria} name="firstName" defaultValue={values?.firstName} className={inputClass} />}
          </Field>
          <Field id="staff-last" label={t("admin.users.lastName")} error={errors?.lastName}>
            {(aria) => <input {...aria} name="lastName" defaultValue={values?.lastName} className={inputClass} />}
          </Field>
          <Field
            id="staff-password"
            label={t("admin.users.password")}
            hint={t("admin.users.passwordHint", { min: STAFF_PASSWORD_MIN })}
            error={errors?.password}
          >
            {(aria) => (
              <input {...aria} name="password" type="password" autoComplete="new-password" className={inputClass} />
            )}
          </Field>
          <div className="flex items-end">
            <button type="submit" className={buttonClass} disabled={busy}>
              {t("admin.users.createButton")}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
