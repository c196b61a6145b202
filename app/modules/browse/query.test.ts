import { describe, expect, it } from "vitest";
import {
  hrefWith,
  PAGE_PARAMS,
  pageWindow,
  pickParams,
  placeName,
  purposeHref,
  purposeOf,
  showsTopLocations,
} from "./query";

describe("showsTopLocations: the /property-search grid rule", () => {
  it("needs a location filter", () => {
    expect(showsTopLocations({})).toBe(false);
    expect(showsTopLocations({ country: "United Arab Emirates" })).toBe(true);
    expect(showsTopLocations({ state: "Dubai" })).toBe(true);
    expect(showsTopLocations({ district: "Dubai" })).toBe(true);
    expect(showsTopLocations({ locationlable: "Dubai Marina" })).toBe(true);
  });
  it("is off when both state and district are given", () => {
    expect(showsTopLocations({ state: "Dubai", district: "Dubai" })).toBe(false);
    expect(showsTopLocations({ country: "United Arab Emirates", state: "Dubai", district: "Dubai" })).toBe(false);
    expect(showsTopLocations({ country: "United Arab Emirates", state: "Dubai" })).toBe(true);
  });
});

describe("pickParams", () => {
  it("keeps the page's parameters and paging, first value, blanks dropped, unknown ignored", () => {
    const url = new URL("http://x/property-search?country=UAE&country=India&state=&utm_source=mail&page=2&foo=1");
    expect(pickParams(url, PAGE_PARAMS.search)).toEqual({ country: "UAE", page: "2" });
  });
});

describe("hrefWith", () => {
  it("changes the page and leaves page 1 out", () => {
    expect(hrefWith("/p", { state: "Dubai", page: "3" }, { page: 4 })).toBe("/p?state=Dubai&page=4");
    expect(hrefWith("/p", { state: "Abu Dhabi", page: "3" }, { page: 1 })).toBe("/p?state=Abu+Dhabi");
    expect(hrefWith("/p", {})).toBe("/p");
  });
});

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("shows the ends and the neighbours with gaps", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
});

describe("placeName", () => {
  it("is the narrowest place named", () => {
    expect(placeName({ country: "UAE", state: "Dubai", locationlable: "Dubai Marina" })).toBe("Dubai Marina");
    expect(placeName({ country: "UAE", state: "Dubai" })).toBe("Dubai");
    expect(placeName({})).toBeUndefined();
  });
});

describe("buy or rent on a listing page", () => {
  it("lists sales unless the address says rent, or is the spec's rent link (type=Rental)", () => {
    expect(purposeOf({})).toBe("sale");
    expect(purposeOf({ type: "Residential" })).toBe("sale");
    expect(purposeOf({ type: "Rental" })).toBe("rent");
    expect(purposeOf({ purpose: "rent" })).toBe("rent");
    expect(purposeOf({ type: "Rental", purpose: "sale" })).toBe("sale");
  });

  it("links the other purpose on page 1, naming it only where it is not the page's default", () => {
    const params = { locationlable: "Dubai Marina", page: "3", sort: "price_asc" };
    expect(purposeHref("/dubai-locations", params, "rent")).toBe(
      "/dubai-locations?locationlable=Dubai+Marina&sort=price_asc&purpose=rent",
    );
    expect(purposeHref("/dubai-locations", { ...params, purpose: "rent" }, "sale")).toBe(
      "/dubai-locations?locationlable=Dubai+Marina&sort=price_asc",
    );
    expect(purposeHref("/residential-filter", { type: "Rental" }, "rent")).toBe("/residential-filter?type=Rental");
  });
});
