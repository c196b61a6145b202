import { Plus } from "../../../components/ui/icons";
import { lp, t } from "../../../i18n/i18n";

/**
 * Adds a listing to the compare list: a plain form post (the listing in the action's address), so
 * it works without JavaScript and the cached page it sits on holds nothing of the visitor's. The
 * compare page answers, with a link back to where the visitor was (decision 060).
 */
export function CompareButton(props: {
  propertyId: string;
  title: string;
  /** `lang` of the title where it is shown in English on a page of another language (storedLang). */
  titleLang?: string;
  variant?: "card" | "inline";
}) {
  const card = props.variant !== "inline";
  return (
    <form method="post" action={lp(`/compare?add=${props.propertyId}`)} className={card ? "card-compare-form" : ""}>
      <button
        type="submit"
        className={
          card
            ? "card-compare"
            : "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold text-ink ring-1 ring-neutral-300 transition-colors hover:bg-sand hover:ring-gold"
        }
        title={card ? t("compare.add") : undefined}
        data-testid="compare-add"
      >
        <Plus aria-hidden className="size-4" />
        <span className={card ? "card-compare-label" : undefined}>{t("compare.add")}</span>
        <span className="sr-only">
          : <span lang={props.titleLang}>{props.title}</span>
        </span>
      </button>
    </form>
  );
}
