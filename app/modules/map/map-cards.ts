/**
 * What a pin's card on the map view shows (decision 015), fetched from the REST API when the pin
 * opens: a listing's price and beds, baths and size, or a project's "from" price, developer and
 * handover quarter. No Leaflet here: the map view builds these and hands them to the map.
 */
import "../../i18n/en-pages";
import { t } from "../../i18n/i18n";
import { quarterText } from "../project/components/project-words";

export type MapCard = {
  photo: string | null;
  /** Words before the price ("From"); none for a listing. */
  priceLabel?: string;
  /** The price in the visitor's currency; null when there is none (a project with no unit listed). */
  price: string | null;
  /** The API's English title. */
  title: string;
  facts: string[];
};

/** A price in the visitor's display currency, in full. */
export type PriceText = (amount: number, currency: string) => string;

async function dataOf<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

type ListingAnswer = {
  fromamout: number;
  currency: string;
  title: string;
  bedrooms?: number | null;
  bathrooms?: number | null;
  area?: number | null;
  propertyimage?: string[];
};

/** A listing's card: its price, title, and beds, baths and size where known. */
export async function listingCard(id: string, price: PriceText, size: (sqft: number) => string): Promise<MapCard> {
  const d = await dataOf<ListingAnswer>(`/api/property/properties/${encodeURIComponent(id)}`);
  const facts = [
    d.bedrooms !== null && d.bedrooms !== undefined ? t("map.beds", { count: d.bedrooms }) : null,
    d.bathrooms !== null && d.bathrooms !== undefined ? t("map.baths", { count: d.bathrooms }) : null,
    d.area ? size(d.area) : null,
  ].filter((f): f is string => f !== null);
  return { photo: d.propertyimage?.[0] ?? null, price: price(d.fromamout, d.currency), title: d.title, facts };
}

type ProjectAnswer = {
  name: string;
  developer: { name: string };
  handoverDate: string | null;
  fromPrice: number | null;
  heroImage: string | null;
};

/** A project's card: its "from" price, name, developer and handover quarter. */
export async function projectCard(slug: string, price: PriceText): Promise<MapCard> {
  const d = await dataOf<ProjectAnswer>(`/api/projects/${encodeURIComponent(slug)}`);
  const facts = [d.developer.name];
  if (d.handoverDate) facts.push(t("projectCard.handover", { quarter: quarterText(d.handoverDate) }));
  return {
    photo: d.heroImage,
    priceLabel: d.fromPrice === null ? undefined : t("property.from"),
    price: d.fromPrice === null ? null : price(d.fromPrice, "AED"),
    title: d.name,
    facts,
  };
}
