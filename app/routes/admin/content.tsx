import "../../i18n/en-admin";
import { useLoaderData } from "react-router";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { adminMeta, PageHeader } from "../../modules/admin/ui";
import { CONTENT_KINDS } from "../../modules/content/editor";
import { countContent } from "../../modules/content/editor.server";
import type { Route } from "./+types/content";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return { counts: await countContent(context.get(appContext).db) };
}

export const meta: Route.MetaFunction = () => adminMeta(t("adminContent.content.title"));

/** Every kind of content the back office edits, with how many records each holds. */
export default function ContentOverview() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("adminContent.content.title")} intro={t("adminContent.content.intro")} />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={`/admin/content/${kind}`}
              className="flex min-h-11 items-center justify-between gap-3 rounded-card bg-white p-4 ring-1 ring-neutral-200 hover:ring-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
            >
              <span className="font-semibold text-navy">{t(`adminContent.kind.${kind}`)}</span>
              <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink tabular">
                {t("adminContent.content.records", { count: counts[kind] })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
