// A place's page (routes/dubai-locations.tsx) as a visitor reads it: its heading, subtitle and
// picture name the place as the loader named it, marked English only where the place has no
// name in the page's language; its listings and the List | Map switch keep the place.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { t } from "../../app/i18n/i18n";
import type { PropertyCardData } from "../../app/modules/property/card";
import DubaiLocations from "../../app/routes/dubai-locations";
import { renderPage } from "../helpers/render-page";

const card: PropertyCardData & { place?: { text: string; lang?: "en" } } = {
  id: "00000000-0000-4000-8000-000000000001",
  title: "Sea-view 2 Bedroom Apartment",
  typeName: "Apartment",
  locationLabel: "Dubai Marina",
  city: "Dubai",
  tagTitle: "",
  priceAed: 2_195_000,
  purpose: "sale",
  rentFrequency: null,
  bedrooms: 2,
  bathrooms: 2,
  areaSqft: 1165,
  imageId: null,
  verifiedAt: null,
};

/** The loader's answer for `?locationlable=Dubai Marina`, with the place named `title`. */
function placePage(title: string, stored: string[], items: (typeof card)[] = [card]) {
  const params = { locationlable: "Dubai Marina" };
  return {
    status: 200 as const,
    params,
    errors: [],
    list: { items, total: items.length, page: 1, limit: 24, sort: "newest" as const },
    empty: false,
    widen: [],
    purpose: "sale" as const,
    view: "list" as const,
    mapParams: params,
    title,
    stored,
    heroImageId: "00000000-0000-4000-8000-0000000000aa",
    developers: [],
    meta: { title: `${title} | Dubai Estates`, description: "", noindex: false },
    siteUrl: "https://www.example.com",
    tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  };
}

/** The paragraph whose whole text is `text`, however many elements it is split into. */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === text;

function render(lang: "en" | "ar" | "ru", data: ReturnType<typeof placePage>) {
  const prefix = lang === "en" ? "" : `/${lang}`;
  return renderPage({
    Component: DubaiLocations,
    path: "/:lang?/dubai-locations",
    url: `${prefix}/dubai-locations?locationlable=Dubai+Marina`,
    loaderData: data,
    lang,
  });
}

describe("a place's page", () => {
  it("in Arabic, a place with an Arabic name: heading, subtitle and picture in Arabic, nothing marked English", () => {
    render("ar", placePage("دبي مارينا", [], [{ ...card, place: { text: "دبي مارينا، دبي" } }]));
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("دبي مارينا");
    expect(h1.getAttribute("lang")).toBeNull();
    const hero = h1.closest("section") as HTMLElement;
    expect(hero.querySelectorAll('[lang="en"]')).toHaveLength(0);
    expect(within(hero).getByText(/دبي مارينا/, { selector: "p" })).toBeTruthy();
    expect(within(hero).getByRole("img").getAttribute("alt")).toContain("دبي مارينا");
    // The card's place line comes in the page's language too.
    const place = screen.getByText("دبي مارينا، دبي");
    expect(place.getAttribute("lang")).toBeNull();
  });

  it("in Russian, a place with no Russian name: the heading and the name inside the subtitle are marked English", () => {
    render(
      "ru",
      placePage("Nowhere Park", ["Nowhere Park"], [{ ...card, place: { text: "Nowhere Park", lang: "en" } }]),
    );
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("Nowhere Park");
    expect(h1.getAttribute("lang")).toBe("en");
    const hero = h1.closest("section") as HTMLElement;
    // The sentence is Russian; only the name inside it is English.
    const subtitle = within(hero).getByText(paragraph(t("browse.location.subtitle", { place: "Nowhere Park" })));
    expect(subtitle.textContent).toMatch(/[а-я]/);
    expect(subtitle.getAttribute("lang")).toBeNull();
    const name = within(subtitle).getByText("Nowhere Park");
    expect(name.tagName).toBe("SPAN");
    expect(name.getAttribute("lang")).toBe("en");
  });

  it("in English: the stored name is the heading, marked as the stored English text it is", () => {
    render("en", placePage("Dubai Marina", ["Dubai Marina"]));
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("Dubai Marina");
    expect(h1.getAttribute("lang")).toBe("en");
    const subtitle = screen.getByText(paragraph("Homes, apartments and investment properties in Dubai Marina."));
    expect(within(subtitle).getByText("Dubai Marina").getAttribute("lang")).toBe("en");
  });

  it("lists the place's listings, and its List | Map switch keeps the place and shows the list as current", () => {
    render("en", placePage("Dubai Marina", ["Dubai Marina"]));
    const link = screen.getByRole("link", { name: /Sea-view 2 Bedroom Apartment/ });
    expect(link.getAttribute("href")).toBe(`/property/${card.id}`);
    const list = screen.getByTestId("view-list");
    const map = screen.getByTestId("view-map");
    expect(list.getAttribute("aria-current")).toBe("page");
    expect(map.getAttribute("aria-current")).toBeNull();
    expect(map.getAttribute("href")).toBe("/dubai-locations?locationlable=Dubai+Marina&view=map#results-map");
  });
});
