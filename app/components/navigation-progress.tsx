import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { t } from "../i18n/i18n";

/** Shown only after this long, so a quick navigation does not flash it. */
const DELAY_MS = 150;

/**
 * A thin bar across the top of the window while a client navigation loads the next page:
 * the address changes only when it has arrived, and without a sign a click looks ignored.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("shell.loadingPage")}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-gold/25"
    >
      <div className="h-full w-1/3 animate-nav-progress bg-gold rtl:[animation-direction:reverse] motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
