import { type RefObject, useState } from "react";
import { X } from "../../../../components/ui/icons";
import { t } from "../../../../i18n/i18n";
import type { DisplayCurrency } from "../../../currency/currency";
import { CurrencySelect } from "./currency-select";
import { PriceRange } from "./price-range";
import { type PropertyType, TypeOptions } from "./type-options";

export type Filters = { type: string; minPrice: number | null; maxPrice: number | null; currency: DisplayCurrency };

/**
 * "Filter Properties" for small screens: a native modal <dialog> (focus moves in, Escape
 * closes, the page behind is inert). It edits a copy; Apply Filters hands the copy back,
 * Close drops it. Rendered only while open, so every opening starts from the form's values.
 */
export function FilterDialog(props: {
  dialog: RefObject<HTMLDialogElement | null>;
  open: boolean;
  initial: Filters;
  types: PropertyType[];
  onApply: (filters: Filters) => void;
  onClose: () => void;
}) {
  return (
    <dialog
      ref={props.dialog}
      aria-labelledby="hero-filter-title"
      onClose={props.onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[12px] bg-white p-0 text-ink shadow-soft backdrop:bg-ink/60"
    >
      {props.open ? <FilterForm {...props} /> : null}
    </dialog>
  );
}

function FilterForm(props: {
  dialog: RefObject<HTMLDialogElement | null>;
  initial: Filters;
  types: PropertyType[];
  onApply: (filters: Filters) => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const close = () => props.dialog.current?.close();
  return (
    <div className="flex max-h-[85dvh] flex-col">
      <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4">
        <h2 id="hero-filter-title" className="text-lg font-bold">
          {t("hero.filterProperties")}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t("hero.close")}
          className="grid size-11 place-items-center rounded-full text-neutral-600 hover:bg-sand"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="grid gap-6 overflow-y-auto px-5 py-4">
        <section>
          <h3 className="mb-2 text-sm font-semibold">{t("hero.propertyType")}</h3>
          <TypeOptions
            types={props.types}
            value={draft.type}
            name="hero-dialog-type"
            onChange={(type) => setDraft((d) => ({ ...d, type }))}
          />
        </section>
        <section>
          <h3 className="mb-2 text-sm font-semibold">{t("hero.priceRange")}</h3>
          <PriceRange
            min={draft.minPrice}
            max={draft.maxPrice}
            onChange={(minPrice, maxPrice) => setDraft((d) => ({ ...d, minPrice, maxPrice }))}
          />
        </section>
        <section>
          <label htmlFor="hero-dialog-currency" className="mb-2 block text-sm font-semibold">
            {t("hero.currency")}
          </label>
          <CurrencySelect
            id="hero-dialog-currency"
            value={draft.currency}
            onChange={(currency) => setDraft((d) => ({ ...d, currency }))}
            className="w-full"
          />
        </section>
      </div>
      <div className="flex gap-3 border-t border-neutral-200 px-5 py-4">
        <button
          type="button"
          onClick={close}
          className="h-11 flex-1 rounded-lg border border-neutral-300 font-semibold text-ink hover:border-navy"
        >
          {t("hero.close")}
        </button>
        <button
          type="button"
          onClick={() => {
            props.onApply(draft);
            close();
          }}
          className="h-11 flex-1 rounded-lg bg-navy font-semibold text-white hover:bg-navy-700"
        >
          {t("hero.applyFilters")}
        </button>
      </div>
    </div>
  );
}
