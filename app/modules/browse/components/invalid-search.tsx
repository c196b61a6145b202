import { CircleAlert } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { lp, t } from "../../../i18n/i18n";
import type { FieldError } from "../browse.server";

/** A search address with a value the schema refused: each message names its field. */
export function InvalidSearch(props: { errors: FieldError[]; resetHref: string }) {
  return (
    <div
      role="alert"
      data-testid="invalid-search"
      className="my-10 rounded-[var(--radius-card)] border border-error/30 bg-red-50 p-6"
    >
      <h2 className="flex items-center gap-2 text-xl font-bold text-error">
        <CircleAlert aria-hidden className="size-5" />
        {t("browse.invalid.title")}
      </h2>
      <p className="mt-2 text-neutral-700">{t("browse.invalid.text")}</p>
      <ul className="mt-3 list-disc ps-5 text-neutral-800">
        {props.errors.map((e) => (
          <li key={e.field} data-field={e.field}>
            {/* English names the address's own parameter; other languages name the field in words. */}
            {e.label === e.field ? (
              <code className="font-semibold">{e.field}</code>
            ) : (
              <strong className="font-semibold">{e.label}</strong>
            )}
            : {e.message}
          </li>
        ))}
      </ul>
      <Link
        to={lp(props.resetHref)}
        className="mt-5 inline-flex min-h-11 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-ink"
      >
        {t("browse.invalid.reset")}
      </Link>
    </div>
  );
}
