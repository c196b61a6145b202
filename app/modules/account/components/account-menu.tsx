import { useEffect, useRef } from "react";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import { ChevronDown, LogIn, LogOut, UserRound } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";

const RING =
  "rounded-full text-ink ring-1 ring-neutral-300 transition-colors hover:bg-sand hover:ring-gold group-data-scrolled:text-white group-data-scrolled:ring-white/25 group-data-scrolled:hover:bg-white/10 group-data-scrolled:hover:ring-gold";

/**
 * The header's account corner: "Log in" for anonymous visitors; the user's name with
 * My profile and Log out once signed in. The name comes from the root loader, which
 * reads it only when a session cookie is present.
 */
export function AccountMenu() {
  const root = useRouteLoaderData("root") as { user?: { firstName: string } } | undefined;
  const user = root?.user;
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // The menu closes when the visitor goes somewhere (a <details> would stay open).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  if (!user) {
    return (
      <Link
        to={lp("/login-signup")}
        aria-label={t("account.headerLogin")}
        className={`inline-flex h-11 min-w-11 items-center justify-center gap-2 px-3 text-sm font-bold xl:px-4 ${RING}`}
      >
        <LogIn aria-hidden className="size-[1.125rem]" />
        <span className="max-xl:sr-only">{t("account.headerLogin")}</span>
      </Link>
    );
  }
  return (
    <details ref={details} className="relative">
      <summary
        aria-label={t("account.headerMenu", { name: user.firstName })}
        className={`inline-flex h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 px-3 text-sm font-bold [&::-webkit-details-marker]:hidden ${RING}`}
      >
        <UserRound aria-hidden className="size-[1.125rem]" />
        <span data-testid="account-name" className="max-w-32 truncate max-xl:sr-only">
          {user.firstName}
        </span>
        <ChevronDown aria-hidden className="size-4 max-xl:hidden" />
      </summary>
      <div className="absolute end-0 top-full z-50 mt-2 w-52 rounded-card border border-neutral-200 bg-white p-1.5 text-ink shadow-soft">
        <Link
          to={lp("/usre-profile1")}
          className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold hover:bg-sand"
        >
          <UserRound aria-hidden className="size-4 text-gold-700" />
          {t("account.headerProfile")}
        </Link>
        <Form method="post" action={lp("/login-signup")}>
          <input type="hidden" name="intent" value="logout" />
          <button
            type="submit"
            className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm font-semibold hover:bg-sand"
          >
            <LogOut aria-hidden className="size-4 text-gold-700" />
            {t("account.headerLogout")}
          </button>
        </Form>
      </div>
    </details>
  );
}
