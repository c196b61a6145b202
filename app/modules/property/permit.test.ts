import { describe, expect, it } from "vitest";
import { dubaiToday, isInDubai, isPermitNumber, permitVerifyUrl, whatsappLink } from "./permit";

describe("Dubai permit rules (issue 17)", () => {
  it("a permit number is exactly ten digits", () => {
    expect(isPermitNumber("7792240517")).toBe(true);
    for (const bad of ["", "779224051", "77922405171", "77922405a7", " 7792240517", "７７９２２４０５１７"]) {
      expect(isPermitNumber(bad), bad).toBe(false);
    }
  });

  it("today is Dubai's date (UTC+4): 21:00 UTC is already tomorrow there", () => {
    expect(dubaiToday(new Date("2026-11-26T19:59:59Z"))).toBe("2026-11-26");
    expect(dubaiToday(new Date("2026-11-26T20:00:00Z"))).toBe("2026-11-27");
  });

  it("a place is in Dubai by its emirate or its town, whatever the case", () => {
    expect(isInDubai({ state: "Dubai", city: "Dubai" })).toBe(true);
    expect(isInDubai({ state: "dubai", city: "Hatta" })).toBe(true);
    expect(isInDubai({ state: "Abu Dhabi", city: "Abu Dhabi" })).toBe(false);
  });

  it("builds the verification address and the WhatsApp link", () => {
    expect(permitVerifyUrl("https://x.example/check?p={permit}", "7792240517")).toBe(
      "https://x.example/check?p=7792240517",
    );
    expect(whatsappLink("+971 50 111-2233", "Ref A-1: https://site.example/property/1")).toBe(
      "https://wa.me/971501112233?text=Ref%20A-1%3A%20https%3A%2F%2Fsite.example%2Fproperty%2F1",
    );
    expect(whatsappLink("", "x")).toBeNull();
  });
});
