import { Fragment, type ReactNode } from "react";
import { Bath, BedDouble, CalendarCheck, MapPin, Ruler, Send } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formatLongDateIn, formatNumber } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { SaveButton } from "../../account/components/save-button";
import { areaText } from "../../area/area-text";
import type { AreaUnit } from "../../area/unit";
import { useAreaUnit } from "../../area/use-area-unit";
import { Price, useCurrency } from "../../currency/currency-context";
import { EnquiryButton } from "../../enquiry/enquiry-opener";
import type { ShownName } from "../../location/match";
import type { PagePlace } from "../detail.server";
import { descriptionTitle, factLabel, factValue, freeTextFacts, perAreaIn, perAreaText } from "../facts";
import type { LocalizedProperty as Property } from "../localized.server";
import { VerifiedBadge } from "./verified-badge";

/**
 * The street address (stored English) then the community, city and, with `country`, the
 * country in the page's language (decision 011), each named once: the address's own
 * English tail ("…, Dubai Marina, Dubai") gives way to the page's names.
 */
export function AddressLine(props: {
  property: Pick<Property, "address" | "location">;
  place: PagePlace;
  country?: boolean;
}) {
  const { property: p, place } = props;
  const street = streetOf(p.address, [p.location.city, p.location.label]);
  const pairs: [string, ShownName][] = [
    [p.location.label, place.label],
    [p.location.city, place.city],
    ...(props.country ? ([[p.location.country, place.country]] as [string, ShownName][]) : []),
  ];
  const shown: ShownName[] = [];
  for (const [english, name] of pairs) {
    const named = street.toLowerCase().includes(english.toLowerCase()) || shown.some((s) => s.text === name.text);
    if (!named) shown.push(name);
  }
  return (
    <>
      {street ? <span lang="en">{street}</span> : null}
      {shown.map((name, i) => (
        <Fragment key={name.text}>
          {street || i > 0 ? t("search.listSeparator") : null}
          <span lang={name.lang}>{name.text}</span>
        </Fragment>
      ))}
    </>
  );
}

/** `address` without the trailing ", <part>"s it ends with (the city last, then the community). */
function streetOf(address: string, tails: string[]): string {
  let street = address.trim();
  for (const part of tails) {
    const tail = `, ${part}`.toLowerCase();
    if (street.toLowerCase().endsWith(tail)) street = street.slice(0, -tail.length);
  }
  return street;
}

/** Title, type, place, price, tag and the two calls to action. */
export function PropertySummary({ property: p, place }: { property: Property; place: PagePlace }) {
  const unit = useAreaUnit();
  const { format } = useCurrency();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Stored text: lang="en" where it has no translation in the page's language. */}
        <p
          lang={storedLang(p.propertyType, "name")}
          className="text-sm font-semibold uppercase tracking-[0.12em] text-gold-700"
        >
          {p.propertyType.name}
        </p>
        {p.tagTitle ? (
          <span
            data-tag
            lang={storedLang(p, "tagTitle")}
            className="rounded-full bg-navy px-3 py-1 text-xs font-semibold text-white"
          >
            {p.tagTitle}
          </span>
        ) : null}
        {p.verifiedAt ? <VerifiedBadge at={p.verifiedAt} /> : null}
        {/* After hydration only, so the server's HTML stays the same for everyone. */}
        <SaveButton propertyId={p.id} title={p.title} variant="inline" />
      </div>
      <h1
        lang={storedLang(p, "title")}
        className="mt-2 text-2xl leading-tight font-extrabold text-ink sm:text-3xl xl:text-4xl"
      >
        {p.title}
      </h1>
      <p className="mt-3 flex items-start gap-2 text-neutral-700">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
        <span data-address>
          <AddressLine property={p} place={place} />
        </span>
      </p>
      <p className="mt-5 flex flex-wrap items-baseline gap-2">
        <span className="text-sm font-semibold uppercase text-neutral-600">
          {t(p.purpose === "rent" ? "property.rent" : "propertyPage.from")}
        </span>
        <span
          data-price
          data-amount-aed={p.priceAed}
          className="text-2xl font-extrabold text-gold-700 tabular sm:text-3xl"
        >
          <Price amount={p.priceAed} per={p.rentFrequency} />
        </span>
      </p>
      <ul aria-label={t("propertyPage.keyFacts")} className="mt-5 flex flex-wrap gap-3">
        {p.bedrooms != null ? (
          <Fact icon={<BedDouble aria-hidden className="size-5" />}>
            {p.bedrooms === 0 ? t("property.studio") : t("property.beds", { count: p.bedrooms })}
          </Fact>
        ) : null}
        {p.bathrooms != null ? (
          <Fact icon={<Bath aria-hidden className="size-5" />}>{t("property.baths", { count: p.bathrooms })}</Fact>
        ) : null}
        {p.areaSqft != null ? (
          <Fact icon={<Ruler aria-hidden className="size-5" />}>{areaText(p.areaSqft, unit)}</Fact>
        ) : null}
        {/* A sale's price per area, from the unrounded size (decision 061); a rent's is not quoted. */}
        {p.areaSqft ? (
          p.purpose === "sale" ? (
            <Fact icon={<Ruler aria-hidden className="size-5" />}>
              <span data-price-per-area dir="ltr">
                {perAreaText(format(perAreaIn(p.priceAed / p.areaSqft, unit)), unit)}
              </span>
            </Fact>
          ) : null
        ) : null}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {/* The contact page shows the listing and stores it with the enquiry. */}
        <Link
          to={lp(`/contact?property=${p.id}`)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-navy px-6 font-bold text-white transition-colors hover:bg-ink"
        >
          <CalendarCheck aria-hidden className="size-5" />
          {t("propertyPage.checkAvailability")}
        </Link>
        <EnquiryButton
          type="Become A Partner"
          listing={{
            id: p.id,
            title: p.title,
            imageId: p.imageIds[0] ?? null,
            priceAed: p.priceAed,
            rentFrequency: p.rentFrequency,
            ...(storedLang(p, "title") ? { inEnglish: ["title"] } : {}),
          }}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-navy px-6 font-bold text-navy transition-colors hover:bg-navy hover:text-white"
        >
          <Send aria-hidden className="size-5" />
          {t("propertyPage.sendInquiry")}
        </EnquiryButton>
      </div>
    </div>
  );
}

function Fact(props: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-full bg-sand px-4 py-2 text-sm font-semibold text-ink">
      <span className="text-gold-700">{props.icon}</span>
      {props.children}
    </li>
  );
}

/** A fact as the page shows it: its label and value, each marked English where it is stored text. */
type ShownFact = { label: string; labelLang?: "en"; value: string; valueLang?: "en" };

/**
 * A free-text row: a standard label in the page's language; the value too when it is one of our
 * words or units, else as the agency wrote it.
 */
function storedFact(row: { label: string; value: string }, unit: AreaUnit): ShownFact {
  const label = factLabel(row.label);
  const value = factValue(row.value, unit);
  return { label: label.text, labelLang: label.lang, value: value.text, valueLang: value.lang };
}

/** Size, completion and furnishing from the listing's columns, then its other facts as written; none left empty. */
export function overviewFacts(p: Property, unit: AreaUnit = "sqft"): ShownFact[] {
  const facts: ShownFact[] = [];
  if (p.bedrooms != null)
    facts.push({
      label: t("fact.bedrooms"),
      value: p.bedrooms === 0 ? t("property.studio") : formatNumber(p.bedrooms),
    });
  if (p.bathrooms != null) facts.push({ label: t("fact.bathrooms"), value: formatNumber(p.bathrooms) });
  if (p.areaSqft != null) facts.push({ label: t("fact.area"), value: areaText(p.areaSqft, unit) });
  facts.push({ label: t("fact.completion"), value: t(`trust.completion.${p.completionStatus}`) });
  if (p.furnishing) facts.push({ label: t("fact.furnishing"), value: t(`trust.furnishing.${p.furnishing}`) });
  return [...facts, ...freeTextFacts(p.highlights, p.completionStatus).map((row) => storedFact(row, unit))];
}

/**
 * The description block's rows: the developer from its column, the reference and listed date
 * from theirs where no regulatory block shows them, then the other rows as written.
 */
export function detailFacts(p: Property, regulatoryShown: boolean, unit: AreaUnit = "sqft"): ShownFact[] {
  const facts: ShownFact[] = [];
  if (p.developer) facts.push({ label: t("fact.developer"), value: p.developer.firmName, valueLang: "en" });
  if (!regulatoryShown) {
    if (p.referenceNumber) facts.push({ label: t("fact.reference"), value: p.referenceNumber, valueLang: "en" });
    facts.push({ label: t("fact.listed"), value: formatLongDateIn(new Date(p.createdAt), "Asia/Dubai") });
  }
  return [...facts, ...freeTextFacts(p.descriptionRows, p.completionStatus).map((row) => storedFact(row, unit))];
}

/**
 * The Overview grid (the original front end's propertylabel/propertyvalue): only facts the
 * listing has; each cell draws its own frame, so a short last row leaves no empty cell.
 */
export function Highlights({ property }: { property: Property }) {
  const facts = overviewFacts(property, useAreaUnit());
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-xl font-bold text-ink">
        {t("propertyPage.overview")}
      </h2>
      <dl data-overview className="mt-4 grid grid-cols-2 gap-2 md:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-lg bg-white px-4 py-3 ring-1 ring-neutral-200">
            <dt lang={fact.labelLang} className="text-xs font-semibold uppercase tracking-wide text-neutral-600">
              {fact.label}
            </dt>
            <dd lang={fact.valueLang} className="bidi-auto mt-1 font-semibold text-ink">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The description block: its title, label/value rows and the sanitised HTML. */
export function Description({ property: p, regulatoryShown }: { property: Property; regulatoryShown: boolean }) {
  const rows = detailFacts(p, regulatoryShown, useAreaUnit());
  // A standard title ("Key information") left in English is ours to translate.
  const standardTitle = storedLang(p, "descriptionTitle") ? descriptionTitle(p.descriptionTitle) : undefined;
  return (
    <section aria-labelledby="description-title">
      <h2
        id="description-title"
        lang={standardTitle ? undefined : storedLang(p, "descriptionTitle")}
        className="text-xl font-bold text-ink"
      >
        {standardTitle ?? (p.descriptionTitle || t("propertyPage.description"))}
      </h2>
      {rows.length > 0 ? (
        <dl data-details className="mt-4 divide-y divide-neutral-200 rounded-card ring-1 ring-neutral-200">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4 px-4 py-3 text-sm">
              <dt lang={row.labelLang} className="text-neutral-600">
                {row.label}
              </dt>
              <dd lang={row.valueLang} className="bidi-auto text-end font-semibold text-ink">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {p.description ? (
        <div
          lang={storedLang(p, "description")}
          // The agency's text reads in its own direction: English lists keep their bullets by their lines.
          dir="auto"
          className="prose-content mt-5 text-base leading-relaxed text-neutral-800"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: made safe on the server (load.server.ts → safeRichText)
          dangerouslySetInnerHTML={{ __html: p.description }}
        />
      ) : null}
    </section>
  );
}
