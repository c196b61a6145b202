import { useId, useRef, useState } from "react";
import { useTakeEarlyInput } from "../../../../components/hydration";
import { Search } from "../../../../components/ui/icons";
import { t } from "../../../../i18n/i18n";
import { type InEnglish, storedLang } from "../../../../i18n/stored";

/** A property type: its name in the page's language, and in English as addresses spell it. */
export type PropertyType = { id: string; value: string; english?: string } & InEnglish;

/**
 * The property types as a radio group with a filter box ("Search Category"). Radios keep
 * it usable without JavaScript (the group is the form's `type` field) and give arrow-key
 * navigation for free. `onPick` fires for a deliberate choice (click, Enter), not for
 * arrow-key moves, so a popup can close then.
 */
export function TypeOptions(props: {
  types: PropertyType[];
  value: string;
  name: string;
  onChange: (id: string) => void;
  onPick?: () => void;
}) {
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // A type picked before the page hydrated: the owner's state takes it (see useTakeEarlyInput).
  // A filter typed then is not taken: it filtered nothing then, and could hide the type picked.
  useTakeEarlyInput(() => {
    const picked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (picked && picked.value !== props.value) props.onChange(picked.value);
  });
  const needle = filter.trim().toLowerCase();
  const shown = needle ? props.types.filter((type) => type.value.toLowerCase().includes(needle)) : props.types;
  const options = [{ id: "", value: t("hero.allType") }, ...shown];
  return (
    <fieldset ref={group}>
      <legend className="sr-only">{t("hero.propertyType")}</legend>
      <label htmlFor={filterId} className="sr-only">
        {t("hero.searchCategory")}
      </label>
      <div className="relative mb-2">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
        />
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder={t("hero.searchCategory")}
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
          className="h-10 w-full rounded-lg border border-neutral-300 ps-9 pe-3 text-sm outline-none focus:border-navy"
        />
      </div>
      <div className="max-h-[300px] overflow-y-auto overscroll-contain">
        {options.map((type) => (
          <label
            key={type.id || "all"}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-sand has-[:checked]:font-semibold has-[:checked]:text-navy"
          >
            <input
              type="radio"
              name={props.name}
              value={type.id}
              checked={props.value === type.id}
              onChange={() => props.onChange(type.id)}
              onClick={(event) => event.detail > 0 && props.onPick?.()}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                props.onPick?.();
              }}
              className="size-4 accent-navy"
            />
            {type.id ? <span lang={storedLang(type, "value")}>{type.value}</span> : type.value}
          </label>
        ))}
        {shown.length === 0 ? <p className="px-2 py-2 text-sm text-neutral-600">{t("hero.noCategories")}</p> : null}
      </div>
    </fieldset>
  );
}
