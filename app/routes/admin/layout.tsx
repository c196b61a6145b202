import "../../i18n/en-admin";
import { isRouteErrorResponse, NavLink, Outlet, useLoaderData, useRouteError } from "react-router";
import {
  Building2,
  ClipboardList,
  Coins,
  FileText,
  Home,
  type Icon,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
} from "../../components/ui/icons";
import { Link } from "../../components/ui/link";
import type { MessageKey } from "../../i18n/en";
import { t } from "../../i18n/i18n";
import type { Role } from "../../modules/account/session.server";
import { adminMeta } from "../../modules/admin/ui";
import type { Route } from "./+types/layout";
import { requireStaff } from "./guard.server";

/** The back office: every page under /admin, with its navigation; staff only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request);
  return { user: { email: user.email, role: user.role } };
}

export const meta: Route.MetaFunction = () => adminMeta(t("admin.nav.dashboard"));

/** Staff pages hold personal data: never cached, never indexed (child routes inherit this). */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

type NavItem = { to: string; label: MessageKey; icon: Icon; end?: boolean; roles?: readonly Role[] };

/** Listings and Content pages are added by their own routes (app/routes/admin/listings*, content*). */
export const ADMIN_NAV: readonly NavItem[] = [
  { to: "/admin", label: "admin.nav.dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/enquiries", label: "admin.nav.enquiries", icon: Inbox },
  { to: "/admin/listings", label: "admin.nav.listings", icon: Home },
  { to: "/admin/content", label: "admin.nav.content", icon: FileText },
  { to: "/admin/agencies", label: "admin.nav.agencies", icon: Building2 },
  { to: "/admin/agents", label: "admin.nav.agents", icon: UserRound },
  { to: "/admin/rates", label: "admin.nav.rates", icon: Coins },
  { to: "/admin/market", label: "admin.nav.market", icon: ClipboardList },
  { to: "/admin/home-layout", label: "admin.nav.homeLayout", icon: LayoutTemplate },
  { to: "/admin/settings", label: "admin.nav.settings", icon: Settings },
  { to: "/admin/users", label: "admin.nav.users", icon: Users, roles: ["admin"] },
  { to: "/admin/audit", label: "admin.nav.audit", icon: ClipboardList },
];

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  const items = ADMIN_NAV.filter((item) => !item.roles || item.roles.includes(user.role));
  return (
    <div className="bg-neutral-50">
      <div className="container-page flex flex-col gap-6 py-6 lg:flex-row lg:gap-8 lg:py-10">
        <aside className="lg:w-60 lg:shrink-0">
          <div className="mb-3 flex items-center gap-2 px-1 text-sm text-neutral-600">
            <ShieldCheck aria-hidden className="size-4 text-gold-700" />
            <span>
              {t("admin.signedInAs", { email: user.email })}{" "}
              <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">
                {t(user.role === "admin" ? "admin.role.admin" : "admin.role.editor")}
              </span>
            </span>
          </div>
          <nav aria-label={t("admin.nav.label")}>
            <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:flex-col lg:overflow-visible">
              {items.map((item) => (
                <li key={item.to} className="shrink-0">
                  <NavLink
                    to={item.to}
                    end={item.end}
                    prefetch="intent"
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-gold-600 ${
                        isActive ? "bg-navy text-white" : "text-neutral-700 hover:bg-white hover:text-ink"
                      }`
                    }
                  >
                    <item.icon aria-hidden className="size-4 shrink-0" />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** 403 (signed in without the role) and other failures, inside the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">
        {t(forbidden ? "admin.forbidden.title" : missing ? "admin.missing.title" : "error.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-neutral-600">
        {t(forbidden ? "admin.forbidden.text" : missing ? "admin.missing.text" : "error.text")}
      </p>
      <Link
        to={forbidden ? "/" : "/admin"}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-700"
      >
        {t(forbidden ? "admin.forbidden.home" : "admin.missing.back")}
      </Link>
    </main>
  );
}
