import { describe, expect, it } from "vitest";
import {
  buildHeroQuery,
  checkMax,
  checkMin,
  heroQueryOf,
  heroSearchUrl,
  locationLabelOf,
  type Place,
  parsePriceInput,
  priceLabel,
  priceProblemMessage,
  QUICK_PRICES,
  quickMaxDisabled,
  quickMinDisabled,
} from "./hero-query";

const marina: Place = {
  locationvaluetitle: "Dubai Marina, Dubai, United Arab Emirates",
  latitude: 25.08,
  longitude: 55.14,
  address: "Dubai Marina, Dubai, United Arab Emirates",
  locationlabel: "Dubai Marina",
  country: "United Arab Emirates",
  state: "Dubai",
  district: "Dubai",
};

describe("buildHeroQuery", () => {
  it("is empty when nothing is set, and the bare path is the address", () => {
    expect(buildHeroQuery({})).toBe("");
    expect(heroSearchUrl({})).toBe("/property-search");
  });

  it("lists every parameter in the spec's order, whatever order they are given in", () => {
    expect(
      buildHeroQuery({
        currency: "USD",
        maxPrice: 2000000,
        minPrice: 300000,
        type: "a1b2",
        locationlable: "Dubai Marina",
        district: "Dubai",
        state: "Dubai",
        country: "United Arab Emirates",
      }),
    ).toBe(
      "country=United%20Arab%20Emirates&state=Dubai&district=Dubai&locationlable=Dubai%20Marina&type=a1b2&minPrice=300000&maxPrice=2000000&currency=USD",
    );
  });

  it("leaves out blank text, null prices and NaN", () => {
    expect(
      buildHeroQuery({
        country: "",
        state: "  ",
        locationlable: "JVC",
        type: "",
        minPrice: null,
        maxPrice: Number.NaN,
        currency: "INR",
      }),
    ).toBe("locationlable=JVC&currency=INR");
  });

  it("keeps a price of 0 and decimals as typed", () => {
    expect(buildHeroQuery({ minPrice: 0, maxPrice: 1500.5 })).toBe("minPrice=0&maxPrice=1500.5");
  });

  it("encodes reserved characters", () => {
    expect(heroSearchUrl({ locationlable: "Al Barsha & Co/1", currency: "EUR" })).toBe(
      "/property-search?locationlable=Al%20Barsha%20%26%20Co%2F1&currency=EUR",
    );
  });

  it("only a max price", () => {
    expect(heroSearchUrl({ maxPrice: 700000, currency: "INR" })).toBe("/property-search?maxPrice=700000&currency=INR");
  });
});

describe("heroQueryOf", () => {
  it("takes country, state, district and label from a chosen place", () => {
    const query = heroQueryOf({
      place: marina,
      text: "ignored",
      type: "t1",
      minPrice: 100000,
      maxPrice: null,
      currency: "INR",
      purpose: "sale",
    });
    expect(buildHeroQuery(query)).toBe(
      "country=United%20Arab%20Emirates&state=Dubai&district=Dubai&locationlable=Dubai%20Marina&type=t1&minPrice=100000&currency=INR",
    );
  });

  it("uses the typed text's label when no place was chosen", () => {
    const query = heroQueryOf({
      place: null,
      text: "Palm Jumeirah - Dubai, UAE",
      type: "",
      minPrice: null,
      maxPrice: null,
      currency: "GBP",
      purpose: "sale",
    });
    expect(buildHeroQuery(query)).toBe("locationlable=Palm%20Jumeirah&currency=GBP");
  });

  it("names rent last, and leaves sale (the search's default) out", () => {
    const form = { place: null, text: "Dubai Marina", type: "", minPrice: null, maxPrice: 200000, currency: "AED" };
    expect(buildHeroQuery(heroQueryOf({ ...form, purpose: "rent" }))).toBe(
      "locationlable=Dubai%20Marina&maxPrice=200000&currency=AED&purpose=rent",
    );
    expect(buildHeroQuery(heroQueryOf({ ...form, purpose: "sale" }))).toBe(
      "locationlable=Dubai%20Marina&maxPrice=200000&currency=AED",
    );
  });
});

describe("locationLabelOf", () => {
  it("cuts at the first comma, then at the first hyphen, and trims", () => {
    expect(locationLabelOf("Dubai Marina, Dubai, United Arab Emirates")).toBe("Dubai Marina");
    expect(locationLabelOf(" Business Bay - Dubai - UAE ")).toBe("Business Bay");
    expect(locationLabelOf("Al Reem Island - Abu Dhabi, UAE")).toBe("Al Reem Island");
    expect(locationLabelOf("Downtown")).toBe("Downtown");
    expect(locationLabelOf("")).toBe("");
  });
});

describe("price rules", () => {
  it("refuses a minimum above the maximum, with the spec's alert", () => {
    expect(checkMin(500000, 300000)).toBe("minAboveMax");
    expect(priceProblemMessage("minAboveMax")).toBe("Min price cannot be greater than Max price.");
    expect(checkMin(300000, 300000)).toBeNull();
    expect(checkMin(500000, null)).toBeNull();
    expect(checkMin(null, 300000)).toBeNull();
  });

  it("refuses a maximum below the minimum, with the spec's alert", () => {
    expect(checkMax(100000, 300000)).toBe("maxBelowMin");
    expect(priceProblemMessage("maxBelowMin")).toBe("Max price cannot be less than Min price.");
    expect(checkMax(300000, 300000)).toBeNull();
    expect(checkMax(100000, null)).toBeNull();
    expect(checkMax(null, 300000)).toBeNull();
  });

  it("disables quick-select minimums above the maximum and maximums below the minimum", () => {
    expect(QUICK_PRICES).toEqual([100000, 300000, 500000, 700000, 1000000, 2000000, 3000000]);
    expect(QUICK_PRICES.filter((v) => quickMinDisabled(v, 700000))).toEqual([1000000, 2000000, 3000000]);
    expect(QUICK_PRICES.filter((v) => quickMaxDisabled(v, 700000))).toEqual([100000, 300000, 500000]);
    expect(QUICK_PRICES.some((v) => quickMinDisabled(v, null) || quickMaxDisabled(v, null))).toBe(false);
  });

  it("reads typed prices: blank is no bound, negatives and text are refused", () => {
    expect(parsePriceInput("")).toBeNull();
    expect(parsePriceInput(" 250000 ")).toBe(250000);
    expect(parsePriceInput("0")).toBe(0);
    expect(parsePriceInput("-5")).toBeUndefined();
    expect(parsePriceInput("abc")).toBeUndefined();
  });
});

describe("priceLabel", () => {
  it("formats the four cases with grouped digits and the symbol after", () => {
    expect(priceLabel(null, null, "₹")).toBe("Price Range");
    expect(priceLabel(100000, null, "₹")).toBe("From 100,000 ₹");
    expect(priceLabel(null, 3000000, "$")).toBe("Up to 3,000,000 $");
    expect(priceLabel(300000, 1000000, "€")).toBe("300,000 – 1,000,000 €");
    expect(priceLabel(0, 1250.5, "C$")).toBe("0 – 1,250.5 C$");
  });
});
