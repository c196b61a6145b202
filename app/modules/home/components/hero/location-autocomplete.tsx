import { useEffect, useId, useRef, useState } from "react";
import { useTakeEarlyInput } from "../../../../components/hydration";
import type { FieldAria } from "../../../../components/ui/field";
import { MapPin } from "../../../../components/ui/icons";
import { currentLanguage, t } from "../../../../i18n/i18n";
import { locationLabelOf, type Place } from "../../hero-query";

/** A place as /api/location/search answers it with `lang`: its label in the page's language too. */
type Suggestion = Place & { name?: string; lang?: string };

const DEBOUNCE_MS = 150;
const MAX_QUERY = 80;

/**
 * The "Search Location" field: an ARIA 1.2 combobox over /api/location/search. Without
 * JavaScript it is a plain text field named `locationlable`.
 */
export function LocationAutocomplete(props: {
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (place: Place) => void;
  /** Form name of the text field (the hero's is `locationlable`). */
  name?: string;
  /**
   * Where suggestions come from: our places (the searches') by default; "world" adds cities
   * and countries anywhere after them (/api/location/places: where a person lives).
   */
  places?: "ours" | "world";
  required?: boolean;
  /**
   * Inside a Field, whose visible label names the input: the id, aria-invalid and
   * aria-describedby it hands its control. Without it, a screen-reader-only label does.
   */
  field?: FieldAria;
}) {
  const { text, onSelect, places: source } = props;
  const [places, setPlaces] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState(false);
  const [active, setActive] = useState(-1);
  // Text the visitor typed (not text a choice wrote into the field) is what gets looked up.
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  // What was typed before the page hydrated: the owner's state takes it (see useTakeEarlyInput).
  useTakeEarlyInput(() => {
    const before = input.current?.value;
    if (before === undefined || before === text) return;
    typed.current = true;
    props.onTextChange(before);
  });

  useEffect(() => {
    const q = text.trim().slice(0, MAX_QUERY);
    if (!typed.current || !q) {
      setPlaces([]);
      setSearched(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const lang = currentLanguage();
        // Other languages ask for names in theirs (decision 011); English asks as the original site does.
        const named = lang === "en" ? "" : `&lang=${lang}`;
        const endpoint = source === "world" ? "/api/location/places" : "/api/location/search";
        const res = await fetch(`${endpoint}?q=${encodeURIComponent(q)}${named}`, {
          signal: controller.signal,
        });
        const body: { data?: Suggestion[] } = res.ok ? await res.json() : {};
        setPlaces(Array.isArray(body.data) ? body.data : []);
        setSearched(true);
        setActive(-1);
        setOpen(document.activeElement === input.current);
      } catch {
        // Aborted by newer typing, or offline: the field still works as free text.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, source]);

  const choose = (place: Suggestion) => {
    typed.current = false;
    const title = place.locationvaluetitle;
    props.onTextChange(title);
    // A translated title is for reading; the search sends the place's English label.
    onSelect({ ...place, locationlabel: place.name ? place.locationlabel : locationLabelOf(title) });
    setOpen(false);
    setActive(-1);
  };

  const expanded = open && places.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div className="relative">
      {props.field ? null : (
        <label htmlFor={`${listId}-input`} className="sr-only">
          {t("hero.location")}
        </label>
      )}
      <MapPin
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-gold-700"
      />
      <input
        ref={input}
        id={props.field?.id ?? `${listId}-input`}
        name={props.name ?? "locationlable"}
        type="text"
        required={props.required}
        aria-describedby={props.field?.["aria-describedby"]}
        aria-invalid={props.field?.["aria-invalid"]}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder={t("hero.searchLocation")}
        value={text}
        onChange={(event) => {
          typed.current = true;
          props.onTextChange(event.target.value);
        }}
        onBlur={() => setOpen(false)}
        onFocus={() => places.length > 0 && setOpen(true)}
        onKeyDown={(event) => {
          const count = places.length;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (!count) return;
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            setOpen(true);
            setActive((i) => (!expanded ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            const place = places[active];
            if (place) choose(place);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
        className="h-12 w-full rounded-lg border border-neutral-300 bg-white ps-10 pe-3 text-base text-ink outline-none placeholder:text-neutral-500 focus:border-navy aria-invalid:border-error md:text-sm"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("hero.location")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-y-auto rounded-[12px] border border-neutral-200 bg-white p-1 shadow-soft"
      >
        {places.map((place, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options of an aria-activedescendant combobox: focus stays in the field, which handles the keys
          <div
            key={`${place.locationvaluetitle}|${place.latitude}|${place.longitude}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps focus in the field, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            onMouseMove={() => setActive(i)}
            className="flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm aria-selected:bg-sand"
          >
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-400" />
            <span lang={place.lang ?? "en"}>
              <span className="block font-semibold text-ink">{place.name ?? place.locationlabel}</span>
              <span className="block text-xs text-neutral-600">{place.address}</span>
            </span>
          </div>
        ))}
      </div>
      {open && searched && places.length === 0 ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-2 rounded-[12px] border border-neutral-200 bg-white px-4 py-3 text-sm text-neutral-600 shadow-soft"
        >
          {t("hero.noLocations")}
        </p>
      ) : null}
    </div>
  );
}
