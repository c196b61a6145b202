import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { useHydrated } from "../../../components/hydration";
import { MapPin, Search, SlidersHorizontal } from "../../../components/ui/icons";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { currencySymbol } from "../../currency/currency";
import { useCurrencyChoice } from "../../currency/currency-context";
import { heroQueryOf, heroSearchUrl, type Place, priceLabel, SEARCH_PATH } from "../hero-query";
import type { HomeData } from "../home.server";
import { CurrencySelect } from "./hero/currency-select";
import { Dropdown } from "./hero/dropdown";
import { FilterDialog, type Filters } from "./hero/filter-dialog";
import { LocationAutocomplete } from "./hero/location-autocomplete";
import { PriceRange } from "./hero/price-range";
import { PurposeToggle, purposeIn } from "./hero/purpose-toggle";
import { type PropertyType, TypeOptions } from "./hero/type-options";

const MAX_TAGS = 3;

/**
 * The home page's first section: heading, tags and the property search. Server-rendered as
 * a GET form to /property-search, so it searches before (or without) JavaScript; once
 * hydrated, Search builds the address from the form's state (see hero-query.ts).
 */
export function HeroSearch(props: { hero: HomeData["hero"]; propertyTypes: HomeData["propertyTypes"] }) {
  const record = props.hero.ok ? props.hero.data[0] : undefined;
  // Failing property types are only logged, as on the original site: the list stays empty.
  const types: PropertyType[] = props.propertyTypes.ok
    ? props.propertyTypes.data.map((c) => ({ id: c.id, value: c.value }))
    : [];
  const [currency, setCurrency] = useCurrencyChoice();
  const navigate = useNavigate();

  const [text, setText] = useState("");
  const [place, setPlace] = useState<Place | null>(null);
  const [type, setType] = useState("");
  const [minPrice, setMinPrice] = useState<number | null>(null);
  const [maxPrice, setMaxPrice] = useState<number | null>(null);
  const [typeOpen, setTypeOpen] = useState(false);
  const [priceOpen, setPriceOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // Marks the form once React drives it (tests wait for it; before that it is a plain GET form).
  const hydrated = useHydrated();

  useEffect(() => {
    if (filtersOpen && !dialog.current?.open) dialog.current?.showModal();
  }, [filtersOpen]);

  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    moreButton.current?.focus();
  }, []);

  const typeLabel = types.find((c) => c.id === type)?.value ?? t("hero.allType");
  const price = priceLabel(minPrice, maxPrice, currencySymbol(currency));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const purpose = purposeIn(new FormData(event.currentTarget));
    const url = heroSearchUrl(heroQueryOf({ place, text, type, minPrice, maxPrice, currency, purpose }));
    // "See on map" is a second submit button (view=map): the same search, on the map (decision 015).
    const onMap = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "map";
    navigate(lp(onMap ? `${url}${url.includes("?") ? "&" : "?"}view=map#results-map` : url));
  };

  const applyFilters = (filters: Filters) => {
    setType(filters.type);
    setMinPrice(filters.minPrice);
    setMaxPrice(filters.maxPrice);
    if (filters.currency !== currency) setCurrency(filters.currency);
  };

  return (
    <section aria-labelledby="hero-title" className="relative isolate z-10 bg-ink text-white">
      <HeroBackdrop />
      <div className="container-page pt-14 pb-12 md:pt-24 md:pb-20">
        {/*
          Stored text can be English on an Arabic page (no translation yet): plaintext bidi keeps
          its full stop at its end, and storedLang marks such text lang="en".
        */}
        <div className="max-w-3xl">
          {record && record.tags.length > 0 ? (
            <p
              lang={storedLang(record, "tags")}
              className="mb-4 text-xs font-semibold uppercase tracking-[0.16em] text-gold [unicode-bidi:plaintext] md:text-sm"
            >
              {record.tags.slice(0, MAX_TAGS).join(" · ")}
            </p>
          ) : null}
          <h1
            id="hero-title"
            lang={storedLang(record, "title")}
            className="text-3xl font-extrabold [unicode-bidi:plaintext] md:text-4xl lg:text-[3.5rem]"
          >
            {record?.title ?? t("site.tagline")}
          </h1>
          {record?.subtitle ? (
            <p
              lang={storedLang(record, "subtitle")}
              className="mt-4 max-w-2xl text-base text-white/85 [unicode-bidi:plaintext] md:text-lg"
            >
              {record.subtitle}
            </p>
          ) : null}
        </div>

        {/* biome-ignore lint/a11y/useSemanticElements: role="search" on the form itself keeps one landmark with one name */}
        <form
          method="get"
          action={lp(SEARCH_PATH)}
          role="search"
          aria-label={t("hero.form")}
          onSubmit={submit}
          data-hydrated={hydrated || undefined}
          className="mt-8 rounded-[12px] bg-white p-3 text-ink shadow-soft md:mt-10 md:p-4"
        >
          <div className="flex flex-col gap-3 2xl:flex-row 2xl:items-center">
            <PurposeToggle defaultValue="sale" className="w-full sm:w-auto" />
            <div className="min-w-0 flex-1">
              <LocationAutocomplete
                text={text}
                onTextChange={(next) => {
                  setText(next);
                  setPlace(null);
                }}
                onSelect={setPlace}
              />
            </div>
            <div className="flex gap-3">
              <div className="hidden min-w-0 flex-1 gap-3 md:flex 2xl:flex-none">
                <Dropdown
                  label={typeLabel}
                  open={typeOpen}
                  onOpenChange={setTypeOpen}
                  className="min-w-0 flex-1 2xl:w-36 2xl:flex-none"
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
                  label={price}
                  open={priceOpen}
                  onOpenChange={setPriceOpen}
                  className="min-w-0 flex-1 2xl:w-60 2xl:flex-none"
                  panelClassName="end-0 w-80"
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
                <CurrencySelect name="currency" value={currency} onChange={setCurrency} className="w-28 shrink-0" />
              </div>
              <button
                ref={moreButton}
                type="button"
                onClick={() => setFiltersOpen(true)}
                aria-haspopup="dialog"
                className="flex h-12 flex-1 items-center justify-center gap-2 rounded-lg border border-neutral-300 px-4 font-semibold hover:border-navy md:hidden"
              >
                <SlidersHorizontal aria-hidden className="size-4" />
                {t("hero.more")}
              </button>
              {/* Search first: pressing Enter submits with the form's first submit button. */}
              <button
                type="submit"
                className="flex h-12 flex-1 items-center justify-center gap-2 rounded-lg bg-gold px-6 font-bold text-ink transition-colors hover:bg-gold-600 md:flex-none"
              >
                <Search aria-hidden className="size-4" />
                {t("hero.search")}
              </button>
              <button
                type="submit"
                name="view"
                value="map"
                className="flex h-12 w-12 shrink-0 items-center justify-center gap-2 rounded-lg border border-neutral-300 font-semibold text-navy hover:border-navy md:w-auto md:px-4"
                data-testid="hero-see-on-map"
              >
                <MapPin aria-hidden className="size-5 shrink-0 md:size-4" />
                {/* Phones show the pin alone (the row holds More and Search too); the words stay its name. */}
                <span className="max-md:sr-only">{t("hero.seeOnMap")}</span>
              </button>
            </div>
          </div>
        </form>

        <FilterDialog
          dialog={dialog}
          open={filtersOpen}
          initial={{ type, minPrice, maxPrice, currency }}
          types={types}
          onApply={applyFilters}
          onClose={closeFilters}
        />

        {record && record.popularEnquiries.length > 0 ? (
          <div className="mt-6 flex flex-wrap items-center gap-2 text-sm">
            <h2 className="me-1 font-semibold text-white/80">{t("hero.popularEnquiries")}:</h2>
            <ul className="flex flex-wrap gap-2">
              {record.popularEnquiries.map((item) => (
                <li key={`${item.name}|${item.link}`}>
                  <a
                    href={lp(item.link || "#")}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-9 items-center rounded-full border border-white/25 bg-white/10 px-3 text-white backdrop-blur-sm transition-colors hover:border-gold hover:text-gold"
                  >
                    <bdi lang={storedLang(record, "popularEnquiries")}>{item.name}</bdi>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The first popular location's skyline under an ink gradient; a plain gradient when there is none. */
function HeroBackdrop() {
  const home = useRouteLoaderData("routes/home") as Pick<HomeData, "locations"> | undefined;
  const imageId = home?.locations.ok ? home.locations.data.find((l) => l.imageId)?.imageId : undefined;
  return (
    <div aria-hidden className="absolute inset-0 -z-10 overflow-hidden bg-gradient-to-br from-navy to-ink">
      {imageId ? (
        <img
          src={`/media/${imageId}`}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="size-full object-cover"
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-b from-ink/70 via-ink/55 to-ink/85" />
    </div>
  );
}
