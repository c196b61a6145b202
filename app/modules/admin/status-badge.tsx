import { t } from "../../i18n/i18n";

const STATUS_STYLE: Record<string, string> = {
  New: "bg-gold/20 text-gold-700",
  Contacted: "bg-navy/10 text-navy",
  Qualified: "bg-success/10 text-success",
  Closed: "bg-neutral-200 text-neutral-700",
  Spam: "bg-error/10 text-error",
};

/** An enquiry's workflow status as a coloured pill. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status] ?? ""}`}>
      {t(`admin.status.${status}` as "admin.status.New")}
    </span>
  );
}
