import { CircleAlert } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { importNoteWords } from "../feed-words";

/**
 * The listing editor's word on a listing an agency's feed brought: that the feed owns it, and,
 * when the import left it waiting as a draft, why (its problem codes in words).
 */
export function ImportNote(props: { note: string; expiryUnknown: boolean }) {
  const problems = importNoteWords(props.note);
  return (
    <p
      role="status"
      data-import-note
      className="mb-4 flex items-start gap-2 rounded-lg bg-gold/15 px-4 py-3 text-sm text-ink ring-1 ring-gold/40"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-700" />
      <span>
        {problems.length > 0
          ? t("admin.feeds.importNote", { problems: problems.join("; ") })
          : t("admin.feeds.importedNote")}
        {props.expiryUnknown ? ` ${t("admin.feeds.expiryUnknown")}` : null}
      </span>
    </p>
  );
}
