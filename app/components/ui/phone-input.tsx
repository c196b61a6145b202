import type { ChangeEvent } from "react";
import { currentLanguage } from "../../i18n/i18n";
import { LANGUAGES, type Language } from "../../i18n/languages";
import { escapeHtml } from "./escape-html";
import type { FieldAria } from "./field";
import { ChevronDown } from "./icons";

/** ISO code, English name, calling code. India first: it is the default (spec, part 1 section 5). */
const COUNTRY_TABLE = `IN India 91|AF Afghanistan 93|AR Argentina 54|AU Australia 61|AT Austria 43|AZ Azerbaijan 994
|BH Bahrain 973|BD Bangladesh 880|BE Belgium 32|BR Brazil 55|BG Bulgaria 359|CA Canada 1|CN China 86|HR Croatia 385
|CY Cyprus 357|CZ Czechia 420|DK Denmark 45|EG Egypt 20|ET Ethiopia 251|FI Finland 358|FR France 33|GE Georgia 995
|DE Germany 49|GR Greece 30|HK Hong Kong 852|HU Hungary 36|ID Indonesia 62|IR Iran 98|IQ Iraq 964|IE Ireland 353
|IL Israel 972|IT Italy 39|JP Japan 81|JO Jordan 962|KZ Kazakhstan 7|KE Kenya 254|KW Kuwait 965|LV Latvia 371
|LB Lebanon 961|MY Malaysia 60|MV Maldives 960|MX Mexico 52|ME Montenegro 382|MA Morocco 212|NP Nepal 977
|NL Netherlands 31|NZ New Zealand 64|NG Nigeria 234|NO Norway 47|OM Oman 968|PK Pakistan 92|PH Philippines 63
|PL Poland 48|PT Portugal 351|QA Qatar 974|RO Romania 40|RU Russia 7|SA Saudi Arabia 966|SG Singapore 65
|ZA South Africa 27|KR South Korea 82|ES Spain 34|LK Sri Lanka 94|SE Sweden 46|CH Switzerland 41|TH Thailand 66
|TR Türkiye 90|UA Ukraine 380|AE United Arab Emirates 971|GB United Kingdom 44|US United States 1|UZ Uzbekistan 998
|VN Vietnam 84`;

export type Country = { code: string; name: string; dial: string };

export const COUNTRIES: readonly Country[] = COUNTRY_TABLE.split("|").map((row) => {
  const [code, ...rest] = row.trim().split(" ");
  const dial = rest.pop();
  if (!code || !dial || rest.length === 0) throw new Error(`COUNTRY_TABLE: malformed row "${row}"`);
  return { code, name: rest.join(" "), dial };
});

export const DEFAULT_COUNTRY = "IN";

/**
 * Regions whose short name is used: ICU's long name of Hong Kong ("… SAR China") is not in
 * Chromium's ICU data, which answers the short one, and server and browser must agree.
 */
const SHORT_NAMES = new Set(["HK"]);
const LISTS = new Map<string, readonly Country[]>();

/**
 * The countries as the page's language names and orders them: English keeps the table;
 * other languages take ICU's names (Intl.DisplayNames, full ICU in Node and in browsers),
 * the default country first and the rest in that language's alphabetical order.
 */
export function countriesIn(lang: string): readonly Country[] {
  if (lang === "en") return COUNTRIES;
  let list = LISTS.get(lang);
  if (!list) {
    const long = new Intl.DisplayNames([lang], { type: "region" });
    const short = new Intl.DisplayNames([lang], { type: "region", style: "short" });
    const named = COUNTRIES.map((c) => ({ ...c, name: (SHORT_NAMES.has(c.code) ? short : long).of(c.code) ?? c.name }));
    const byName = new Intl.Collator(lang).compare;
    list = [
      ...named.filter((c) => c.code === DEFAULT_COUNTRY),
      ...named.filter((c) => c.code !== DEFAULT_COUNTRY).sort((a, b) => byName(a.name, b.name)),
    ];
    LISTS.set(lang, list);
  }
  return list;
}

const OPTIONS = new Map<string, { __html: string }>();

/**
 * The picker's options as markup, per language and chosen country (at most 4 × 73): 73
 * options are a tenth of a property page's elements (it has two pickers), and as markup the
 * server renders them once, not on every page (issue 15). The chosen one carries `selected`
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

export function findCountry(code: string | null | undefined): Country | undefined {
  return COUNTRIES.find((c) => c.code === code);
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
  const dial = findCountry(countryCode)?.dial ?? findCountry(DEFAULT_COUNTRY)?.dial;
  return `+${dial}${typed.replace(/^0/, "")}`;
}

/** The country whose calling code starts a number typed with "+", keeping `current` when it fits. */
function countryOfNumber(typed: string, current: string): string | undefined {
  const digits = typed.replace(/\D/g, "");
  const fits = (c: Country) => digits.startsWith(c.dial);
  if (findCountry(current) && fits(findCountry(current) as Country)) return current;
  let best: Country | undefined;
  for (const c of COUNTRIES) if (fits(c) && (!best || c.dial.length > best.dial.length)) best = c;
  return best?.code;
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
  const selected = findCountry(props.country) ?? (findCountry(DEFAULT_COUNTRY) as Country);
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
