import "../../i18n/en-admin";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "../../components/ui/field";
import { appContext } from "../../context";
import { formRule, parseForm } from "../../form-rules";
import { firstError, getFormProps, inputProps, useHouseForm } from "../../forms";
import { type FormShape, formFailure, formRefused } from "../../forms.server";
import { t } from "../../i18n/i18n";
import { roleFormSchema, staffFormSchema } from "../../modules/account/staff-form";
import { changeRole, createOrPromoteStaff, listUsers } from "../../modules/account/users.server";
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

const CREATE_FORM: FormShape = {
  name: "admin-users-create",
  fields: ["email", "role", "firstName", "lastName", "password"],
  failure: () => t("admin.form.failed"),
  hideFields: ["password"],
};
const ROLE_FORM: FormShape = {
  name: "admin-users-role",
  fields: [],
  failure: () => t("admin.form.failed"),
  invalid: () => t("admin.users.error.role"),
};

export async function action({ context, request }: Route.ActionArgs) {
  const me = await requireStaff(context, request, ADMIN_ONLY);
  const { db } = context.get(appContext);
  const form = await request.formData();
  if (form.get("intent") === "role") {
    const submission = parseForm(form, roleFormSchema);
    if (submission.status !== "success") return formRefused(submission, ROLE_FORM);
    try {
      await changeRole(db, submission.value.profileId, submission.value.role, me);
    } catch (error) {
      return formFailure(submission, error, ROLE_FORM);
    }
    return data({ message: t("admin.users.roleChanged") });
  }
  const submission = parseForm(form, staffFormSchema);
  if (submission.status !== "success") return formRefused(submission, CREATE_FORM);
  const { intent: _intent, ...input } = submission.value;
  try {
    const result = await createOrPromoteStaff(db, input, me);
    return data({
      message: t(result.created ? "admin.users.created" : "admin.users.promoted", { email: input.email }),
    });
  } catch (error) {
    return formFailure(submission, error, CREATE_FORM);
  }
}

export default function UsersPage() {
  const { rows, total, page, q, me } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const done = answer && "message" in answer ? answer.message : undefined;
  const reply = answer && !("message" in answer) ? answer : undefined;
  const created = reply?.initialValue?.intent === "create";
  const [form, fields] = useHouseForm(formRule(staffFormSchema), {
    id: "staff-create",
    lastResult: created ? reply : undefined,
    defaultValue: { intent: "create", role: "editor" },
  });
  // A refused role change (or a failure of either form) is said above the table.
  const refused = created ? firstError(form.errors) : firstError(reply?.error?.[""] ?? undefined);
  return (
    <>
      <PageHeader title={t("admin.users.title")} intro={t("admin.users.intro")} />
      {done && <Notice kind="success">{done}</Notice>}
      {refused && <Notice kind="error">{refused}</Notice>}
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
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="create" />
          <Field id="staff-email" label={t("admin.users.col.email")} error={firstError(fields.email.errors)}>
            {(aria) => (
              <input
                key={fields.email.key}
                {...inputProps(fields.email, "email")}
                {...aria}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Field>
          <Field id="staff-role" label={t("admin.users.col.role")} error={firstError(fields.role.errors)}>
            {(aria) => (
              <select
                key={fields.role.key}
                name={fields.role.name}
                defaultValue={fields.role.initialValue}
                {...aria}
                className={inputClass}
              >
                <option value="editor">{t("admin.role.editor")}</option>
                <option value="admin">{t("admin.role.admin")}</option>
              </select>
            )}
          </Field>
          <Field id="staff-first" label={t("admin.users.firstName")} error={firstError(fields.firstName.errors)}>
            {(aria) => (
              <input
                key={fields.firstName.key}
                {...inputProps(fields.firstName, "text")}
                {...aria}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="staff-last" label={t("admin.users.lastName")} error={firstError(fields.lastName.errors)}>
            {(aria) => (
              <input
                key={fields.lastName.key}
                {...inputProps(fields.lastName, "text")}
                {...aria}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            id="staff-password"
            label={t("admin.users.password")}
            hint={t("admin.users.passwordHint", { min: STAFF_PASSWORD_MIN })}
            error={firstError(fields.password.errors)}
          >
            {(aria) => (
              <input
                key={fields.password.key}
                {...inputProps(fields.password, "password")}
                {...aria}
                autoComplete="new-password"
                className={inputClass}
              />
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
