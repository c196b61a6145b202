import { Fragment, type ReactNode } from "react";
import { Bath, BedDouble, CalendarCheck, MapPin, Ruler, Send } from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formatNumber } from "../../../i18n/format";
import { lp, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import { SaveButton } from "../../account/components/save-button";
import { Price } from "../../currency/currency-context";
import { EnquiryButton } from "../../enquiry/enquiry-opener";
import type { ShownName } from "../../location/match";
import type { PagePlace } from "../detail.server";
import { descriptionTitle, factLabel, factValue } from "../facts";
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
          <Fact icon={<Ruler aria-hidden className="size-5" />}>
            {t("property.sqft", { count: formatNumber(p.areaSqft) })}
          </Fact>
        ) : null}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to={lp("/contact")}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-navy px-6 font-bold text-white transition-colors hover:bg-ink"
        >
          <CalendarCheck aria-hidden className="size-5" />
          {t("propertyPage.checkAvailability")}
        </Link>
        <EnquiryButton
          type="Become A Partner"
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

/** The listing's label/value pairs (the original front end's propertylabel/propertyvalue). */
export function Highlights({ items }: { items: Property["highlights"] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-xl font-bold text-ink">
        {t("propertyPage.overview")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-card bg-neutral-200 ring-1 ring-neutral-200 md:grid-cols-3">
        {items.map((item) => (
          <div key={`${item.label}-${item.value}`} className="bg-white px-4 py-3">
            <FactLabel label={item.label} className="text-xs font-semibold uppercase tracking-wide text-neutral-600" />
            <FactValue value={item.value} className="bidi-auto mt-1 font-semibold text-ink" />
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The description block: its title, label/value rows and the sanitised HTML. */
export function Description({ property: p }: { property: Property }) {
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
      {p.descriptionRows.length > 0 ? (
        <dl className="mt-4 divide-y divide-neutral-200 rounded-card ring-1 ring-neutral-200">
          {p.descriptionRows.map((row) => (
            <div key={`${row.label}-${row.value}`} className="flex justify-between gap-4 px-4 py-3 text-sm">
              <FactLabel label={row.label} className="text-neutral-600" />
              <FactValue value={row.value} className="bidi-auto text-end font-semibold text-ink" />
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

/** A fact's value: one of our words or units in the page's language, any other as stored. */
function FactValue({ value, className }: { value: string; className: string }) {
  const { text, lang } = factValue(value);
  return (
    <dd lang={lang} className={className}>
      {text}
    </dd>
  );
}

/** A fact's label: a standard one in the page's language, any other as stored (English). */
function FactLabel({ label, className }: { label: string; className: string }) {
  const { text, lang } = factLabel(label);
  return (
    <dt lang={lang} className={className}>
      {text}
    </dt>
  );
}
