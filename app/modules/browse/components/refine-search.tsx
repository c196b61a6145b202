import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "../../../components/hydration";
import { BadgeCheck, ChevronDown, RotateCcw, Search, SlidersHorizontal } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formatNumber, languageName } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { spokenLanguageChoices } from "../../agent/languages";
import { SQM_PER_SQFT } from "../../area/area";
import type { AreaUnit } from "../../area/unit";
import { useAreaUnit } from "../../area/use-area-unit";
import { currencySymbol, type DisplayCurrency, isDisplayCurrency } from "../../currency/currency";
import { useCurrency } from "../../currency/currency-context";
import { CurrencySelect } from "../../home/components/hero/currency-select";
import { Dropdown } from "../../home/components/hero/dropdown";
import { LocationAutocomplete } from "../../home/components/hero/location-autocomplete";
import { PriceRange } from "../../home/components/hero/price-range";
import { PurposeToggle, purposeIn } from "../../home/components/hero/purpose-toggle";
import { type PropertyType, TypeOptions } from "../../home/components/hero/type-options";
import { locationLabelOf, type Place, parsePriceInput, priceLabel } from "../../home/hero-query";
import type { ShownName } from "../../location/match";
import { COMPLETION_STATUSES, FURNISHINGS } from "../../property/permit";
import { hrefWith, type PageParams, purposeOf, purposeParam } from "../query";

/** Getters: read at render time, in the page's language. */
const TEXT = {
  get form() {
    return t("browse.refine.title");
  },
  get bedrooms() {
    return t("browse.refine.bedrooms");
  },
  get any() {
    return t("browse.refine.any");
  },
  get studio() {
    return t("browse.refine.studio");
  },
  get update() {
    return t("browse.refine.update");
  },
  get clear() {
    return t("browse.refine.clear");
  },
};

/** The trust filters (decision 013) under "More filters": read from the address, kept as they are. */
const MORE_PARAMS = ["completionStatus", "furnishing", "verified", "agentLanguage"] as const;

/** The size range, typed in the page's unit; `unit` names it in the address (decision 061). */
const SIZE_PARAMS = ["minSize", "maxSize", "unit"] as const;

/** "at least N bedrooms": the values of the bedrooms parameter the bar offers. */
const BEDROOM_CHOICES = ["0", "1", "2", "3", "4", "5"] as const;

/** The place words kept from the address while the visitor has not typed a new location. */
const PLACE_PARAMS = ["country", "state", "district"] as const;

/** Kept as they are: how the visitor reads the list, not what it holds. Page goes back to 1. */
// The map view (decision 015) stays on the map, over the same area, when the filters change;
// an agency's listings stay that agency's (the bar has no field for it; "Clear all" drops it).
const KEPT_PARAMS = ["sort", "limit", "view", "bbox", "zoom", "polygon", "agency"] as const;

/**
 * The refine bar over a search's results: location, type, price range with currency and
 * bedrooms, pre-filled from the address. A plain GET form to `path` (works without
 * JavaScript, names as the address reads them); once hydrated, submitting navigates to
 * the address built from the form, leaving out blank fields. "Clear all" is `path` bare.
 */
export function RefineSearch(props: {
  path: string;
  params: PageParams;
  types: PropertyType[];
  /** The address's place in the page's language, for the location field. */
  place?: ShownName | null;
}) {
  const { path, params } = props;
  const navigate = useNavigate();
  const { currency: displayCurrency, setCurrency: chooseDisplayCurrency } = useCurrency();
  const areaUnit = useAreaUnit();
  const id = useId();

  // The field shows the place in the page's language; the address keeps its English label.
  const addressPlace = params.locationlable ?? params.locationlabel;
  const initialText = props.place?.text ?? addressPlace ?? "";
  const [text, setText] = useState(initialText);
  const [place, setPlace] = useState<Place | null>(null);
  // Typing a new location drops the address's country, state and district.
  const keepsPlace = place === null && text === initialText;

  const types = typeChoices(props.types, params.type);
  const [type, setType] = useState(() => selectedType(types, params.type));
  const [typeOpen, setTypeOpen] = useState(false);

  const [minPrice, setMinPrice] = useState(() => bound(params.minPrice));
  const [maxPrice, setMaxPrice] = useState(() => bound(params.maxPrice));
  const [priceOpen, setPriceOpen] = useState(false);
  // Prices in the address without a currency are INR (the search's default).
  const [currency, setCurrency] = useState<DisplayCurrency>(() =>
    params.currency && isDisplayCurrency(params.currency.toUpperCase())
      ? (params.currency.toUpperCase() as DisplayCurrency)
      : params.minPrice || params.maxPrice
        ? "INR"
        : displayCurrency,
  );
  const initialBedrooms = /^\d{1,2}$/.test(params.bedrooms?.trim() ?? "") ? String(Number(params.bedrooms)) : "";
  // A count the bar does not offer (e.g. bedrooms=7 typed into the address) stays choosable.
  const bedroomChoices: string[] = [...BEDROOM_CHOICES];
  if (initialBedrooms && !bedroomChoices.includes(initialBedrooms)) bedroomChoices.push(initialBedrooms);

  // Tests wait for it; before that the form is a plain GET form.
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = form.get(name);
      return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
    };
    const next: PageParams = {};
    const set = (name: string, v: string | undefined) => {
      if (v !== undefined && v !== "") next[name] = v;
    };
    if (place) {
      set("country", place.country);
      set("state", place.state);
      set("district", place.district);
      set("locationlable", place.locationlabel);
    } else {
      for (const name of PLACE_PARAMS) set(name, value(name));
      set("locationlable", keepsPlace ? addressPlace : locationLabelOf(text) || undefined);
    }
    set("type", value("type"));
    set("purpose", purposeParam(purposeIn(form), next.type));
    set("minPrice", value("minPrice"));
    set("maxPrice", value("maxPrice"));
    // The currency chosen here is the page's display currency, as the header's choice is: the
    // address names it (as the form does without JavaScript) and the visitor's cookie keeps it.
    // One the page shows already stays out of the address unless a price or the address had it.
    const chosen = value("currency");
    if (chosen !== displayCurrency || next.minPrice || next.maxPrice || params.currency) set("currency", chosen);
    if (chosen && chosen !== displayCurrency && isDisplayCurrency(chosen)) chooseDisplayCurrency(chosen);
    set("bedrooms", value("bedrooms"));
    for (const name of SIZE_PARAMS) set(name, value(name));
    for (const name of MORE_PARAMS) set(name, value(name));
    for (const name of KEPT_PARAMS) set(name, value(name));
    navigate(lp(hrefWith(path, next)));
  };

  const typeLabel = types.find((c) => c.id === type)?.value ?? t("hero.allType");
  const active = activeFilters(params);
  // Clearing the filters keeps the display currency and the area unit the address named.
  const kept = params.currency?.toUpperCase() ?? "";
  const clearHref = hrefWith(
    path,
    {},
    { currency: isDisplayCurrency(kept) ? kept : undefined, unit: isAreaUnit(params.unit) ? params.unit : undefined },
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form itself keeps one landmark with one name
    <form
      method="get"
      action={lp(path)}
      role="search"
      aria-label={TEXT.form}
      onSubmit={submit}
      data-hydrated={hydrated || undefined}
      data-testid="refine-search"
      className="mt-6 rounded-[12px] bg-white p-3 text-ink shadow-soft ring-1 ring-sand-200 md:p-4"
    >
      {keepsPlace
        ? PLACE_PARAMS.map((name) =>
            params[name] ? <input key={name} type="hidden" name={name} value={params[name]} /> : null,
          )
        : null}
      {KEPT_PARAMS.map((name) =>
        params[name] ? <input key={name} type="hidden" name={name} value={params[name]} /> : null,
      )}
      {/* On a phone the fields fill the first screen: they wait behind one button that says how
          many filters are on (a native disclosure, so it opens without JavaScript); from 768 px
          they are always shown and the button is not (refine-panel in app.css). */}
      <details className="refine-panel group/refine" data-testid="refine-panel">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-lg px-2 font-bold text-navy hover:bg-sand [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden className="size-4" />
          {t("browse.refine.filters")}
          {active > 0 ? (
            <span className="inline-grid min-w-6 place-items-center rounded-full bg-navy px-1.5 text-xs font-bold text-white tabular">
              <span aria-hidden>{formatNumber(active)}</span>
              <span className="sr-only">{t("browse.refine.active", { count: active })}</span>
            </span>
          ) : null}
          <ChevronDown aria-hidden className="ms-auto size-4 transition-transform group-open/refine:rotate-180" />
        </summary>
        <div className="max-md:mt-3">
          {/* Above the fields, as tabs: in the row it left the place box a few pixels at 1280 px. */}
          <PurposeToggle defaultValue={purposeOf(params)} className="mb-3 w-full sm:w-auto" />
          {/* One row only from 1280 px: between 992 and 1280 px the row squeezed the place box to nothing. */}
          <div className="flex flex-col gap-3 2xl:flex-row 2xl:items-center">
            <div className="min-w-0 2xl:flex-1">
              <LocationAutocomplete
                text={text}
                onTextChange={(next) => {
                  setText(next);
                  setPlace(null);
                }}
                onSelect={setPlace}
              />
            </div>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap 2xl:flex-nowrap">
              <Dropdown
                label={typeLabel}
                open={typeOpen}
                onOpenChange={setTypeOpen}
                className="min-w-0 sm:flex-1 2xl:w-36 2xl:flex-none"
              >
                <TypeOptions
                  types={types}
                  value={type}
                  name="type"
                  onChange={setType}
                  onPick={() => setTypeOpen(false)}
                />
              </Dropdown>
              <Dropdown
                label={priceLabel(minPrice, maxPrice, currencySymbol(currency))}
                open={priceOpen}
                onOpenChange={setPriceOpen}
                className="min-w-0 sm:flex-1 2xl:w-52 2xl:flex-none"
                panelClassName="end-0 w-80 max-w-[calc(100vw-2rem)]"
              >
                <PriceRange
                  named
                  min={minPrice}
                  max={maxPrice}
                  onChange={(min, max) => {
                    setMinPrice(min);
                    setMaxPrice(max);
                  }}
                />
              </Dropdown>
              <CurrencySelect
                name="currency"
                value={currency}
                onChange={setCurrency}
                className="min-w-0 sm:w-28 sm:shrink-0"
              />
              {/* As wide as its longest choice ("Bedrooms: Any", "غرف النوم: الكل"): a fixed width cut it off. */}
              <div className="relative min-w-0 sm:shrink-0">
                <label htmlFor={`${id}-bedrooms`} className="sr-only">
                  {TEXT.bedrooms}
                </label>
                <select
                  id={`${id}-bedrooms`}
                  name="bedrooms"
                  defaultValue={initialBedrooms}
                  className="h-12 w-full cursor-pointer appearance-none rounded-lg border border-neutral-300 bg-white ps-3 pe-9 text-sm font-semibold text-ink hover:border-navy"
                >
                  <option value="">
                    {TEXT.bedrooms}: {TEXT.any}
                  </option>
                  {bedroomChoices.map((b) => (
                    <option key={b} value={b}>
                      {b === "0" ? TEXT.studio : `${b}+`}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  aria-hidden
                  className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
                />
              </div>
            </div>
            {/* Wraps: in Russian both buttons side by side are wider than a phone. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                type="submit"
                className="flex h-12 flex-1 items-center justify-center gap-2 rounded-lg bg-gold px-5 font-bold whitespace-nowrap text-ink transition-colors hover:bg-gold-600 2xl:flex-none"
              >
                <Search aria-hidden className="size-4" />
                {TEXT.update}
              </button>
              <Link
                to={lp(clearHref)}
                className="inline-flex h-12 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-navy underline-offset-4 hover:underline"
              >
                <RotateCcw aria-hidden className="size-4" />
                {TEXT.clear}
              </Link>
            </div>
          </div>
          <MoreFilters params={params} id={id} unit={areaUnit} />
        </div>
      </details>
    </form>
  );
}

/**
 * Completion, furnishing, verified only and the agent's language: a native disclosure, so it
 * opens and submits without JavaScript; open from the start when the address sets one.
 */
function MoreFilters({ params, id, unit }: { params: PageParams; id: string; unit: AreaUnit }) {
  const open = [...MORE_PARAMS, "minSize", "maxSize"].some((name) => params[name]);
  // Sizes in the address are in its unit (sq ft without one); the fields show the page's unit.
  const typedIn = isAreaUnit(params.unit) ? params.unit : "sqft";
  const sizeValue = (name: "minSize" | "maxSize") => {
    const text = params[name]?.trim() ?? "";
    return /^\d{1,9}$/.test(text) ? String(convertTyped(Number(text), typedIn, unit)) : text;
  };
  const unitName = t(`unit.${unit}`);
  const verified = params.verified === "1" || params.verified === "true";
  const select =
    "h-11 w-full cursor-pointer appearance-none rounded-lg border border-neutral-300 bg-white ps-3 pe-9 text-sm font-semibold text-ink hover:border-navy";
  const chevron = "pointer-events-none absolute end-3 bottom-3.5 size-4 text-neutral-500";
  const label = "mb-1 block text-xs font-semibold uppercase tracking-wide text-neutral-600";
  return (
    <details open={open} className="group mt-3 border-t border-neutral-200 pt-3" data-testid="more-filters">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-sm font-semibold text-navy hover:bg-sand [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-4" />
        {t("browse.refine.more")}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-end 2xl:grid-cols-5">
        <div className="relative">
          <label htmlFor={`${id}-completion`} className={label}>
            {t("browse.refine.completion")}
          </label>
          <select
            id={`${id}-completion`}
            name="completionStatus"
            defaultValue={params.completionStatus ?? ""}
            className={select}
          >
            <option value="">{t("browse.refine.any")}</option>
            {COMPLETION_STATUSES.map((c) => (
              <option key={c} value={c}>
                {t(`trust.completion.${c}`)}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden className={chevron} />
        </div>
        <div className="relative">
          <label htmlFor={`${id}-furnishing`} className={label}>
            {t("browse.refine.furnishing")}
          </label>
          <select id={`${id}-furnishing`} name="furnishing" defaultValue={params.furnishing ?? ""} className={select}>
            <option value="">{t("browse.refine.any")}</option>
            {FURNISHINGS.map((f) => (
              <option key={f} value={f}>
                {t(`trust.furnishing.${f}`)}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden className={chevron} />
        </div>
        <div className="relative">
          <label htmlFor={`${id}-agent-language`} className={label}>
            {t("browse.refine.agentLanguage")}
          </label>
          <select
            id={`${id}-agent-language`}
            name="agentLanguage"
            defaultValue={params.agentLanguage?.trim().toLowerCase() ?? ""}
            className={select}
          >
            <option value="">{t("browse.refine.any")}</option>
            {spokenLanguageChoices(params.agentLanguage).map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden className={chevron} />
        </div>
        <fieldset className="min-w-0">
          <legend className={label}>{t("browse.refine.size", { unit: unitName })}</legend>
          {/* The unit the two fields are typed in; in the address only when it is not the default. */}
          {unit !== "sqft" || params.unit ? <input type="hidden" name="unit" value={unit} /> : null}
          <div className="grid grid-cols-2 gap-2">
            {(["minSize", "maxSize"] as const).map((name) => (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="sr-only">
                  {`${t(name === "minSize" ? "browse.refine.minSize" : "browse.refine.maxSize")} (${unitName})`}
                </label>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  placeholder={t(name === "minSize" ? "browse.refine.minSize" : "browse.refine.maxSize")}
                  defaultValue={sizeValue(name)}
                  className="h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-ink tabular placeholder:text-neutral-500 hover:border-navy"
                />
              </div>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-ink hover:border-navy">
          <input
            type="checkbox"
            name="verified"
            value="1"
            defaultChecked={verified}
            className="size-4 accent-navy"
            data-testid="verified-only"
          />
          <BadgeCheck aria-hidden className="size-4 text-success" />
          {t("browse.refine.verifiedOnly")}
        </label>
      </div>
    </details>
  );
}

/** How many filters the address sets: the place, type, price range, bedrooms and each of More filters. */
function activeFilters(params: PageParams): number {
  const place = params.locationlable || params.locationlabel || params.district || params.state || params.country;
  const price = params.minPrice || params.maxPrice;
  const size = params.minSize || params.maxSize;
  return [place, params.type, price, params.bedrooms, size, ...MORE_PARAMS.map((name) => params[name])].filter(Boolean)
    .length;
}

/** A price bound from the address: a number of at least 0, or none. */
function bound(value: string | undefined): number | null {
  return parsePriceInput(value ?? "") ?? null;
}

/**
 * The type dropdown's options: the property types, plus the address's own `type` when it
 * is none of them (a segment such as Residential), so submitting keeps it.
 */
function typeChoices(types: PropertyType[], current: string | undefined): PropertyType[] {
  if (!current || selectedType(types, current)) return types;
  return [{ id: current, value: current }, ...types];
}

/** The option an address's `type` (an id or a name in any case) selects; "" for all types. */
function selectedType(types: PropertyType[], current: string | undefined): string {
  if (!current) return "";
  const lower = current.toLowerCase();
  return types.find((c) => c.id === current || (c.english ?? c.value).toLowerCase() === lower)?.id ?? "";
}

function isAreaUnit(value: unknown): value is AreaUnit {
  return value === "sqft" || value === "sqm";
}

/** A size typed in `from`, as the other unit shows it: the form reopens in the visitor's unit (decision 061). */
export function convertTyped(value: number, from: AreaUnit, to: AreaUnit): number {
  if (from === to) return value;
  return from === "sqft" ? Math.round(value * SQM_PER_SQFT) : Math.round(value / SQM_PER_SQFT);
}
