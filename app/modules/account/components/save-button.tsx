import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../../components/hydration";
import { Heart } from "../../../components/ui/icons";
import { lp, t } from "../../../i18n/i18n";
import { toggleSaved, useSavedIds, useSignedIn } from "../saved-store";

/**
 * The heart that saves a listing. It appears once the page is interactive; for an
 * anonymous visitor it leads to login (or sign-up, then login) and back to this page, where
 * the listing is then saved.
 */
export function SaveButton(props: { propertyId: string; title: string; variant?: "overlay" | "inline" }) {
  // The server's HTML never holds a heart.
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const { ids } = useSavedIds();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  if (!hydrated) return null;
  const saved = signedIn && ids.has(props.propertyId);
  const label = `${saved ? t("account.save.remove") : t("account.save.add")}: ${props.title}`;

  const onClick = async () => {
    if (!signedIn) {
      // Back here after login, with this listing saved (the login saves it: nothing is left to do here).
      const back = new URLSearchParams({
        redirectTo: `${location.pathname}${location.search}`,
        save: props.propertyId,
      });
      navigate(lp(`/login-signup?${back}`));
      return;
    }
    setFailed(!(await toggleSaved(props.propertyId, !saved)));
  };

  const overlay = props.variant !== "inline";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={signedIn ? saved : undefined}
      aria-label={label}
      title={failed ? t("account.save.failed") : label}
      data-saved={saved || undefined}
      className={
        overlay
          ? "absolute end-3 top-3 z-10 grid size-11 place-items-center rounded-full bg-white/90 text-ink shadow-soft backdrop-blur transition hover:scale-105 hover:bg-white data-saved:text-error"
          : "ms-auto -my-2.5 inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold text-ink ring-1 ring-neutral-300 transition-colors hover:bg-sand hover:ring-gold data-saved:text-error"
      }
    >
      <Heart aria-hidden className={`size-5 ${saved ? "fill-current" : ""}`} />
      {overlay ? null : <span>{saved ? t("account.save.remove") : t("account.save.add")}</span>}
    </button>
  );
}
