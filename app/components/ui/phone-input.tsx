import { type ChangeEvent, useRef } from "react";
import { useTakeEarlyInput } from "../hydration";
import "../../i18n/en-pages";
import { currentLanguage } from "../../i18n/i18n";
import { LANGUAGES, type Language } from "../../i18n/languages";
import { kept, wordsIn } from "../../i18n/locale-format";
import { escapeHtml } from "./escape-html";
import type { FieldAria } from "./field";
import { ChevronDown } from "./icons";

/** ISO code and calling code of each country the picker offers. India first: it is the default (as on the original site). */
const DIAL_TABLE = `IN 91|AF 93|AR 54|AU 61|AT 43|AZ 994|BH 973|BD 880|BE 32|BR 55|BG 359|CA 1|CN 86|HR 385|CY 357|CZ 420|DK 45
|EG 20|ET 251|FI 358|FR 33|GE 995|DE 49|GR 30|HK 852|HU 36|ID 62|IR 98|IQ 964|IE 353|IL 972|IT 39|JP 81|JO 962
|KZ 7|KE 254|KW 965|LV 371|LB 961|MY 60|MV 960|MX 52|ME 382|MA 212|NP 977|NL 31|NZ 64|NG 234|NO 47|OM 968|PK 92
|PH 63|PL 48|PT 351|QA 974|RO 40|RU 7|SA 966|SG 65|ZA 27|KR 82|ES 34|LK 94|SE 46|CH 41|TH 66|TR 90|UA 380|AE 971
|GB 44|US 1|UZ 998|VN 84`;

/** A country the picker offers; its name is in the page's language. */
export type Country = { code: string; name: string; dial: string };

export const DIALS: ReadonlyMap<string, string> = new Map(
  DIAL_TABLE.split("|").map((row) => {
    const [code, dial] = row.trim().split(" ");
    if (!code || !dial) throw new Error(`DIAL_TABLE: malformed row "${row}"`);
    return [code, dial];
  }),
);

export const DEFAULT_COUNTRY = "IN";

const LISTS = new Map<string, readonly Country[]>();

/**
 * The countries as the page's language names and orders them, from its catalogue's
 * "format.countries" ("IN India|AF Afghanistan|…"): the default country first, then the rest
 * in that language's alphabetical order, as ICU names and sorts them (the catalogue test holds
 * them to it). Words from the catalogue, not Intl.DisplayNames and Intl.Collator: building
 * those cost an Arabic, Hindi or Russian page's hydration tens of milliseconds (decision 031).
 */
export function countriesIn(lang: Language): readonly Country[] {
  // Until a page's catalogue is registered, its picker is in English, as its other words are.
  const named = wordsIn("format.countries", lang) ? lang : "en";
  return kept(LISTS, named, () =>
    (wordsIn("format.countries", named) ?? []).map((row) => {
      const space = row.indexOf(" ");
      const code = row.slice(0, space);
      return { code, name: row.slice(space + 1), dial: DIALS.get(code) ?? "" };
    }),
  );
}

const OPTIONS = new Map<string, { __html: string }>();

/**
 * The picker's options as markup, per language and chosen country (at most 4 × 73): 73
 * options are a tenth of a property page's elements (it has two pickers), and as markup the
 * server renders them once, not on every page (decision 027). The chosen one carries `selected`
 * and `data-initial` (for the picker's no-JavaScript style, below). An option holds text
 * only: a left-to-right mark keeps "(+971)" from reading "(971+)" on an Arabic page.
 */
function countryOptions(lang: Language, selectedCode: string): { __html: string } {
  const key = `${lang} ${selectedCode}`;
  let options = OPTIONS.get(key);
  if (!options) {
    const dialMark = LANGUAGES[lang].dir === "rtl" ? "\u200e" : "";
    const html = countriesIn(lang).map((c) => {
      const chosen = c.code === selectedCode ? ' selected="" data-initial=""' : "";
      return `<option value="${c.code}"${chosen}>${escapeHtml(`${c.name} (${dialMark}+${c.dial})`)}</option>`;
    });
    options = { __html: html.join("") };
    OPTIONS.set(key, options);
  }
  return options;
}

/** The calling code of a country the picker offers. */
function dialOf(code: string | null | undefined): string | undefined {
  return code ? DIALS.get(code) : undefined;
}

// Each flag is its own small SVG file, fetched only when shown: the dialog's script stays small.
const FLAG_FILES = import.meta.glob<string>(
  "/node_modules/country-flag-icons/3x2/{IN,AF,AR,AU,AT,AZ,BH,BD,BE,BR,BG,CA,CN,HR,CY,CZ,DK,EG,ET,FI,FR,GE,DE,GR,HK,HU,ID,IR,IQ,IE,IL,IT,JP,JO,KZ,KE,KW,LV,LB,MY,MV,MX,ME,MA,NP,NL,NZ,NG,NO,OM,PK,PH,PL,PT,QA,RO,RU,SA,SG,ZA,KR,ES,LK,SE,CH,TH,TR,UA,AE,GB,US,UZ,VN}.svg",
  { eager: true, query: "?no-inline", import: "default" },
);

function flagUrl(code: string): string | undefined {
  return FLAG_FILES[`/node_modules/country-flag-icons/3x2/${code}.svg`];
}

/**
 * The full international number: "+<calling code><digits>". A number typed with its own
 * "+" is taken as it is; one leading trunk 0 ("050 …") is dropped. Spaces, dashes, dots
 * and brackets go; anything else stays, so the shared schema can refuse it. Empty stays
 * empty ("Please enter your phone number.").
 */
export function combinePhone(countryCode: string, national: string): string {
  const typed = national.trim().replace(/[\s\-().]/g, "");
  if (typed === "") return "";
  if (typed.startsWith("+")) return typed;
  if (typed.startsWith("00")) return `+${typed.slice(2)}`;
  const dial = dialOf(countryCode) ?? dialOf(DEFAULT_COUNTRY);
  return `+${dial}${typed.replace(/^0/, "")}`;
}

/** The country whose calling code starts a number typed with "+", keeping `current` when it fits. */
function countryOfNumber(typed: string, current: string): string | undefined {
  const digits = typed.replace(/\D/g, "");
  const fits = (dial: string | undefined) => dial !== undefined && digits.startsWith(dial);
  if (fits(dialOf(current))) return current;
  let best: string | undefined;
  for (const [code, dial] of DIALS) if (fits(dial) && dial.length > (dialOf(best)?.length ?? 0)) best = code;
  return best;
}

/** `id`, `aria-invalid` and `aria-describedby` come from the field around it (FieldAria). */
type PhoneInputProps = FieldAria & {
  /** ISO code of the chosen country. */
  country: string;
  value: string;
  onCountryChange: (code: string) => void;
  onValueChange: (value: string) => void;
  /** Form field names, for forms that post without JavaScript. */
  countryName?: string;
  name?: string;
  countryLabel: string;
  placeholder?: string;
  required?: boolean;
};

/**
 * An international phone field: a country picker (flag and calling code over a native
 * select, so keyboards, screen readers and phones get the platform's own list) and the
 * national number.
 */
export function PhoneInput(props: PhoneInputProps) {
  const code = DIALS.has(props.country) ? props.country : DEFAULT_COUNTRY;
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  // What was chosen or typed before the page hydrated: the owner's state takes it (see
  // useTakeEarlyInput).
  useTakeEarlyInput(() => {
    const chosen = selectRef.current?.value;
    if (chosen && chosen !== code && DIALS.has(chosen)) props.onCountryChange(chosen);
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== props.value) props.onValueChange(typed);
  });
  const selected = { code, dial: dialOf(code) };
  const flag = flagUrl(selected.code);
  const lang = currentLanguage();
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (next.trim().startsWith("+")) {
      const detected = countryOfNumber(next, props.country);
      if (detected && detected !== props.country) props.onCountryChange(detected);
    }
    props.onValueChange(next);
  };
  const ring = props["aria-invalid"] ? "border-error" : "border-neutral-300 focus-within:border-navy";
  return (
    <div
      className={`flex h-12 w-full rounded-lg border bg-white transition-colors ${ring} focus-within:ring-2 focus-within:ring-gold/40`}
    >
      {/*
        Without JavaScript the picture over the select cannot follow a new choice: once
        another option is picked than the one rendered, the select itself is shown instead.
      */}
      <div className="relative flex shrink-0 items-center rounded-s-lg border-e border-neutral-200 has-[select:focus-visible]:bg-sand has-[select:focus-visible]:outline-2 has-[select:focus-visible]:-outline-offset-2 has-[select:focus-visible]:outline-gold [&:has(option:checked:not([data-initial]))>select]:opacity-100 [&:has(option:checked:not([data-initial]))>span]:invisible">
        <span
          aria-hidden
          className="pointer-events-none flex h-full items-center gap-2 ps-3 pe-2 text-sm font-semibold"
        >
          {flag ? (
            <img
              src={flag}
              alt=""
              width={24}
              height={16}
              className="h-4 w-6 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.08)]"
            />
          ) : null}
          <span dir="ltr" className="tabular">
            +{selected.dial}
          </span>
          <ChevronDown className="size-4 text-neutral-500" />
        </span>
        <select
          ref={selectRef}
          id={`${props.id}-country`}
          name={props.countryName}
          aria-label={props.countryLabel}
          value={selected.code}
          onChange={(event) => props.onCountryChange(event.target.value)}
          className="absolute inset-0 w-full cursor-pointer appearance-none rounded-s-lg bg-white ps-2 text-sm opacity-0 outline-none"
          // Markup is not compared as it hydrates: should a visitor's browser name a country
          // differently from the server's ICU, the server's name stays.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: country names and codes of this module, escaped
          dangerouslySetInnerHTML={countryOptions(lang, selected.code)}
        />
      </div>
      <input
        ref={inputRef}
        id={props.id}
        name={props.name}
        type="tel"
        inputMode="tel"
        // "tel", not "tel-national": HTML allows the tel-* parts on text inputs only. A filled
        // "+971…" number sets the country above (onInput).
        autoComplete="tel"
        value={props.value}
        onChange={onInput}
        placeholder={props.placeholder}
        aria-invalid={props["aria-invalid"]}
        aria-describedby={props["aria-describedby"]}
        aria-required={props.required || undefined}
        // A phone number reads left to right in every language; on an Arabic page it stays on the right.
        dir="ltr"
        className="min-w-0 flex-1 rounded-e-lg bg-transparent px-3 text-base text-ink outline-none placeholder:text-neutral-500 rtl:text-right"
      />
    </div>
  );
}
