import { t } from "../../../../i18n/i18n";
import { LISTING_PURPOSES, type ListingPurpose } from "../../../property/purpose";

const LABELS = { sale: "purpose.sale", rent: "purpose.rent" } as const;

/**
 * Buy | Rent as a segmented control: two native radio buttons named `purpose`, so the
 * choice is a form field before JavaScript and arrow keys move between the two. Uncontrolled:
 * the form is read when it is sent (purposeIn), so a choice made before the page hydrated stays.
 */
export function PurposeToggle(props: { defaultValue: ListingPurpose; className?: string }) {
  return (
    <fieldset
      data-testid="purpose-toggle"
      className={`inline-flex h-12 shrink-0 rounded-lg bg-sand p-1 ring-1 ring-sand-200 ${props.className ?? ""}`}
    >
      <legend className="sr-only">{t("purpose.label")}</legend>
      {LISTING_PURPOSES.map((purpose) => (
        <label key={purpose} className="relative flex flex-1">
          <input
            type="radio"
            name="purpose"
            value={purpose}
            defaultChecked={props.defaultValue === purpose}
            className="peer sr-only"
          />
          <span className="flex min-w-16 flex-1 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-bold text-navy transition-colors peer-checked:bg-navy peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold hover:text-ink peer-checked:hover:text-white">
            {t(LABELS[purpose])}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The purpose chosen in a submitted form that holds a PurposeToggle. */
export function purposeIn(form: FormData): ListingPurpose {
  const chosen = form.get("purpose");
  return LISTING_PURPOSES.find((purpose) => purpose === chosen) ?? "sale";
}
