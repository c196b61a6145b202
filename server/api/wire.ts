/**
 * The REST API's wire shapes, one mapping per entity. The database and the modules use
 * plain names and real types; the odd names and comma-separated lists the original
 * front end expects (`fromamout`, `locationlable`, `propertylabel`, ...) exist only here.
 */
import type { Profile } from "../../app/modules/account/account.server";
import type {
  Advertisement,
  Agency,
  Blog,
  Category,
  Developer,
  GoldenVisa,
  HeroSection,
  HomeSection,
  Investment,
  MapLocation,
  MapSidebar,
  Offer,
  Testimonial,
} from "../../app/modules/content/content.server";
import type { Location, LocationSummary } from "../../app/modules/location/location.server";
import type { Banner } from "../../app/modules/property/banners.server";
import { freeTextFacts } from "../../app/modules/property/facts";
import type { Property } from "../../app/modules/property/property";

/** Images are served by the app at /media/{id}. */
export function mediaUrl(imageId: string): string;
export function mediaUrl(imageId: string | null): string | null;
export function mediaUrl(imageId: string | null): string | null {
  return imageId ? `/media/${imageId}` : null;
}

/**
 * The original front end's comma-separated lists. A comma inside an item would split it in two on
 * the client, so it becomes a space ("1,200 sqft" → "1 200 sqft").
 */
function commaList(items: readonly string[]): string {
  return items.map((item) => item.replaceAll(",", " ")).join(",");
}

export function wireProperty(p: Property) {
  const highlights = freeTextFacts(p.highlights, p.completionStatus);
  const details = freeTextFacts(p.descriptionRows, p.completionStatus);
  return {
    _id: p.id,
    title: p.title,
    subtitle: p.propertyType.name,
    type: p.segment,
    purpose: p.purpose,
    rentFrequency: p.rentFrequency,
    tagtitle: p.tagTitle,
    fromamout: p.priceAmount,
    currency: p.priceCurrency,
    location: p.address,
    locationlable: p.location.label,
    country: p.location.country,
    state: p.location.state,
    city: p.location.city,
    district: p.location.city,
    latitude: p.latitude,
    longitude: p.longitude,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    area: p.areaSqft,
    propertyimage: p.imageIds.map((id) => mediaUrl(id)),
    // Facts the listing holds as columns are sent in their own fields, never as copied rows.
    propertylabel: [commaList(highlights.map((h) => h.label))],
    propertyvalue: [commaList(highlights.map((h) => h.value))],
    descriptiontitle: p.descriptionTitle,
    descriptionlabel: commaList(details.map((r) => r.label)),
    descriptionvalue: commaList(details.map((r) => r.value)),
    description: p.description,
    facilitieid: p.facilityIds,
    featureId: p.featureIds,
    nearbyPlaces: JSON.stringify(
      p.nearbyPlaces.map(({ name, type, latitude, longitude }) => ({ name, type, latitude, longitude })),
    ),
    developer: p.developer?.id ?? "",
    developername: p.developer?.firmName ?? "",
    createdAt: p.createdAt.toISOString(),
    // The listing's permit, agent and agency, and whether staff verified it (decision 013).
    permitNumber: p.permitNumber,
    permitExpiry: p.permitExpiry,
    referenceNumber: p.referenceNumber,
    completionStatus: p.completionStatus,
    furnishing: p.furnishing,
    verifiedAt: p.verifiedAt ? new Date(p.verifiedAt).toISOString() : null,
    agent: p.agent ? { _id: p.agent.id, name: p.agent.name, brn: p.agent.brn, slug: p.agent.slug } : null,
    agency: p.agency ? { _id: p.agency.id, name: p.agency.name, orn: p.agency.orn, slug: p.agency.slug } : null,
  };
}

export function wireBanner(b: Banner) {
  return {
    _id: b.id,
    bannertype: b.bannerType,
    propertyId: b.propertyId ?? "",
    adverticestext: b.text,
    adverticesvalue: commaList(b.lines),
    image: mediaUrl(b.imageId),
  };
}

export function wireTopLocation(l: Location) {
  return { _id: l.id, locationlable: l.label };
}

export function wireLocationSummary(l: LocationSummary) {
  return { _id: l.id, locationlable: l.label, count: l.count, image: mediaUrl(l.imageId) };
}

export function wireLocation(l: Location) {
  return {
    _id: l.id,
    Country: l.country,
    State: l.state,
    City: l.city,
    locationlable: l.label,
    latitude: l.latitude,
    longitude: l.longitude,
    image: mediaUrl(l.imageId),
  };
}

export function wireHero(h: HeroSection) {
  return {
    _id: h.id,
    title: h.title,
    subtitle: h.subtitle,
    title1: h.tags[0] ?? "",
    title2: h.tags[1] ?? "",
    title3: h.tags[2] ?? "",
    popularenquirylist: commaList(h.popularEnquiries.map((e) => e.name)),
    enquirylink: commaList(h.popularEnquiries.map((e) => e.link)),
  };
}

/** The home page compares status with the text "true". */
export function wireHomeSection(s: HomeSection) {
  return { title: s.title, status: s.visible ? "true" : "false" };
}

export function wireAdvertisement(a: Advertisement) {
  return { _id: a.id, title: a.title, description: a.description, buttontitle: a.buttonTitle };
}

export function wireGoldenVisa(g: GoldenVisa) {
  return {
    _id: g.id,
    title: g.title,
    subtitle: g.subtitle,
    description: g.description,
    link: g.link,
    buttontitle: g.buttonTitle,
    image: mediaUrl(g.imageId),
  };
}

export function wireTestimonial(t: Testimonial) {
  return {
    _id: t.id,
    imageUrl: mediaUrl(t.imageId),
    Name: t.name,
    designation: t.designation,
    message: t.message,
    star: t.stars,
  };
}

export function wireAgency(a: Agency) {
  return { _id: a.id, name: a.name, image: mediaUrl(a.imageId), link: a.link };
}

export function wireOffer(o: Offer) {
  return {
    _id: o.id,
    title: o.title,
    subtitle: o.subtitle,
    image: mediaUrl(o.imageId),
    enddate: o.endsAt.toISOString(),
    link: o.link,
    buttonseconed: o.secondButtonTitle,
  };
}

export function wireInvestment(i: Investment) {
  return {
    _id: i.id,
    title: i.title,
    description: i.description,
    buttontitle: i.buttonTitle,
    image: mediaUrl(i.imageId),
  };
}

/** The sidebar holds four figures; the original front end numbers them value1..4 and label1..4. */
export function wireMapSidebar(s: MapSidebar) {
  const figure = (n: number) => s.figures[n] ?? { label: "", value: "" };
  return {
    _id: s.id,
    title: s.title,
    value1: figure(0).value,
    label1: figure(0).label,
    value2: figure(1).value,
    label2: figure(1).label,
    value3: figure(2).value,
    label3: figure(2).label,
    value4: figure(3).value,
    label4: figure(3).label,
    link: s.link,
    buttontitle: s.buttonTitle,
  };
}

/** x and y are percentages of the map's width and height. */
export function wireMapLocation(m: MapLocation) {
  return { id: m.id, name: m.name, propertyCount: m.propertyCount, position: { x: m.x, y: m.y } };
}

export function wireBlog(b: Blog) {
  return {
    _id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    author: b.author,
    date: b.publishedOn,
    image: mediaUrl(b.imageId),
    description: b.description,
    categorytitle: b.groupId,
    categorylable: b.categoryId ?? "",
  };
}

export function wireDeveloper(d: Developer) {
  return {
    _id: d.id,
    farmname: d.firmName,
    title: d.title,
    image: mediaUrl(d.imageId),
    About: d.about,
    otherdetails: d.otherDetails,
    History: d.history,
    year: d.yearEstablished,
  };
}

/** `image` and `icon` appear only when the category has them. */
export function wireCategory(c: Category) {
  return {
    _id: c.id,
    categoryvalue: c.value,
    masterId: c.masterId,
    ...(c.imageId ? { image: mediaUrl(c.imageId) } : {}),
    ...(c.icon ? { icon: c.icon } : {}),
  };
}

/** A profile as its owner sees it: never the password hash (the module never reads it). */
export function wireProfile(p: Profile) {
  return {
    _id: p.id,
    firstname: p.firstName,
    lastname: p.lastName,
    email: p.email,
    phone: p.phone,
    contactdetails: p.contactEmail,
    location: p.location,
    city: p.city,
    state: p.state,
    country: p.country,
  };
}
