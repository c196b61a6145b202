import { BadgeCheck } from "../../../components/ui/icons";
import { formatLongDateIn } from "../../../i18n/format";
import { t } from "../../../i18n/i18n";

/**
 * "Verified 12 November 2026": staff checked the listing against its permit (decision 013). The
 * date is Dubai's, so the server and every visitor's browser write the same day.
 */
export function VerifiedBadge({ at, className = "" }: { at: Date | string; className?: string }) {
  const date = formatLongDateIn(new Date(at), "Asia/Dubai");
  return (
    <span
      data-verified
      className={`inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-success shadow-sm ring-1 ring-success/25 ${className}`}
    >
      <BadgeCheck aria-hidden className="size-3.5 shrink-0" />
      {t("trust.verifiedOn", { date })}
    </span>
  );
}
