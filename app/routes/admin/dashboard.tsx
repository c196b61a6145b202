import "../../i18n/en-admin";
import { useLoaderData } from "react-router";
import { Home, Inbox, Mail } from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import { appContext } from "../../context";
import { t } from "../../i18n/i18n";
import { dashboardCounts } from "../../modules/admin/dashboard.server";
import { adminMeta, PageHeader } from "../../modules/admin/ui";
import type { Route } from "./+types/dashboard";
import { requireStaff } from "./guard.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return dashboardCounts(context.get(appContext).db);
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.nav.dashboard"));

export default function Dashboard() {
  const counts = useLoaderData<typeof loader>();
  const tiles = [
    {
      icon: Inbox,
      value: counts.newEnquiries,
      label: t("admin.dashboard.newEnquiries"),
      to: "/admin/enquiries?status=New",
    },
    {
      icon: Home,
      value: counts.listings,
      label: t("admin.dashboard.listings", { published: counts.published }),
      to: "/admin/listings",
    },
    { icon: Mail, value: counts.outboxPending, label: t("admin.dashboard.outbox"), to: "/admin/enquiries" },
  ];
  return (
    <>
      <PageHeader title={t("admin.dashboard.title")} intro={t("admin.dashboard.intro")} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link
              to={tile.to}
              className="flex h-full flex-col gap-2 rounded-card bg-white p-5 ring-1 ring-neutral-200 transition-shadow hover:shadow-soft focus-visible:outline-2 focus-visible:outline-gold-600"
            >
              <tile.icon aria-hidden className="size-5 text-gold-700" />
              <span className="tabular text-3xl font-bold text-ink">{tile.value}</span>
              <span className="text-sm text-neutral-700">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
